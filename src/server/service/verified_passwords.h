// Passwords already checked against a user's Argon2 hash, remembered so that a logged-in session
// (which sends its password with every command) pays for Argon2 once, not on every move: a move
// would otherwise cost ~70 ms of hashing. What is kept is a keyed BLAKE2b digest of the password
// under a key made at random for this process, next to the stored hash it was checked against;
// a changed password (another stored hash) makes the entry worthless at once. Only in memory:
// another instance simply checks the password itself once.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>

namespace tori::server {

class VerifiedPasswords {
 public:
  explicit VerifiedPasswords(std::size_t most_entries = 100'000);

  // Whether `password` was remembered for `user` while their stored hash was `stored_hash`.
  bool known(const std::string& user, const std::string& stored_hash,
             std::string_view password) const;
  void remember(const std::string& user, const std::string& stored_hash, std::string_view password);
  void forget(const std::string& user) { entries_.erase(user); }

 private:
  using Digest = std::array<unsigned char, 32>;
  struct Entry {
    std::string stored_hash;
    Digest digest;
  };
  Digest digest(std::string_view password) const;

  std::size_t most_entries_;
  std::array<unsigned char, 32> key_{};
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace tori::server
