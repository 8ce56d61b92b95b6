// Argon2id through libsodium.
#include "server/service/password_hash.h"

#include <sodium.h>

namespace tori::server {

namespace {

bool sodium_ready() {
  static const bool ready = sodium_init() >= 0;  // thread-safe, idempotent
  return ready;
}

}  // namespace

PasswordCost PasswordCost::interactive() {
  return {crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE};
}

PasswordCost PasswordCost::minimum() {
  return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

Result<std::string> hash_password(std::string_view password, PasswordCost cost) {
  if (!sodium_ready()) return make_error("the password library could not start");
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), cost.ops, cost.memory,
                            crypto_pwhash_ALG_ARGON2ID13) != 0)
    return make_error("out of memory while hashing the password");
  return std::string(out);
}

bool password_matches(const std::string& hash, std::string_view password) {
  if (!sodium_ready()) return false;
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

}  // namespace tori::server
