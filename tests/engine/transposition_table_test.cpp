// The transposition table: what it returns, what a later store of the same position keeps, and
// clearing it.
#include "engine/transposition_table.h"

#include <gtest/gtest.h>

namespace tori::engine {
namespace {

constexpr Key KEY = 0x123456789abcdef0ULL;

TTHit probe_or_fail(const TranspositionTable& tt, Key key) {
  TTHit hit;
  EXPECT_TRUE(tt.probe(key, hit));
  return hit;
}

TEST(TranspositionTable, ReturnsWhatWasStored) {
  TranspositionTable tt(1);
  tt.store(KEY, Move::from_raw(77), -250, 31, 9, Bound::UPPER);
  TTHit hit = probe_or_fail(tt, KEY);
  EXPECT_EQ(hit.move, Move::from_raw(77));
  EXPECT_EQ(hit.score, -250);
  EXPECT_EQ(hit.eval, 31);
  EXPECT_EQ(hit.depth, 9);
  EXPECT_EQ(hit.bound, Bound::UPPER);
  TTHit none;
  EXPECT_FALSE(tt.probe(KEY ^ 1, none));
}

TEST(TranspositionTable, AStoreWithoutAMoveKeepsTheBestMove) {
  TranspositionTable tt(1);
  tt.store(KEY, Move::from_raw(77), 120, 10, 6, Bound::LOWER);
  tt.store(KEY, Move(), 40, 10, 6, Bound::UPPER);  // a fail-low: no move was best
  TTHit hit = probe_or_fail(tt, KEY);
  EXPECT_EQ(hit.score, 40);
  EXPECT_EQ(hit.bound, Bound::UPPER);
  EXPECT_EQ(hit.move, Move::from_raw(77));
}

TEST(TranspositionTable, ClearForgetsEverything) {
  TranspositionTable tt(1);
  tt.store(KEY, Move::from_raw(77), 120, 10, 6, Bound::EXACT);
  tt.clear();
  TTHit hit;
  EXPECT_FALSE(tt.probe(KEY, hit));
}

TEST(TranspositionTable, ResizingEmptiesTheTableAndEveryBucketHoldsItsFourEntries) {
  TranspositionTable tt(1);
  tt.store(KEY, Move::from_raw(77), 120, 10, 6, Bound::EXACT);
  tt.resize(3);  // not a power of two: the table rounds down to one
  TTHit hit;
  EXPECT_FALSE(tt.probe(KEY, hit));
  // Four positions that share a bucket (same low bits) all stay; the fifth replaces one.
  for (Key k = 1; k <= 4; ++k)
    tt.store(KEY + (k << 40), Move::from_raw(uint16_t(k)), 0, 0, 5, Bound::EXACT);
  for (Key k = 1; k <= 4; ++k)
    EXPECT_EQ(probe_or_fail(tt, KEY + (k << 40)).move, Move::from_raw(uint16_t(k)));
  tt.store(KEY + (Key(5) << 40), Move::from_raw(5), 0, 0, 5, Bound::EXACT);
  int kept = 0;
  for (Key k = 1; k <= 4; ++k) kept += tt.probe(KEY + (k << 40), hit);
  EXPECT_EQ(kept, 3);
}

TEST(TranspositionTable, HashfullCountsWhatThisSearchWrote) {
  TranspositionTable tt(1);
  EXPECT_EQ(tt.hashfull(), 0);
  // One entry in each of the first 250 buckets fills a quarter of the sampled 1,000 entries.
  for (Key k = 0; k < 250; ++k) tt.store(k, Move::from_raw(1), 0, 0, 3, Bound::EXACT);
  EXPECT_EQ(tt.hashfull(), 250);
  tt.new_search();
  EXPECT_EQ(tt.hashfull(), 0);  // an older search's entries do not count
}

}  // namespace
}  // namespace tori::engine
