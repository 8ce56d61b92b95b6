// Games that end on the board or by the count: checkmate and a Yari impasse claim, from
// positions stored directly (the service plays on from any start it finds in storage).
#include <gtest/gtest.h>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class GameEndingsTest : public ServiceFixture {
 protected:
  GameKey stored_game(VariantId variant, const std::string& sfen) {
    GameRecord g;
    g.key.variant = variant;
    g.players = {"bob", "wanda"};
    g.start_sfen = sfen;
    g.created = g.turn_started = clock_.now();
    auto number = storage_->create_game(g);
    EXPECT_TRUE(number.ok());
    return {variant, number ? *number : 0};
  }
};

TEST_F(GameEndingsTest, CheckmateEndsTheGameRatesItAndTellsEndFollowers) {
  ASSERT_TRUE(service_->signup("dave", "davepwkifu77", "").ok());
  // Black drops the falcon on 7b, guarded by the crane on 6c: the phoenix on 7a is mated. First
  // both players make a move elsewhere (a game is rated only once both have moved).
  GameKey key = stored_game(VariantId::TORI, "k6/7/1C5/6s/7/7/6K b F 1");
  ASSERT_TRUE(service_->follow(key, Actor::verified("dave"), FollowKind::END_ONLY).ok());
  play(key, "bob", "1g-2g");
  play(key, "wanda", "1d-1e");
  auto r = move(key, "bob", "F*7b");
  ASSERT_TRUE(r.ok()) << r.error().message;
  GameRecord g = record(key);
  EXPECT_EQ(g.result.outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(g.result.termination, Termination::CHECKMATE);
  EXPECT_TRUE(g.rated);
  ASSERT_EQ(r->notices.size(), 1u);
  EXPECT_EQ(r->notices[0].to, (std::vector<std::string>{"wanda", "dave"}));
  auto standings = service_->standings(VariantId::TORI).value();
  ASSERT_EQ(standings.size(), 2u);
  EXPECT_EQ(standings[0].user, "bob");
  EXPECT_FALSE(move(key, "wanda", "K-6a").ok());
}

TEST_F(GameEndingsTest, AnAcceptedImpasseClaimIsSettledByTheCount) {
  // Both generals inside their zones; Black has 27 points (two yari rooks and two yari bishops
  // in hand, seven pawns), White 1.
  GameKey key = stored_game(VariantId::YARI, "7/3K3/7/7/7/7/7/3k3/7 b 2R2B7Pp 1");
  ASSERT_TRUE(service_->propose(key, Actor::verified("bob"), ProposalKind::IMPASSE, "").ok());
  auto r = service_->answer(key, Actor::verified("wanda"), true, "");
  ASSERT_TRUE(r.ok()) << r.error().message;
  GameRecord g = record(key);
  EXPECT_EQ(g.result.termination, Termination::IMPASSE);
  EXPECT_EQ(g.result.outcome, Outcome::BLACK_WINS);
  EXPECT_NE(r->message.find("Black 27 points, White 1"), std::string::npos) << r->message;
}

TEST_F(GameEndingsTest, ARejectedImpasseClaimPlaysOn) {
  GameKey key = stored_game(VariantId::YARI, "7/3K3/7/7/7/7/7/3k3/7 b 2R2B7Pp 1");
  ASSERT_TRUE(service_->propose(key, Actor::verified("bob"), ProposalKind::IMPASSE, "").ok());
  ASSERT_TRUE(service_->answer(key, Actor::verified("wanda"), false, "").ok());
  EXPECT_TRUE(record(key).active());
  play(key, "bob", "P*4d");
}

}  // namespace
}  // namespace tori::server::testing
