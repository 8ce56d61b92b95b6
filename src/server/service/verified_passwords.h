// Passwords already checked against a user's Argon2 hash, remembered so that a logged-in session
// (which sends its password with every command) pays for Argon2 once, not on every move: a move
// would otherwise cost ~70 ms of hashing. What is kept is a keyed BLAKE2b digest of the password
// under a key made at random for this process, next to the stored hash it was checked against;
// a changed password (another stored hash) makes the entry worthless at once. Only in memory:
// another instance simply checks the password itself once.
//
// Wrong passwords are remembered the same way (the last one per user): a transport that checked
// a password on a worker thread (net::PasswordWorker) leaves either answer here, and the request
// that follows on the service thread finds it without hashing.
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
  // The same for a password found not to match.
  bool known_wrong(const std::string& user, const std::string& stored_hash,
                   std::string_view password) const;
  void remember_wrong(const std::string& user, const std::string& stored_hash,
                      std::string_view password);
  void forget(const std::string& user) {
    entries_.erase(user);
    wrong_.erase(user);
  }

 private:
  using Digest = std::array<unsigned char, 32>;
  struct Entry {
    std::string stored_hash;
    Digest digest;
  };
  using Table = std::unordered_map<std::string, Entry>;
  Digest digest(std::string_view password) const;
  bool in(const Table& table, const std::string& user, const std::string& stored_hash,
          std::string_view password) const;
  void put(Table& table, const std::string& user, const std::string& stored_hash,
           std::string_view password);

  std::size_t most_entries_;
  std::array<unsigned char, 32> key_{};
  Table entries_, wrong_;
};

}  // namespace tori::server
