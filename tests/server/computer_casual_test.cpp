// A game against the computer is casual, whoever asks for a rated one and through whatever
// transport: a rating says how a player does against people (the web form already asked for a
// casual game; the API, the line protocol and mail could ask for a rated one).
#include <gtest/gtest.h>

#include "server/computer/computer_levels.h"
#include "server/computer/engine_player.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class ComputerCasualTest : public ServiceFixture {
 protected:
  void SetUp() override {
    ServiceFixture::SetUp();
    service_->set_move_provider(&player_);
    ASSERT_TRUE(ensure_computer_accounts(*service_).ok());
  }
  EnginePlayer player_{4};
};

TEST_F(ComputerCasualTest, AGameAskedRatedAgainstTheComputerIsCasual) {
  ChallengeOptions rated;
  rated.rated = true;
  for (auto [first, second] : {std::pair{"bob", "computer2"}, std::pair{"computer3", "wanda"}}) {
    auto challenge = service_->challenge(VariantId::TORI, first, second, rated);
    ASSERT_TRUE(challenge.ok()) << challenge.error().message;
    EXPECT_FALSE(record(*challenge->game).rated) << first << " against " << second;
  }
}

TEST_F(ComputerCasualTest, AGameBetweenPeopleStaysRated) {
  ChallengeOptions rated;
  rated.rated = true;
  auto challenge = service_->challenge(VariantId::TORI, "bob", "wanda", rated);
  ASSERT_TRUE(challenge.ok()) << challenge.error().message;
  EXPECT_TRUE(record(*challenge->game).rated);
}

}  // namespace
}  // namespace tori::server::testing
