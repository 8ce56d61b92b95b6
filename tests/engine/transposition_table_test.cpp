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

}  // namespace
}  // namespace tori::engine
