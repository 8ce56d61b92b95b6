// Who answers a challenge: the player it was made to, whichever side moves first (a sender who
// takes the second seat challenges the first player); a game both asked for (a seek taken)
// waits for nobody. Kept with the game, so that a restarted server knows it too.
#include <gtest/gtest.h>

#include <string>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class ChallengeAnswersTest : public ServiceFixture {
 protected:
  GameKey challenged(const std::string& first, const std::string& second, ChallengeAsker asker) {
    ChallengeOptions options;
    options.asked_by = asker;
    auto r = service_->challenge(VariantId::TORI, first, second, options);
    EXPECT_TRUE(r.ok()) << (r ? "" : r.error().message);
    return r ? *r->game : GameKey{};
  }
};

TEST_F(ChallengeAnswersTest, TheSecondPlayersChallengeIsTheFirstPlayersToAnswer) {
  GameKey key = challenged("bob", "wanda", ChallengeAsker::SECOND);
  reopen();
  GameRecord g = record(key);
  EXPECT_EQ(g.challenged, "bob");
  EXPECT_TRUE(awaits_answer(g));
  EXPECT_GT(g.challenge_expires_at, 0);
  EXPECT_FALSE(service_->answer_challenge(key, Actor::verified("wanda"), true, "").ok());
  ASSERT_TRUE(service_->answer_challenge(key, Actor::verified("bob"), true, "").ok());
  reopen();
  g = record(key);
  EXPECT_TRUE(g.challenge_answered);
  EXPECT_FALSE(awaits_answer(g));
  EXPECT_EQ(flag_of(g), std::nullopt) << "an answered untimed challenge has no deadline";
}

TEST_F(ChallengeAnswersTest, RejectingIsDecliningForTheChallengedPlayerOnly) {
  GameKey key = challenged("bob", "wanda", ChallengeAsker::SECOND);
  auto rejected = service_->answer_challenge(key, Actor::verified("bob"), false, "");
  ASSERT_TRUE(rejected.ok()) << rejected.error().message;
  EXPECT_EQ(record(key).result.description, "bob declined the challenge");
}

TEST_F(ChallengeAnswersTest, AGameBothAskedForWaitsForNobody) {
  GameKey key = challenged("bob", "wanda", ChallengeAsker::BOTH);
  GameRecord g = record(key);
  EXPECT_TRUE(g.challenged.empty());
  EXPECT_FALSE(awaits_answer(g));
  EXPECT_EQ(g.challenge_expires_at, 0);
}

TEST_F(ChallengeAnswersTest, ATimedChallengeHasItsGraceTimeInsteadOfAnExpiry) {
  ChallengeOptions options;
  options.time = TimeControl::byoyomi(10 * 60 * 1000, 3, 30 * 1000);
  auto r = service_->challenge(VariantId::TORI, "bob", "wanda", options);
  ASSERT_TRUE(r.ok()) << r.error().message;
  GameRecord g = record(*r->game);
  EXPECT_EQ(g.challenged, "wanda");
  EXPECT_EQ(g.challenge_expires_at, 0);
}

}  // namespace
}  // namespace tori::server::testing
