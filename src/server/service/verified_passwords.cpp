// Remembering passwords already checked (and found wrong) against a user's stored hash.
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

bool VerifiedPasswords::in(const Table& table, const std::string& user,
                           const std::string& stored_hash, std::string_view password) const {
  auto it = table.find(user);
  if (it == table.end() || it->second.stored_hash != stored_hash) return false;
  Digest d = digest(password);
  return sodium_memcmp(d.data(), it->second.digest.data(), d.size()) == 0;
}

void VerifiedPasswords::put(Table& table, const std::string& user, const std::string& stored_hash,
                            std::string_view password) {
  if (most_entries_ == 0) return;
  // Full: start again rather than track age; the cost is one Argon2 check per active user.
  if (table.size() >= most_entries_ && !table.contains(user)) table.clear();
  table[user] = Entry{stored_hash, digest(password)};
}

bool VerifiedPasswords::known(const std::string& user, const std::string& stored_hash,
                              std::string_view password) const {
  return in(entries_, user, stored_hash, password);
}

void VerifiedPasswords::remember(const std::string& user, const std::string& stored_hash,
                                 std::string_view password) {
  wrong_.erase(user);
  put(entries_, user, stored_hash, password);
}

bool VerifiedPasswords::known_wrong(const std::string& user, const std::string& stored_hash,
                                    std::string_view password) const {
  return in(wrong_, user, stored_hash, password);
}

void VerifiedPasswords::remember_wrong(const std::string& user, const std::string& stored_hash,
                                       std::string_view password) {
  put(wrong_, user, stored_hash, password);
}

}  // namespace tori::server
