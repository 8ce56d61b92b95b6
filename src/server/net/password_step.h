// The Argon2id work a request needs before it can run on the I/O thread without hashing: a
// login's (or a password-bearing command's) check against the stored hash, or a new account's
// hash. Made on the I/O thread, run on the PasswordWorker, its outcome handed back to the request.
#pragma once

#include <optional>
#include <string>

#include "server/service/password_hash.h"

namespace tori::server::net {

struct PasswordStep {
  std::string user, password;
  std::optional<std::string> check_against;  // a hash to check; nothing: make one (a signup)
  PasswordCost cost{PasswordCost::interactive()};

  struct Outcome {
    bool matches = false;
    std::optional<std::string> made;  // the new hash; nothing if it could not be made
  };
  // On the worker: only the password and hashes, nothing shared.
  Outcome run() const {
    Outcome o;
    if (check_against) {
      o.matches = password_matches(*check_against, password);
    } else if (auto hash = hash_password(password, cost)) {
      o.made = std::move(*hash);
    }
    return o;
  }
};

}  // namespace tori::server::net
