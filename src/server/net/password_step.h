// The Argon2id work a request needs before it can run on the service thread without hashing: a
// login's (or a password-bearing command's) check against the stored hash, and a new password's
// hash (a signup's, a password change's). Made on the service thread, run on the PasswordWorker,
// its outcome handed back to the request.
#pragma once

#include <optional>
#include <string>

#include "server/service/password_hash.h"

namespace tori::server::net {

struct PasswordStep {
  std::string user, password;
  std::optional<std::string> check_against;  // a hash to check `password` against
  std::optional<std::string> to_hash;        // a new password to hash
  PasswordCost cost{PasswordCost::interactive()};

  struct Outcome {
    bool matches = false;
    std::optional<std::string> made;  // the new hash; nothing if it could not be made
  };
  // On the worker: only the password and hashes, nothing shared.
  Outcome run() const {
    Outcome o;
    if (check_against) o.matches = password_matches(*check_against, password);
    if (to_hash && (!check_against || o.matches))
      if (auto hash = hash_password(*to_hash, cost)) o.made = std::move(*hash);
    return o;
  }
};

}  // namespace tori::server::net
