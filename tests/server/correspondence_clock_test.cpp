// Correspondence time limits with a clock the test moves: a reminder after nagtime days (once
// per turn), a loss on time after forfeittime days, both counted from the start of the turn.
// (Before a player's first move the forfeit aborts the game instead: first_move_grace_test.cpp.)
#include <gtest/gtest.h>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

using CorrespondenceClockTest = ServiceFixture;

TEST_F(CorrespondenceClockTest, RemindsOnceThenForfeitsThePlayerToMove) {
  GameKey key = new_game(VariantId::TORI, {"", 2, 5, {}});
  // Both players make their first move at once; bob's turn is counted from here.
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  clock_.advance(SECONDS_PER_DAY);
  EXPECT_TRUE(service_->tick().value().empty());
  clock_.advance(SECONDS_PER_DAY);
  auto nag = service_->tick();
  ASSERT_EQ(nag->size(), 1u);
  EXPECT_NE((*nag)[0].headline.find("Reminder: bob is to move"), std::string::npos);
  EXPECT_EQ((*nag)[0].to, (std::vector<std::string>{"bob", "wanda"}));
  EXPECT_TRUE(service_->tick().value().empty());  // once per turn
  clock_.advance(3 * SECONDS_PER_DAY);
  auto forfeit = service_->tick();
  ASSERT_EQ(forfeit->size(), 1u);
  GameRecord g = record(key);
  EXPECT_EQ(g.result.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(g.result.termination, Termination::TIME);
  EXPECT_TRUE(g.rated);
  auto standings = service_->standings(VariantId::TORI);
  ASSERT_TRUE(standings.ok());
  ASSERT_FALSE(standings->empty());
  EXPECT_EQ(standings->front().user, "wanda");
  EXPECT_TRUE(service_->tick().value().empty());
}

TEST_F(CorrespondenceClockTest, AMoveStartsTheOpponentsClockAfresh) {
  GameKey key = new_game(VariantId::TORI, {"", 2, 5, {}});
  // Answered: an untimed challenge unanswered for 7 days would expire (challenge_limits_test).
  ASSERT_TRUE(service_->answer_challenge(key, Actor::verified("wanda"), true, "").ok());
  clock_.advance(4 * SECONDS_PER_DAY);
  EXPECT_EQ(service_->tick().value().size(), 1u);  // bob reminded
  play(key, "bob", "7e-7d");
  clock_.advance(4 * SECONDS_PER_DAY);
  auto notices = service_->tick().value();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_NE(notices[0].headline.find("wanda is to move"), std::string::npos);
  EXPECT_TRUE(record(key).active());
}

TEST_F(CorrespondenceClockTest, GamesWithoutLimitsNeverExpire) {
  GameKey key = new_game();
  ASSERT_TRUE(service_->answer_challenge(key, Actor::verified("wanda"), true, "").ok());
  clock_.advance(1000 * SECONDS_PER_DAY);
  EXPECT_TRUE(service_->tick().value().empty());
  EXPECT_TRUE(record(key).active());
}

TEST_F(CorrespondenceClockTest, DeadlinesSurviveARestart) {
  GameKey key = new_game(VariantId::TORI, {"", 0, 3, {}});
  clock_.advance(2 * SECONDS_PER_DAY);
  reopen();
  EXPECT_TRUE(service_->tick().value().empty());
  clock_.advance(SECONDS_PER_DAY);
  EXPECT_EQ(service_->tick().value().size(), 1u);
  EXPECT_EQ(record(key).result.termination, Termination::TIME);
}

}  // namespace
}  // namespace tori::server::testing
