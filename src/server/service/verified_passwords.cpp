#include "server/service/verified_passwords.h"

#include <sodium.h>

namespace tori::server {

VerifiedPasswords::VerifiedPasswords(std::size_t most_entries) : most_entries_(most_entries) {
  if (sodium_init() < 0) most_entries_ = 0;  // no randomness: remember nothing
  randombytes_buf(key_.data(), key_.size());
}

VerifiedPasswords::Digest VerifiedPasswords::digest(std::string_view password) const {
  Digest d{};
  crypto_generichash(d.data(), d.size(), reinterpret_cast<const unsigned char*>(password.data()),
                     password.size(), key_.data(), key_.size());
  return d;
}

bool VerifiedPasswords::known(const std::string& user, const std::string& stored_hash,
                              std::string_view password) const {
  auto it = entries_.find(user);
  if (it == entries_.end() || it->second.stored_hash != stored_hash) return false;
  Digest d = digest(password);
  return sodium_memcmp(d.data(), it->second.digest.data(), d.size()) == 0;
}

void VerifiedPasswords::remember(const std::string& user, const std::string& stored_hash,
                                 std::string_view password) {
  if (most_entries_ == 0) return;
  // Full: start again rather than track age; the cost is one Argon2 check per active user.
  if (entries_.size() >= most_entries_ && !entries_.contains(user)) entries_.clear();
  entries_[user] = Entry{stored_hash, digest(password)};
}

}  // namespace tori::server
