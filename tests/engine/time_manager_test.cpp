// The time manager's limits: a fixed move time, searches that are not timed at all, and
// pondering, which waits for its real limits.
#include "engine/time_manager.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace tori::engine
