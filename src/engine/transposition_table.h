// The transposition table: what earlier searches learned about a position (best move, score,
// depth, bound). Lock-free in the usual way: each entry stores key ^ data, so a torn write by
// another thread reads as a miss instead of as wrong data.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "core/types.h"

namespace tori::engine {

enum class Bound : uint8_t { NONE = 0, UPPER = 1, LOWER = 2, EXACT = 3 };

struct TTHit {
  Move move;
  int score = 0;
  int eval = 0;
  int depth = 0;
  Bound bound = Bound::NONE;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }
  void resize(std::size_t megabytes);
  void clear();
  void new_search() { generation_ = uint8_t((generation_ + 1) & 63); }

  // Starts loading the bucket of `key` into the cache, so that the probe which follows a little
  // later (after a move is made, in the child node) does not wait for memory.
  void prefetch(Key key) const { __builtin_prefetch(bucket(key)); }
  bool probe(Key key, TTHit& hit) const;
  void store(Key key, Move move, int score, int eval, int depth, Bound bound);
  int hashfull() const;  // per mille of a sample that the current search wrote

 private:
  struct Entry {
    std::atomic<uint64_t> check{0};  // key ^ data
    std::atomic<uint64_t> data{0};
  };
  static constexpr int BUCKET = 4;
  // One bucket to a cache line, so that a probe costs one memory access, not two.
  struct alignas(64) Bucket {
    Entry entries[BUCKET];
  };
  struct FreeBuckets {
    void operator()(Bucket* buckets) const;
  };
  Entry* bucket(Key key) const { return table_[key & mask_].entries; }

  std::unique_ptr<Bucket[], FreeBuckets> table_;
  std::size_t buckets_ = 0;
  uint64_t mask_ = 0;
  uint8_t generation_ = 0;
};

}  // namespace tori::engine
