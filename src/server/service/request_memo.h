// What the request under way has read already. A request holds its game (or everything) locked,
// or reads one snapshot, until its transaction ends, so a second read of the same row inside it
// gives the first answer: the reply and each opponent's board read the game, the chat and the
// reader's account, and without this each would cost a round trip to the database again.
// Requests committed together have their games' rows read ahead in a few statements
// (Storage::read_ahead, kept here) instead of each asking for its own.
// Emptied when the next transaction begins (the notices of the one that ended are delivered
// with what it read: GameService::deliver); whatever a request writes replaces what it read.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/result.h"
#include "server/records/records.h"
#include "server/storage/storage.h"

namespace tori::server {

class RequestMemo {
 public:
  void clear() {
    users_.clear();
    versions_.clear();
    chats_.clear();
    followers_.clear();
  }

  const std::optional<User>* user(const std::string& id) const {
    auto it = users_.find(id);
    return it == users_.end() ? nullptr : &it->second;
  }
  void set_user(const std::string& id, std::optional<User> user) { users_[id] = std::move(user); }
  void forget_user(const std::string& id) { users_.erase(id); }

  const std::optional<int64_t>* version(GameKey key) const { return find(versions_, key); }
  void set_version(GameKey key, std::optional<int64_t> v) { versions_[code(key)] = v; }
  void forget_version(GameKey key) { versions_.erase(code(key)); }

  const std::vector<ChatLine>* chat(GameKey key) const { return find(chats_, key); }
  void set_chat(GameKey key, std::vector<ChatLine> lines) { chats_[code(key)] = std::move(lines); }
  void forget_chat(GameKey key) { chats_.erase(code(key)); }

  const std::vector<Follower>* followers(GameKey key) const { return find(followers_, key); }
  void set_followers(GameKey key, std::vector<Follower> list) {
    followers_[code(key)] = std::move(list);
  }
  void forget_followers(GameKey key) { followers_.erase(code(key)); }

  // Everything read ahead for the requests of one transaction (Storage::read_ahead).
  void keep(ReadAhead&& rows) {
    for (auto& [key, version] : rows.versions) set_version(key, version);
    for (auto& [key, lines] : rows.chats) set_chat(key, std::move(lines));
    for (auto& [key, list] : rows.followers) set_followers(key, std::move(list));
    for (auto& [id, user] : rows.users) set_user(id, std::move(user));
  }

 private:
  template <class T>
  using ByGame = std::unordered_map<uint64_t, T>;
  static uint64_t code(GameKey key) { return (uint64_t(key.variant) << 32) | uint32_t(key.number); }

  template <class T>
  static const T* find(const ByGame<T>& map, GameKey key) {
    auto it = map.find(code(key));
    return it == map.end() ? nullptr : &it->second;
  }

  std::unordered_map<std::string, std::optional<User>> users_;
  ByGame<std::optional<int64_t>> versions_;
  ByGame<std::vector<ChatLine>> chats_;
  ByGame<std::vector<Follower>> followers_;
};

// A read through the memo: what the request read already, else `read()`, kept with `keep`.
// Outside a request (`in_use` false) nothing is kept: nothing holds the row still.
template <class T, class Read, class Keep>
Result<T> read_through(bool in_use, const T* known, Read read, Keep keep) {
  if (!in_use) return read();
  if (known) return *known;
  Result<T> fresh = read();
  if (fresh) keep(*fresh);
  return fresh;
}

}  // namespace tori::server
