// What the API answers: a status with a JSON (or text) body, and errors as values with the
// status and code of docs/api.md's table. Nothing here knows Beast: the router is plain code.
#pragma once

#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/result.h"

namespace tori::server::web {

using nlohmann::json;

struct ApiError {
  unsigned status = 400;
  std::string code;  // "bad_json", "unauthorized", "refused", ... (docs/api.md)
  std::string message;
  std::chrono::milliseconds delay{0};  // hold the answer this long (a failed login)
  unsigned retry_after = 0;            // seconds, for 429
  // A refusal by the rules or the turn: its code with parameters (core/refusal.h), sent beside
  // the message as "reason" so that a page can say it in its own language; null otherwise.
  json reason = nullptr;
};

inline ApiError bad_request(std::string message) {
  return {400, "bad_request", std::move(message)};
}
inline ApiError not_found(std::string message) { return {404, "not_found", std::move(message)}; }
inline ApiError refused(std::string message) { return {409, "refused", std::move(message)}; }
inline ApiError internal_error(std::string message) {
  return {500, "internal", std::move(message)};
}
// A rate limit: 429 with Retry-After, the wait rounded up to seconds.
inline ApiError too_many(std::string message, std::chrono::milliseconds wait) {
  auto seconds = static_cast<unsigned>((wait.count() + 999) / 1000);
  return {429,
          "too_many_requests",
          std::move(message) + ": try again in " + std::to_string(seconds) + " s",
          {},
          seconds};
}

// A service's or storage's error as the API answers it: by its kind; an error of no particular
// kind as `otherwise` says. A database held by another asks the client to retry.
inline ApiError api_error(const tori::Error& e, ApiError (*otherwise)(std::string)) {
  switch (e.kind) {
    case ErrorKind::INTERNAL:
      return internal_error(e.message);
    case ErrorKind::BUSY:
      return {503, "busy", e.message, {}, 1};
    case ErrorKind::TOO_MANY:
      return {429, "too_many_requests", e.message, {}, 1};
    case ErrorKind::NOT_FOUND:
      return not_found(e.message);
    case ErrorKind::UNAUTHORIZED:
      return {401, "unauthorized", e.message};
    case ErrorKind::FORBIDDEN:
      return {403, "forbidden", e.message};
    case ErrorKind::REFUSED:
      return refused(e.message);
    case ErrorKind::INVALID:
      return bad_request(e.message);
    case ErrorKind::UNSPECIFIED:
      break;
  }
  return otherwise(e.message);
}

// A value or the error that took its place.
template <class T>
class ApiResult {
 public:
  ApiResult(T value) : v_(std::move(value)) {}         // NOLINT: implicit by design
  ApiResult(ApiError error) : v_(std::move(error)) {}  // NOLINT
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const ApiError& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, ApiError> v_;
};

struct ApiReply {
  unsigned status = 200;
  std::string body;
  std::string content_type = "application/json";
  std::vector<std::pair<std::string, std::string>> headers;  // Allow, Retry-After
  std::chrono::milliseconds delay{0};
};

// JSON as text; bytes that are not UTF-8 (never expected: every text is checked on its way in)
// come out as U+FFFD rather than an exception.
inline std::string json_text(const json& j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

inline json error_json(const ApiError& e) {
  json error = {{"code", e.code}, {"message", e.message}};
  if (!e.reason.is_null()) error["reason"] = e.reason;
  return {{"error", error}};
}

inline ApiReply json_reply(const json& body, unsigned status = 200) {
  return ApiReply{status, json_text(body), "application/json", {}, {}};
}

inline ApiReply error_reply(const ApiError& e) {
  ApiReply r = json_reply(error_json(e), e.status);
  r.delay = e.delay;
  if (e.retry_after) r.headers.emplace_back("Retry-After", std::to_string(e.retry_after));
  return r;
}

}  // namespace tori::server::web
