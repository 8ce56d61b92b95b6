// Keeping active games and their positions in memory, checked against the stored version.
#include "server/service/game_cache.h"

namespace tori::server {

namespace {

GameCache::Entry made(GameRecord record, LiveGame live) {
  return {std::make_shared<const GameRecord>(std::move(record)),
          std::make_shared<const LiveGame>(std::move(live))};
}

}  // namespace

const GameCache::Entry* GameCache::find(GameKey key, int64_t version) {
  auto it = index_.find(code(key));
  if (it == index_.end()) return nullptr;
  if (it->second->record->version != version) {
    entries_.erase(it->second);
    index_.erase(it);
    return nullptr;
  }
  entries_.splice(entries_.begin(), entries_, it->second);
  return &entries_.front();
}

std::optional<std::array<std::string, 2>> GameCache::players(GameKey key) const {
  auto it = index_.find(code(key));
  if (it == index_.end()) return std::nullopt;
  const GameRecord& g = *it->second->record;
  return std::array<std::string, 2>{g.players[BLACK], g.players[WHITE]};
}

void GameCache::put(GameRecord record, LiveGame live) {
  if (capacity_ == 0) return;
  uint64_t key = code(record.key);
  if (auto it = index_.find(key); it != index_.end()) {  // the same game, newer: reuse its entry
    *it->second = made(std::move(record), std::move(live));
    entries_.splice(entries_.begin(), entries_, it->second);
    return;
  }
  entries_.push_front(made(std::move(record), std::move(live)));
  index_[key] = entries_.begin();
  if (entries_.size() > capacity_) {
    index_.erase(code(entries_.back().record->key));
    entries_.pop_back();
  }
}

void GameCache::drop(GameKey key) {
  auto it = index_.find(code(key));
  if (it == index_.end()) return;
  entries_.erase(it->second);
  index_.erase(it);
}

}  // namespace tori::server
