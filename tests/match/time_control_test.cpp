// Clock options and the arithmetic that decides time forfeits.
#include "match/time_control.h"

#include <gtest/gtest.h>

namespace tori::match {
namespace {

TEST(TimeControlTest, ParsesFischer) {
  auto tc = parse_fischer("10+0.1");
  ASSERT_TRUE(tc);
  EXPECT_EQ(tc->kind, MatchTimeControl::Kind::FISCHER);
  EXPECT_EQ(tc->base_ms, 10000);
  EXPECT_EQ(tc->increment_ms, 100);
  EXPECT_EQ(tc->describe(), "10+0.1");
  auto sudden_death = parse_fischer("60");
  ASSERT_TRUE(sudden_death);
  EXPECT_EQ(sudden_death->increment_ms, 0);
  EXPECT_FALSE(parse_fischer("ten"));
  EXPECT_FALSE(parse_fischer("10+"));
  EXPECT_FALSE(parse_fischer("-1+1"));
  EXPECT_FALSE(parse_fischer("0+0"));
}

TEST(TimeControlTest, ParsesByoyomi) {
  auto tc = parse_byoyomi("30+5");
  ASSERT_TRUE(tc);
  EXPECT_EQ(tc->kind, MatchTimeControl::Kind::BYOYOMI);
  EXPECT_EQ(tc->base_ms, 30000);
  EXPECT_EQ(tc->byoyomi_ms, 5000);
  EXPECT_EQ(tc->describe(), "byoyomi 30+5");
  EXPECT_TRUE(parse_byoyomi("0+2"));
  EXPECT_FALSE(parse_byoyomi("10"));  // byo-yomi without a period is no byo-yomi
}

TEST(GameClockTest, FischerChargesAndAddsTheIncrement) {
  MatchTimeControl tc = *parse_fischer("1+0.1");
  MatchClock clock(tc, 50, 0);
  MoveBudget b = clock.budget(BLACK);
  EXPECT_EQ(b.remaining_ms[BLACK], 1000);
  EXPECT_EQ(b.increment_ms[WHITE], 100);
  EXPECT_EQ(b.allowed_ms, 1050);
  EXPECT_TRUE(clock.charge(BLACK, 300));
  EXPECT_EQ(clock.remaining_ms(BLACK), 800);
  EXPECT_EQ(clock.remaining_ms(WHITE), 1000);
  // Within the margin: no forfeit, and the clock does not go below zero.
  EXPECT_TRUE(clock.charge(WHITE, 1040));
  EXPECT_EQ(clock.remaining_ms(WHITE), 100);
  EXPECT_FALSE(clock.charge(BLACK, 851));  // 800 + 50 allowed
}

TEST(GameClockTest, ByoyomiPeriodIsNotBanked) {
  MatchTimeControl tc = *parse_byoyomi("1+0.5");
  MatchClock clock(tc, 0, 0);
  EXPECT_EQ(clock.budget(BLACK).allowed_ms, 1500);
  EXPECT_EQ(clock.budget(BLACK).byoyomi_ms, 500);
  EXPECT_TRUE(clock.charge(BLACK, 1200));  // the main time and part of the period
  EXPECT_EQ(clock.remaining_ms(BLACK), 0);
  EXPECT_EQ(clock.budget(BLACK).allowed_ms, 500);
  EXPECT_TRUE(clock.charge(BLACK, 500));
  EXPECT_FALSE(clock.charge(BLACK, 501));
}

TEST(GameClockTest, FixedDepthHasOnlyAHangGuard) {
  MatchTimeControl tc;
  tc.kind = MatchTimeControl::Kind::DEPTH;
  tc.depth = 3;
  MatchClock clock(tc, 100, 5000);
  MoveBudget b = clock.budget(WHITE);
  EXPECT_EQ(b.depth, 3);
  EXPECT_EQ(b.remaining_ms[WHITE], -1);
  EXPECT_EQ(b.allowed_ms, 5000);
  EXPECT_TRUE(clock.charge(WHITE, 4999));
  EXPECT_FALSE(clock.charge(WHITE, 5001));
  EXPECT_EQ(tc.describe(), "depth 3");
}

}  // namespace
}  // namespace tori::match
