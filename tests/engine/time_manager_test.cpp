// The time manager's limits: a fixed move time, and searches that are not timed at all.
#include <gtest/gtest.h>

#include "engine/time_manager.h"

namespace tori::engine {
namespace {

TEST(TimeManager, AFixedMoveTimeIsTimed) {
  TimeManager time;
  SearchLimits limits;
  limits.move_time = 1'000'000;
  time.start(limits, BLACK, 0);
  EXPECT_TRUE(time.timed());
  EXPECT_FALSE(time.past_soft_limit());
  EXPECT_FALSE(time.past_hard_limit());
}

TEST(TimeManager, UntimedSearchesHaveNoLimit) {
  TimeManager time;
  SearchLimits limits;
  limits.depth = 5;
  time.start(limits, WHITE, 10);
  EXPECT_FALSE(time.timed());
  EXPECT_FALSE(time.past_soft_limit());
  EXPECT_FALSE(time.past_hard_limit());
}

TEST(TimeManager, PonderingWaitsForItsRealLimits) {
  TimeManager time;
  SearchLimits limits;
  limits.ponder = true;
  limits.clock.remaining[BLACK] = limits.clock.remaining[WHITE] = 1000;
  time.start(limits, BLACK, 0);
  EXPECT_FALSE(time.timed());
}

}  // namespace
}  // namespace tori::engine
