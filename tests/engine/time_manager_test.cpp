// The time manager's limits: a fixed move time, searches that are not timed at all, pondering,
// which waits for its real limits, and the soft limit scaled by how settled the search is.
#include "engine/time_manager.h"

#include <gtest/gtest.h>

#include "core/variant_tori.h"
#include "engine/search.h"

namespace tori::engine {
namespace {

// Neither limit has passed just after the start.
void expect_no_limit_passed(const TimeManager& time) {
  EXPECT_FALSE(time.past_soft_limit());
  EXPECT_FALSE(time.past_hard_limit());
}

TEST(TimeManager, AFixedMoveTimeIsTimed) {
  TimeManager time;
  SearchLimits limits;
  limits.move_time = 1'000'000;
  time.start(limits, BLACK, 0);
  EXPECT_TRUE(time.timed());
  expect_no_limit_passed(time);
}

TEST(TimeManager, UntimedSearchesHaveNoLimit) {
  TimeManager time;
  SearchLimits limits;
  limits.depth = 5;
  time.start(limits, WHITE, 10);
  EXPECT_FALSE(time.timed());
  expect_no_limit_passed(time);
}

TEST(TimeManager, PonderingWaitsForItsRealLimits) {
  TimeManager time;
  SearchLimits limits;
  limits.ponder = true;
  limits.clock.remaining[BLACK] = limits.clock.remaining[WHITE] = 1000;
  time.start(limits, BLACK, 0);
  EXPECT_FALSE(time.timed());
}

// A minute on the clock and a second's increment: soft 1,650 ms (0.6 of 60,000 / 30 + 750),
// hard 8,250 (three times the share).
TEST(TimeManager, TheSoftLimitScalesUpToTheHardLimit) {
  TimeManager time;
  SearchLimits limits;
  limits.clock.remaining[BLACK] = limits.clock.remaining[WHITE] = 60'000;
  limits.clock.increment[BLACK] = limits.clock.increment[WHITE] = 1'000;
  time.start(limits, BLACK, 0);
  EXPECT_EQ(time.scaled_soft_ms(1.0), 1650);
  EXPECT_EQ(time.scaled_soft_ms(0.5), 825);
  EXPECT_EQ(time.scaled_soft_ms(2.0), 3300);
  EXPECT_EQ(time.scaled_soft_ms(10.0), 8250);
}

// Ten seconds and a tenth: spread over 30 moves, 0.6 of (10,000 / 30 + 75) = 244 ms; over
// Yari's 22, 0.6 of (10,000 / 22 + 75) = 317 ms. Late in a game both spread over 12 moves.
TEST(TimeManager, YariSpendsItsMainTimeFasterThanTori) {
  SearchLimits limits;
  limits.clock.remaining[BLACK] = limits.clock.remaining[WHITE] = 10'000;
  limits.clock.increment[BLACK] = limits.clock.increment[WHITE] = 100;
  TimeManager tori, yari;
  tori.start(limits, BLACK, 1, EXPECTED_MOVES<Tori>);
  yari.start(limits, BLACK, 1, EXPECTED_MOVES<Yari>);
  EXPECT_EQ(tori.scaled_soft_ms(1.0), 244);
  EXPECT_EQ(yari.scaled_soft_ms(1.0), 317);
  tori.start(limits, BLACK, 200, EXPECTED_MOVES<Tori>);
  yari.start(limits, BLACK, 200, EXPECTED_MOVES<Yari>);
  EXPECT_EQ(tori.scaled_soft_ms(1.0), yari.scaled_soft_ms(1.0));
}

TEST(TimeManager, AFixedMoveTimeIsNotScaled) {
  TimeManager time;
  SearchLimits limits;
  limits.move_time = 1000;
  time.start(limits, BLACK, 0);
  EXPECT_EQ(time.scaled_soft_ms(0.5), time.scaled_soft_ms(1.0));
  EXPECT_EQ(time.scaled_soft_ms(3.0), time.scaled_soft_ms(1.0));
}

const Move A = Move::board(10, 11), B = Move::board(20, 21);

TEST(IterationClock, TheFirstIterationsUseTheSoftLimitAsItIs) {
  IterationClock clock;
  EXPECT_DOUBLE_EQ(clock.after_iteration(A, 30, 1), 1.0);
  EXPECT_DOUBLE_EQ(clock.after_iteration(A, 30, 2), 1.0);
}

TEST(IterationClock, ANewBestMoveAsksForMoreTimeWhichFades) {
  IterationClock clock;
  clock.after_iteration(A, 30, 1);
  EXPECT_DOUBLE_EQ(clock.after_iteration(B, 30, 2), 1.0 + IterationClock::CHANGE_WEIGHT);
  EXPECT_DOUBLE_EQ(clock.after_iteration(B, 30, 3), 1.0 + IterationClock::CHANGE_WEIGHT / 2);
  EXPECT_DOUBLE_EQ(clock.after_iteration(A, 30, 4), 1.0 + IterationClock::CHANGE_WEIGHT * 1.25);
}

TEST(IterationClock, ABestMoveThatHoldsNeedsLessTime) {
  IterationClock clock;
  double scale = 0;
  for (int depth = 1; depth <= 1 + IterationClock::STABLE_ITERATIONS; ++depth)
    scale = clock.after_iteration(A, 30, depth);
  EXPECT_DOUBLE_EQ(scale, IterationClock::STABLE_SCALE);
}

TEST(IterationClock, AFallingScoreAsksForMoreTime) {
  IterationClock clock;
  clock.after_iteration(A, 100, 1);
  EXPECT_DOUBLE_EQ(clock.after_iteration(A, 100 - IterationClock::FALL_MARGIN, 2), 1.0);
  EXPECT_DOUBLE_EQ(clock.after_iteration(A, 0, 3), IterationClock::FALL_SCALE);
  EXPECT_DOUBLE_EQ(clock.after_iteration(A, 200, 4), 1.0);  // rising: no more than usual
}

TEST(IterationClock, MateAndRepetitionScoresDoNotCountAsFalling) {
  IterationClock clock;
  clock.after_iteration(A, VALUE_MATE - 5, 1);
  EXPECT_DOUBLE_EQ(clock.after_iteration(A, 0, 2), 1.0);
  EXPECT_DOUBLE_EQ(clock.after_iteration(A, -VALUE_REPETITION_WIN, 3), 1.0);
}

}  // namespace
}  // namespace tori::engine
