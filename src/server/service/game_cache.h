// Games kept in memory with their positions, so that a move does not read every earlier move
// back and replay it (a replay checks each move again: most of a move's time in a long game).
// An entry is only used while the database still holds the same version of the game
// (GameRecord::version, one small query), so other processes and other server instances that
// change the game are always seen. Least recently used entries go first when full.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <list>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

#include "server/records/records.h"
#include "server/service/live_game.h"

namespace tori::server {

class GameCache {
 public:
  // Shared and never changed once made: a reader holds the game as it was stored, without a
  // copy, for as long as it needs (a stream's update is made from it after the cache moved on).
  struct Entry {
    std::shared_ptr<const GameRecord> record;
    std::shared_ptr<const LiveGame> live;
  };

  explicit GameCache(std::size_t capacity = 4096) : capacity_(capacity) {}

  // The game as stored under `version`, if this cache holds that version.
  const Entry* find(GameKey key, int64_t version);
  // The players of the game, from whatever version this cache holds (they never change).
  std::optional<std::array<std::string, 2>> players(GameKey key) const;
  // Taken by value: callers that are done with their copy move it in (a record of a long game
  // holds hundreds of strings).
  void put(GameRecord record, LiveGame live);
  void drop(GameKey key);
  std::size_t size() const { return index_.size(); }

 private:
  static uint64_t code(GameKey key) { return (uint64_t(key.variant) << 32) | uint32_t(key.number); }

  std::size_t capacity_;
  std::list<Entry> entries_;  // most recently used first
  std::unordered_map<uint64_t, std::list<Entry>::iterator> index_;
};

}  // namespace tori::server
