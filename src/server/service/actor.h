// Who makes a request. An edge establishes it once (a line session at its login, the HTTP API
// from a token, the dispatcher from the password a mailed command carries, the computer's
// accounts by being the server's own) and the service takes it on every call: passwords reach
// the service only where one is set or checked (signing up, logging in, changing it).
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace tori::server {

struct Actor {
  std::string user;  // empty for a guest, who may only read
  // A logged-in connection's: the stored password hash it matched when it logged in. Once the
  // account's hash is another (the password changed, on any server), its requests are refused.
  std::optional<std::string> password_hash;

  static Actor guest() { return {}; }
  static Actor verified(std::string user) { return {std::move(user), std::nullopt}; }
  bool is_guest() const { return user.empty(); }
};

}  // namespace tori::server
