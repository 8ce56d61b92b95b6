// The computer as a player: its accounts, a move whenever it is to move (first in the game or
// in reply), and real search behind it (it finds a mate in one).
#include <gtest/gtest.h>

#include "server/computer/computer_levels.h"
#include "server/computer/engine_player.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class ComputerPlayerTest : public ServiceFixture {
 protected:
  void SetUp() override {
    ServiceFixture::SetUp();
    service_->set_move_provider(&player_);
    ASSERT_TRUE(ensure_computer_accounts(*service_).ok());
  }
  EnginePlayer player_{4};
};

TEST(ComputerLevelsTest, EachLevelHasItsOwnAccountAndStrongerLevelsSearchMore) {
  for (std::size_t i = 0; i < COMPUTER_LEVELS.size(); ++i) {
    const ComputerLevel& l = COMPUTER_LEVELS[i];
    auto found = computer_level(computer_userid(l.level));
    ASSERT_TRUE(found);
    EXPECT_EQ(found->level, l.level);
    if (i > 0) {
      EXPECT_GT(l.nodes, COMPUTER_LEVELS[i - 1].nodes);
      EXPECT_GE(l.skill, COMPUTER_LEVELS[i - 1].skill);
    }
  }
  EXPECT_FALSE(computer_level("computer"));
  EXPECT_FALSE(computer_level("computer9"));
  EXPECT_FALSE(computer_level("bob"));
}

TEST_F(ComputerPlayerTest, AccountsExistOnceAndNobodyCanLogInAsTheComputer) {
  ASSERT_TRUE(ensure_computer_accounts(*service_).ok());  // a second start changes nothing
  for (const ComputerLevel& l : COMPUTER_LEVELS) {
    auto user = service_->find_user(computer_userid(l.level));
    ASSERT_TRUE(user.ok());
    EXPECT_EQ(user->kind, PlayerKind::COMPUTER);
    EXPECT_FALSE(service_->authenticate(user->id, "").ok());
  }
  EXPECT_FALSE(service_->signup("computer3", "pwkifu77", "").ok());
}

TEST_F(ComputerPlayerTest, AnswersEveryMoveAtOnce) {
  auto challenge = service_->challenge(VariantId::TORI, "bob", "computer2", {});
  ASSERT_TRUE(challenge.ok());
  GameKey key = *challenge->game;
  play(key, "bob", "7e-7d");
  GameRecord g = record(key);
  ASSERT_EQ(g.moves.size(), 2u);
  play(key, "bob", "1e-1d");
  g = record(key);
  ASSERT_EQ(g.moves.size(), 4u);
  EXPECT_TRUE(LiveGame::replay(g).ok());
  EXPECT_TRUE(g.active());
}

TEST_F(ComputerPlayerTest, NeverPlaysItself) {
  auto refused = service_->challenge(VariantId::TORI, "computer5", "computer4", {});
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("plays people"), std::string::npos);
  EXPECT_TRUE(service_->games(VariantId::TORI, {}, GameQuery::Which::ALL, false)->empty());
}

// A game against the computer is casual, whoever asks for a rated one and through whatever
// transport: a rating says how a player does against people.
TEST_F(ComputerPlayerTest, AGameAskedRatedAgainstTheComputerIsCasual) {
  ChallengeOptions rated;
  rated.rated = true;
  for (auto [first, second] : {std::pair{"bob", "computer2"}, std::pair{"computer3", "wanda"}}) {
    auto challenge = service_->challenge(VariantId::TORI, first, second, rated);
    ASSERT_TRUE(challenge.ok()) << challenge.error().message;
    EXPECT_FALSE(record(*challenge->game).rated) << first << " against " << second;
  }
  auto people = service_->challenge(VariantId::TORI, "bob", "wanda", rated);
  ASSERT_TRUE(people.ok()) << people.error().message;
  EXPECT_TRUE(record(*people->game).rated);
}

TEST_F(ComputerPlayerTest, MovesFirstWhenItIsFirstToMove) {
  auto challenge = service_->challenge(VariantId::YARI, "computer1", "wanda", {});
  ASSERT_TRUE(challenge.ok());
  GameRecord g = record(*challenge->game);
  ASSERT_EQ(g.moves.size(), 1u);
  EXPECT_TRUE(LiveGame::replay(g).ok());
}

TEST_F(ComputerPlayerTest, FindsAMateInOne) {
  // Falcon drop on 4b, guarded by the swallow (tests/data/tsume/tori.txt).
  GameRecord g;
  g.key = {VariantId::TORI, 101};
  g.players = {"computer5", "wanda"};
  g.start_sfen = "3k3/7/3S3/7/7/7/3K3 b F 1";
  auto started = LiveGame::start(VariantId::TORI, g.start_sfen);
  ASSERT_TRUE(started.ok());
  LiveGame live = *started;
  auto usi = player_.choose_move(g, live);
  ASSERT_TRUE(usi);
  ASSERT_TRUE(live.play_usi(*usi).ok()) << *usi;
  EXPECT_TRUE(live.over()) << *usi;
  EXPECT_EQ(live.result().outcome, Outcome::BLACK_WINS);
}

TEST_F(ComputerPlayerTest, LeavesGamesOfPeopleAlone) {
  GameRecord g;
  g.key = {VariantId::TORI, 101};
  g.players = {"bob", "wanda"};
  g.start_sfen = "3k3/7/3S3/7/7/7/3K3 b F 1";
  auto live = LiveGame::start(VariantId::TORI, g.start_sfen);
  ASSERT_TRUE(live.ok());
  EXPECT_FALSE(player_.choose_move(g, *live));
}

}  // namespace
}  // namespace tori::server::testing
