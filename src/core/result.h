// Errors as values: readers return a Result that holds either what they read or an Error that
// says what is wrong and where.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace tori {

// What kind of failure an error is, for the edges that turn it into an HTTP status, a reply or
// an exit code: never decided by reading the message. UNSPECIFIED: the edge's own default.
enum class ErrorKind {
  UNSPECIFIED,
  INVALID,       // the input is wrong
  UNAUTHORIZED,  // who asks may not
  FORBIDDEN,     // who asks is known, and the thing is not theirs to do (another's seek)
  NOT_FOUND,     // no such thing
  REFUSED,       // the rules or the state of the thing refuse it
  BUSY,          // try again later (a resource held elsewhere, a limit)
  TOO_MANY,      // who asks has asked too often lately: a rate limit
  INTERNAL,      // the server failed (the database, say), not the request
};

struct Error {
  static constexpr std::size_t NO_OFFSET = std::size_t(-1);
  std::string message;
  std::size_t offset = NO_OFFSET;  // where in the input the problem was found, if anywhere
  ErrorKind kind = ErrorKind::UNSPECIFIED;

  std::string to_string() const {
    if (offset == NO_OFFSET) return message;
    return message + " (at character " + std::to_string(offset + 1) + ")";
  }
};

template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}  // NOLINT: implicit by design
  Result(Error e) : v_(std::move(e)) {}      // NOLINT
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(v_); }
  T& value() & { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const T& operator*() const { return value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

inline Error make_error(std::string message, std::size_t offset = Error::NO_OFFSET) {
  return Error{std::move(message), offset};
}

inline Error make_error(ErrorKind kind, std::string message) {
  return Error{std::move(message), Error::NO_OFFSET, kind};
}

}  // namespace tori
