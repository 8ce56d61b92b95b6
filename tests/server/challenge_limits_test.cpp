// Issue 65: a challenge makes its game at once, so 98 untimed challenges from one stranger filled
// another player's game limit, and untimed ones never expired. Challenges waiting for an answer
// are bounded per player who made them and per player who is to answer them, do not use up the
// challenged player's own limit, and an untimed one expires (aborted, unrated, both told).
// Written against the service's API of before the fix, so that it fails there.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

constexpr Seconds DAY = 24 * 60 * 60;

class ChallengeLimitsTest : public ServiceFixture {
 protected:
  void SetUp() override {
    ServiceFixture::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    for (const char* user : {"mallory", "carol"})
      ASSERT_TRUE(service_->signup(user, password(user), "").ok());
  }
  // The service with a game limit of `games` for everybody.
  void limit_games_to(int games) {
    ServiceOptions options{PasswordCost::minimum(), 4000};
    options.max_active_games = games;
    service_ = std::make_unique<GameService>(*storage_, clock_, options);
  }
  void sign_up(const std::string& user) {
    ASSERT_TRUE(service_->signup(user, password(user), "").ok()) << user;
  }
  Result<Report> challenge(const std::string& first, const std::string& second) {
    return service_->challenge(VariantId::TORI, first, second, {});
  }
  GameKey challenged(const std::string& first, const std::string& second) {
    auto r = challenge(first, second);
    EXPECT_TRUE(r.ok()) << first << " -> " << second << ": " << (r ? "" : r.error().message);
    return r ? *r->game : GameKey{};
  }
  std::vector<Notice> tick() {
    auto notices = service_->tick();
    EXPECT_TRUE(notices.ok()) << (notices ? "" : notices.error().message);
    return notices ? *notices : std::vector<Notice>{};
  }
};

// The finding itself, small: a stranger's challenges no longer use up the victim's own games.
TEST_F(ChallengeLimitsTest, AStrangersChallengesDoNotUseUpTheChallengedPlayersLimit) {
  limit_games_to(3);
  for (int i = 0; i < 3; ++i) challenged("mallory", "wanda");
  // wanda can still play: challenge someone herself, and answer a challenge.
  GameKey own = challenged("wanda", "bob");
  EXPECT_NE(own.number, 0);
  ASSERT_TRUE(service_->answer_challenge(own, Actor::verified("bob"), true, "").ok());
  // The challenges count against the one who made them.
  auto more = challenge("mallory", "bob");
  ASSERT_FALSE(more.ok());
  EXPECT_EQ(more.error().kind, ErrorKind::REFUSED) << more.error().message;
}

// Accepting makes it one of the player's own games: then it counts against their limit. (A
// challenge to them counts those still to answer as well: their limit says how many they take.)
TEST_F(ChallengeLimitsTest, AnAcceptedChallengeCountsAgainstTheLimit) {
  limit_games_to(2);
  for (int i = 0; i < 2; ++i) {
    GameKey key = challenged("mallory", "wanda");
    ASSERT_TRUE(service_->answer_challenge(key, Actor::verified("wanda"), true, "").ok());
  }
  auto refused = challenge("wanda", "bob");
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().kind, ErrorKind::REFUSED);
  EXPECT_NE(refused.error().message.find("limit 2"), std::string::npos) << refused.error().message;
}

// One player may have at most 10 challenges waiting for an answer: the 11th is refused as too
// many (HTTP 429) until one is answered or withdrawn.
TEST_F(ChallengeLimitsTest, ChallengesWaitingForAnAnswerAreBoundedPerChallenger) {
  std::vector<GameKey> keys;
  for (int i = 0; i < 10; ++i) keys.push_back(challenged("mallory", i % 2 ? "wanda" : "bob"));
  auto eleventh = challenge("mallory", "carol");
  ASSERT_FALSE(eleventh.ok());
  EXPECT_EQ(eleventh.error().kind, ErrorKind::TOO_MANY) << eleventh.error().message;
  // The challenged side may still challenge mallory: that challenge waits for mallory.
  challenged("carol", "mallory");
  // One answered (bob accepts) is one waiting less.
  ASSERT_TRUE(service_->answer_challenge(keys[0], Actor::verified("bob"), true, "").ok());
  challenged("mallory", "carol");
  // One withdrawn (mallory aborts it) too.
  ASSERT_TRUE(service_->resign(keys[1], Actor::verified("mallory"), "").ok());
  challenged("mallory", "carol");
  EXPECT_FALSE(challenge("mallory", "carol").ok());
}

// However many strangers ask, a player waits to answer at most 30 challenges; past that a new
// one is refused (HTTP 409), and the player can still challenge others.
TEST_F(ChallengeLimitsTest, ChallengesWaitingForAnAnswerAreBoundedPerChallengedPlayer) {
  for (int s = 0; s < 4; ++s) {
    std::string stranger = "stranger" + std::to_string(s);
    sign_up(stranger);
    for (int i = 0; i < (s < 3 ? 10 : 0); ++i) challenged(stranger, "wanda");
  }
  auto thirty_first = challenge("stranger3", "wanda");
  ASSERT_FALSE(thirty_first.ok());
  EXPECT_EQ(thirty_first.error().kind, ErrorKind::REFUSED) << thirty_first.error().message;
  challenged("wanda", "bob");
  challenged("stranger3", "bob");
}

// An untimed challenge nobody answers is aborted after 7 days, unrated, and both players hear of
// it; one answered is not.
TEST_F(ChallengeLimitsTest, AnUntimedChallengeExpiresUnansweredAfterSevenDays) {
  GameKey unanswered = challenged("mallory", "wanda");
  GameKey accepted = challenged("bob", "wanda");
  ASSERT_TRUE(service_->answer_challenge(accepted, Actor::verified("wanda"), true, "").ok());
  clock_.advance(7 * DAY - 1);
  EXPECT_TRUE(tick().empty());
  EXPECT_TRUE(record(unanswered).active());
  auto next = service_->next_deadline();
  ASSERT_TRUE(next.ok());
  ASSERT_TRUE(next->has_value()) << "the expiry is a deadline the server's timer waits for";
  clock_.advance(1);
  std::vector<Notice> notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].game, unanswered);
  EXPECT_NE(std::find(notices[0].to.begin(), notices[0].to.end(), "mallory"), notices[0].to.end());
  EXPECT_NE(std::find(notices[0].to.begin(), notices[0].to.end(), "wanda"), notices[0].to.end());
  GameRecord g = record(unanswered);
  EXPECT_FALSE(g.active());
  EXPECT_FALSE(g.rated);
  EXPECT_TRUE(was_aborted(g));
  EXPECT_EQ(g.result.description, "aborted: wanda did not answer the challenge within 7 days");
  EXPECT_TRUE(record(accepted).active());
}

// The expiry is decided by whatever reaches the game after it, as a flag is: an answer that comes
// too late gets the abort as its answer.
TEST_F(ChallengeLimitsTest, AnAnswerAfterTheExpiryComesTooLate) {
  GameKey key = challenged("mallory", "wanda");
  play(key, "mallory", "7e-7d");
  clock_.advance(7 * DAY);
  auto late = service_->answer_challenge(key, Actor::verified("wanda"), true, "");
  ASSERT_TRUE(late.ok()) << late.error().message;
  EXPECT_NE(late->message.find("did not answer the challenge within 7 days"), std::string::npos)
      << late->message;
  EXPECT_FALSE(record(key).active());
}

// The challenged player's first move answers the challenge as accepting does.
TEST_F(ChallengeLimitsTest, AFirstMoveAnswersTheChallenge) {
  GameKey key = challenged("mallory", "wanda");
  play(key, "mallory", "7e-7d");
  play(key, "wanda", "1c-1d");
  clock_.advance(30 * DAY);
  EXPECT_TRUE(tick().empty());
  EXPECT_TRUE(record(key).active());
}

}  // namespace
}  // namespace tori::server::testing
