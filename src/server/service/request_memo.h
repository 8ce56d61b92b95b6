// What the request under way has read already. A request holds its game (or everything) locked,
// or reads one snapshot, until its transaction ends, so a second read of the same row inside it
// gives the first answer: the reply and each opponent's board read the game, the chat and the
// reader's account, and without this each would cost a round trip to the database again.
// Emptied when the next transaction begins (the notices of the one that ended are delivered
// with what it read: GameService::deliver); whatever a request writes replaces what it read.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/result.h"
#include "server/service/records.h"

namespace tori::server {

class RequestMemo {
 public:
  void clear() {
    users_.clear();
    versions_.clear();
    chats_.clear();
  }

  const std::optional<User>* user(const std::string& id) const {
    auto it = users_.find(id);
    return it == users_.end() ? nullptr : &it->second;
  }
  void set_user(const std::string& id, std::optional<User> user) { users_[id] = std::move(user); }
  void forget_user(const std::string& id) { users_.erase(id); }

  // A request touches a game or two: a short list beats a map.
  const std::optional<int64_t>* version(GameKey key) const { return find(versions_, key); }
  void set_version(GameKey key, std::optional<int64_t> v) { put(versions_, key, v); }
  void forget_version(GameKey key) { erase(versions_, key); }

  const std::vector<ChatLine>* chat(GameKey key) const { return find(chats_, key); }
  void set_chat(GameKey key, std::vector<ChatLine> lines) { put(chats_, key, std::move(lines)); }
  void forget_chat(GameKey key) { erase(chats_, key); }

 private:
  template <class T>
  using ByGame = std::vector<std::pair<GameKey, T>>;

  template <class T>
  static const T* find(const ByGame<T>& list, GameKey key) {
    for (const auto& [k, value] : list)
      if (k == key) return &value;
    return nullptr;
  }
  template <class T>
  static void put(ByGame<T>& list, GameKey key, T value) {
    erase(list, key);
    list.emplace_back(key, std::move(value));
  }
  template <class T>
  static void erase(ByGame<T>& list, GameKey key) {
    std::erase_if(list, [&](const auto& entry) { return entry.first == key; });
  }

  std::unordered_map<std::string, std::optional<User>> users_;
  ByGame<std::optional<int64_t>> versions_;
  ByGame<std::vector<ChatLine>> chats_;
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
