// Packing of table entries and the replacement rule: within a bucket, replace the entry with the
// same key, else the one that is shallowest and oldest.
#include "engine/transposition_table.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <memory>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

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

// The table lies in memory aligned to 2 MiB and asks the kernel for huge pages there: a probe
// lands on a random bucket of a table much larger than the caches, and with 4 KiB pages nearly
// every probe also missed the TLB.
constexpr std::size_t HUGE_PAGE = 2 * 1024 * 1024;

}  // namespace

void TranspositionTable::FreeBuckets::operator()(Bucket* buckets) const { std::free(buckets); }

void TranspositionTable::resize(std::size_t megabytes) {
  const std::size_t buckets =
      std::bit_floor(std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Bucket));
  const std::size_t bytes = (buckets * sizeof(Bucket) + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
  void* memory = std::aligned_alloc(HUGE_PAGE, bytes);
  if (!memory) throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
  madvise(memory, bytes, MADV_HUGEPAGE);  // a hint: without huge pages the table still works
#endif
  table_.reset(static_cast<Bucket*>(memory));
  std::uninitialized_default_construct_n(table_.get(), buckets);
  buckets_ = buckets;
  mask_ = buckets - 1;
  generation_ = 0;
}

void TranspositionTable::clear() {
  for (std::size_t i = 0; i < buckets_; ++i)
    for (Entry& e : table_[i].entries) {
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
  const int sample = int(std::min<std::size_t>(1000, buckets_ * BUCKET));
  for (int i = 0; i < sample; ++i) {
    uint64_t data = table_[i / BUCKET].entries[i % BUCKET].data.load(std::memory_order_relaxed);
    used += data != 0 && generation_of(data) == generation_;
  }
  return used * 1000 / std::max(sample, 1);
}

}  // namespace tori::engine
