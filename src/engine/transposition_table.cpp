// Packing of table entries and the replacement rule: within a bucket, replace the entry with the
// same key, else the one that is shallowest and oldest.
#include "engine/transposition_table.h"

#include <algorithm>
#include <bit>

namespace tori::engine {

namespace {

// data layout: move 16 | score 16 | eval 16 | depth 8 | bound 2 | generation 6
uint64_t pack(Move move, int score, int eval, int depth, Bound bound, uint8_t generation) {
  return uint64_t(move.raw()) | uint64_t(uint16_t(int16_t(score))) << 16 |
         uint64_t(uint16_t(int16_t(eval))) << 32 | uint64_t(uint8_t(depth)) << 48 |
         uint64_t(uint8_t(bound)) << 56 | uint64_t(generation & 63) << 58;
}

int depth_of(uint64_t data) { return int(int8_t(uint8_t(data >> 48))); }
uint8_t generation_of(uint64_t data) { return uint8_t(data >> 58); }

}  // namespace

void TranspositionTable::resize(std::size_t megabytes) {
  std::size_t entries = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Entry);
  std::size_t buckets = std::bit_floor(entries / BUCKET);
  table_ = std::vector<Entry>(buckets * BUCKET);
  mask_ = buckets - 1;
  generation_ = 0;
}

void TranspositionTable::clear() {
  for (Entry& e : table_) {
    e.check.store(0, std::memory_order_relaxed);
    e.data.store(0, std::memory_order_relaxed);
  }
  generation_ = 0;
}

bool TranspositionTable::probe(Key key, TTHit& hit) const {
  Entry* b = bucket(key);
  for (int i = 0; i < BUCKET; ++i) {
    uint64_t data = b[i].data.load(std::memory_order_relaxed);
    if ((b[i].check.load(std::memory_order_relaxed) ^ data) != key || data == 0) continue;
    hit.move = Move::from_raw(uint16_t(data));
    hit.score = int16_t(uint16_t(data >> 16));
    hit.eval = int16_t(uint16_t(data >> 32));
    hit.depth = depth_of(data);
    hit.bound = Bound((data >> 56) & 3);
    return true;
  }
  return false;
}

void TranspositionTable::store(Key key, Move move, int score, int eval, int depth, Bound bound) {
  Entry* b = bucket(key);
  Entry* victim = &b[0];
  int victim_worth = 1 << 30;
  for (int i = 0; i < BUCKET; ++i) {
    uint64_t data = b[i].data.load(std::memory_order_relaxed);
    if ((b[i].check.load(std::memory_order_relaxed) ^ data) == key) {
      // Same position: keep the old best move if the new search found none.
      if (!move) move = Move::from_raw(uint16_t(data));
      victim = &b[i];
      break;
    }
    int age = (generation_ - generation_of(data)) & 63;
    int worth = depth_of(data) - 8 * age;
    if (data == 0) worth = -(1 << 29);
    if (worth < victim_worth) victim_worth = worth, victim = &b[i];
  }
  uint64_t data = pack(move, score, eval, depth, bound, generation_);
  victim->data.store(data, std::memory_order_relaxed);
  victim->check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  int used = 0;
  const int sample = std::min<int>(1000, int(table_.size()));
  for (int i = 0; i < sample; ++i) {
    uint64_t data = table_[i].data.load(std::memory_order_relaxed);
    used += data != 0 && generation_of(data) == generation_;
  }
  return used * 1000 / std::max(sample, 1);
}

}  // namespace tori::engine
