// Passwords are kept only as Argon2id hashes (libsodium's crypto_pwhash_str), whose checking
// compares in constant time. The cost is a parameter so that tests can use the minimum.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/result.h"

namespace tori::server {

struct PasswordCost {
  unsigned long long ops;
  std::size_t memory;
  static PasswordCost interactive();  // libsodium's interactive limits: for the real server
  static PasswordCost minimum();      // the least libsodium allows: for tests
};

Result<std::string> hash_password(std::string_view password, PasswordCost cost);
bool password_matches(const std::string& hash, std::string_view password);

}  // namespace tori::server
