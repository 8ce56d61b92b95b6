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

namespace tori::server::web {

using nlohmann::json;

struct ApiError {
  unsigned status = 400;
  std::string code;  // "bad_json", "unauthorized", "refused", ... (docs/api.md)
  std::string message;
  std::chrono::milliseconds delay{0};  // hold the answer this long (a failed login)
  unsigned retry_after = 0;            // seconds, for 429
};

inline ApiError bad_request(std::string message) {
  return {400, "bad_request", std::move(message)};
}
inline ApiError not_found(std::string message) { return {404, "not_found", std::move(message)}; }
inline ApiError refused(std::string message) { return {409, "refused", std::move(message)}; }
inline ApiError internal_error(std::string message) {
  return {500, "internal", std::move(message)};
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
  return {{"error", {{"code", e.code}, {"message", e.message}}}};
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
