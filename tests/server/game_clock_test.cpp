// The server's clocks with time moved by hand: main time running into byo-yomi, a period reset
// by each move, the flag exactly when the last period ends, increment, correspondence, and a
// clock rebuilt from its stored state reading the same.
#include "server/records/game_clock.h"

#include <gtest/gtest.h>

namespace tori::server {
namespace {

constexpr Millis T0 = 1'700'000'000'000;
constexpr Millis SECOND = 1000;
constexpr Millis MINUTE = 60 * SECOND;

TEST(GameClockTest, MainTimeRunsIntoByoyomiAndEachMoveResetsThePeriod) {
  GameClock clock(TimeControl::byoyomi(1 * MINUTE, 3, 30 * SECOND), BLACK, T0);
  EXPECT_EQ(*clock.flag_at(), T0 + MINUTE + 90 * SECOND);
  ASSERT_TRUE(clock.record_move(T0 + 50 * SECOND));  // Black: 10 s of main time left
  EXPECT_EQ(clock.state().side[BLACK], (SideTime{10 * SECOND, 3}));
  ASSERT_TRUE(clock.record_move(T0 + 51 * SECOND));  // White, quickly

  // Black's 10 s run out, then 25 s of the first period: inside it, so all three remain.
  ClockReading during = clock.reading(BLACK, T0 + 51 * SECOND + 35 * SECOND);
  EXPECT_TRUE(during.in_byoyomi);
  EXPECT_EQ(during.main, 0);
  EXPECT_EQ(during.periods, 3);
  EXPECT_EQ(during.period_left, 5 * SECOND);
  ASSERT_TRUE(clock.record_move(T0 + 86 * SECOND));
  EXPECT_EQ(clock.state().side[BLACK], (SideTime{0, 3}));

  // White moves at once; Black now has a fresh 30 s period, not the 5 s that were left.
  ASSERT_TRUE(clock.record_move(T0 + 86 * SECOND));
  EXPECT_EQ(clock.reading(BLACK, T0 + 86 * SECOND).period_left, 30 * SECOND);
  EXPECT_EQ(*clock.flag_at(), T0 + 86 * SECOND + 90 * SECOND);
}

TEST(GameClockTest, AFullPeriodUsedIsGone) {
  GameClock clock(TimeControl::byoyomi(0, 3, 30 * SECOND), BLACK, T0);
  ClockReading r = clock.reading(BLACK, T0 + 65 * SECOND);
  EXPECT_EQ(r.periods, 1);
  EXPECT_EQ(r.period_left, 25 * SECOND);
  ASSERT_TRUE(clock.record_move(T0 + 65 * SECOND));
  EXPECT_EQ(clock.state().side[BLACK].periods, 1);
  EXPECT_EQ(clock.state().side[WHITE].periods, 3);  // the other player's time is untouched
}

TEST(GameClockTest, TheFlagFallsExactlyWhenTheLastPeriodEnds) {
  GameClock clock(TimeControl::byoyomi(10 * SECOND, 2, 30 * SECOND), WHITE, T0);
  const Millis end = T0 + 70 * SECOND;
  EXPECT_EQ(*clock.flag_at(), end);
  EXPECT_FALSE(clock.flagged(end - 1));
  EXPECT_FALSE(clock.reading(WHITE, end - 1).flagged);
  EXPECT_EQ(clock.reading(WHITE, end - 1).period_left, 1);
  EXPECT_TRUE(clock.flagged(end));
  EXPECT_TRUE(clock.reading(WHITE, end).flagged);
  EXPECT_EQ(clock.reading(WHITE, end).periods, 0);

  GameClock late = clock;
  EXPECT_FALSE(late.record_move(end));  // too late: refused, nothing changes
  EXPECT_EQ(late.state(), clock.state());
  EXPECT_TRUE(clock.record_move(end - 1));  // the last millisecond still counts
  EXPECT_EQ(clock.state().side[WHITE], (SideTime{0, 1}));
}

TEST(GameClockTest, NoPeriodsMeansSuddenDeath) {
  GameClock clock(TimeControl::byoyomi(5 * SECOND, 0, 0), BLACK, T0);
  EXPECT_EQ(*clock.flag_at(), T0 + 5 * SECOND);
  EXPECT_TRUE(clock.reading(BLACK, T0 + 5 * SECOND).flagged);
  EXPECT_FALSE(clock.record_move(T0 + 5 * SECOND));
}

TEST(GameClockTest, FischerAddsTheIncrementAfterEachMove) {
  GameClock clock(TimeControl::fischer(MINUTE, 5 * SECOND), BLACK, T0);
  ASSERT_TRUE(clock.record_move(T0 + 20 * SECOND));
  EXPECT_EQ(clock.state().side[BLACK].main, 45 * SECOND);
  EXPECT_EQ(clock.reading(BLACK, T0 + 100 * SECOND).main, 45 * SECOND);  // not running
  EXPECT_EQ(clock.reading(WHITE, T0 + 30 * SECOND).main, 50 * SECOND);
  EXPECT_EQ(*clock.flag_at(), T0 + 80 * SECOND);
  EXPECT_FALSE(clock.record_move(T0 + 80 * SECOND));
  EXPECT_TRUE(clock.record_move(T0 + 79 * SECOND));
  EXPECT_EQ(clock.state().side[WHITE].main, 6 * SECOND);
}

TEST(GameClockTest, CorrespondenceGivesDaysForEveryMove) {
  GameClock clock(TimeControl::correspondence(3), BLACK, T0);
  EXPECT_EQ(clock.reading(BLACK, T0).move_deadline, T0 + 3 * MILLIS_PER_DAY);
  ASSERT_TRUE(clock.record_move(T0 + 2 * MILLIS_PER_DAY));
  EXPECT_EQ(*clock.flag_at(), T0 + 5 * MILLIS_PER_DAY);  // a fresh three days for White
  EXPECT_TRUE(clock.reading(WHITE, T0 + 5 * MILLIS_PER_DAY).flagged);
  EXPECT_FALSE(clock.record_move(T0 + 5 * MILLIS_PER_DAY));
}

TEST(GameClockTest, UntimedGamesNeverFlag) {
  GameClock clock(TimeControl{}, BLACK, T0);
  EXPECT_FALSE(clock.timed());
  EXPECT_FALSE(clock.flag_at());
  EXPECT_TRUE(clock.record_move(T0 + 365 * MILLIS_PER_DAY));
}

// What a reconnecting client or another server instance does: read the stored state later.
TEST(GameClockTest, AClockRebuiltFromItsStateReadsTheSame) {
  GameClock clock(TimeControl::byoyomi(MINUTE, 3, 30 * SECOND), BLACK, T0);
  ASSERT_TRUE(clock.record_move(T0 + 70 * SECOND));
  GameClock again(clock.state());
  for (Millis at : {T0 + 70 * SECOND, T0 + 100 * SECOND, T0 + 200 * SECOND})
    for (Color side : {BLACK, WHITE}) {
      ClockReading a = clock.reading(side, at), b = again.reading(side, at);
      EXPECT_EQ(a.main, b.main);
      EXPECT_EQ(a.periods, b.periods);
      EXPECT_EQ(a.period_left, b.period_left);
      EXPECT_EQ(a.flagged, b.flagged);
    }
  EXPECT_EQ(clock.flag_at(), again.flag_at());
}

TEST(GameClockTest, DescribesItselfForPlayers) {
  EXPECT_EQ(TimeControl::byoyomi(10 * MINUTE, 3, 30 * SECOND).describe(), "10m + 3 x 30s byo-yomi");
  EXPECT_EQ(TimeControl::fischer(5 * MINUTE, 5 * SECOND).describe(), "5m + 5s per move");
  EXPECT_EQ(TimeControl::correspondence(1).describe(), "1 day a move");
  EXPECT_EQ(TimeControl{}.describe(), "no time limit");
}

}  // namespace
}  // namespace tori::server
