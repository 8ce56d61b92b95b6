// The game service against a real SQLite database: challenges, moves and their guards,
// resignation, proposals, queued moves, the computer's hook, limits, followers and chat.
#include "server/service/game_service.h"

#include <gtest/gtest.h>

#include "server/service/handicap.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

using GameServiceTest = ServiceFixture;

TEST_F(GameServiceTest, GamesAreNumberedFrom101PerGameType) {
  EXPECT_EQ(new_game(VariantId::TORI).number, 101);
  EXPECT_EQ(new_game(VariantId::TORI).number, 102);
  EXPECT_EQ(new_game(VariantId::YARI).number, 101);
}

TEST_F(GameServiceTest, FirstUseridPlaysBlackAndMovesFirstInAnEvenGame) {
  GameKey key = new_game();
  GameRecord g = record(key);
  EXPECT_EQ(g.players[BLACK], "bob");
  EXPECT_EQ(g.players[WHITE], "wanda");
  EXPECT_TRUE(g.rated);
  EXPECT_EQ(side_to_move(g), BLACK);
  auto r = move(key, "wanda", "1c-1d");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("not your move"), std::string::npos) << r.error().message;
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  EXPECT_EQ(record(key).moves.size(), 2u);
}

TEST_F(GameServiceTest, HandicapGiverIsNamedFirstPlaysWhiteAndMovesFirstUnrated) {
  GameKey key = new_game(VariantId::TORI, {"f", 0, 0, {}});
  GameRecord g = record(key);
  EXPECT_EQ(g.players[WHITE], "bob");
  EXPECT_EQ(g.players[BLACK], "wanda");
  EXPECT_FALSE(g.rated);
  EXPECT_EQ(g.start_sfen, std::string(Tori::HANDICAPS[1].sfen));
  EXPECT_EQ(side_to_move(g), WHITE);
  play(key, "bob", "1c-1d");
  play(key, "wanda", "7e-7d");
}

TEST_F(GameServiceTest, HandicapBySquaresEqualsTheNamedOne) {
  auto by_squares = handicap_start_sfen(VariantId::TORI, "1a,4b");
  ASSERT_TRUE(by_squares.ok()) << by_squares.error().message;
  EXPECT_EQ(*by_squares, handicap_start_sfen(VariantId::TORI, "f+lq").value());
  auto yari = handicap_start_sfen(VariantId::YARI, "1a,2a");
  ASSERT_TRUE(yari.ok());
  EXPECT_EQ(*yari, handicap_start_sfen(VariantId::YARI, "2p").value());
}

TEST_F(GameServiceTest, BadHandicapsAreRefusedWithTheReason) {
  auto unknown = service_->challenge(VariantId::TORI, "bob", "wanda", {"rook", 0, 0, {}});
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().message.find("f+lq"), std::string::npos) << unknown.error().message;
  auto king = handicap_start_sfen(VariantId::TORI, "4a");
  ASSERT_FALSE(king.ok());
  EXPECT_NE(king.error().message.find("king"), std::string::npos);
  EXPECT_FALSE(handicap_start_sfen(VariantId::TORI, "4g").ok());     // a Black piece
  EXPECT_FALSE(handicap_start_sfen(VariantId::TORI, "1a,1a").ok());  // twice
  EXPECT_FALSE(handicap_start_sfen(VariantId::TORI, "8a").ok());     // off the board
  EXPECT_FALSE(handicap_start_sfen(VariantId::TORI, "1h").ok());
}

TEST_F(GameServiceTest, ChallengesNeedTwoDifferentKnownUsers) {
  EXPECT_FALSE(service_->challenge(VariantId::TORI, "bob", "bob", {}).ok());
  EXPECT_FALSE(service_->challenge(VariantId::TORI, "bob", "nobody", {}).ok());
}

TEST_F(GameServiceTest, IllegalMovesAreRefusedWithAReasonAndChangeNothing) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  auto r = move(key, "bob", "S*4d");  // nothing in hand
  ASSERT_FALSE(r.ok());
  EXPECT_FALSE(r.error().message.empty());
  auto garbage = move(key, "bob", "zz-top");
  ASSERT_FALSE(garbage.ok());
  EXPECT_NE(garbage.error().message.find("zz-top"), std::string::npos);
  EXPECT_EQ(record(key).moves.size(), 2u);
}

TEST_F(GameServiceTest, NobodyMovesInAnotherPlayersNameOrGame) {
  GameKey key = new_game();
  EXPECT_FALSE(service_->move(key, Actor{"bob", "not the stored hash"}, "7e-7d", {}, "").ok());
  ASSERT_TRUE(service_->signup("carol", "carolpwkifu77", "").ok());
  auto r = service_->move(key, Actor::verified("carol"), "7e-7d", {}, "");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("does not play"), std::string::npos);
  EXPECT_TRUE(record(key).moves.empty());
}

TEST_F(GameServiceTest, TheMoveNumberGuardRefusesAStaleMove) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  auto stale = move(key, "wanda", "1c-1d", 1);
  ASSERT_FALSE(stale.ok());
  EXPECT_NE(stale.error().message.find("#1 but this is move 2"), std::string::npos)
      << stale.error().message;
  EXPECT_TRUE(move(key, "wanda", "1c-1d", 2).ok());
}

TEST_F(GameServiceTest, CommentsAreKeptWithTheirMoves) {
  GameKey key = new_game();
  ASSERT_TRUE(move(key, "bob", "7e-7d", {}, "good luck").ok());
  EXPECT_EQ(record(key).moves[0].comment, "good luck");
  EXPECT_EQ(record(key).moves[0].written, "7e-7d");
  EXPECT_EQ(record(key).moves[0].usi, "7e7d");
}

TEST_F(GameServiceTest, ResigningOnMoveEndsTheGameAndRatesIt) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  ASSERT_TRUE(service_->resign(key, Actor::verified("bob"), "").ok());
  GameRecord g = record(key);
  EXPECT_EQ(g.result.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(g.result.termination, Termination::RESIGNATION);
  auto standings = service_->standings(VariantId::TORI);
  ASSERT_TRUE(standings.ok());
  ASSERT_EQ(standings->size(), 2u);
  EXPECT_EQ((*standings)[0].user, "wanda");
  EXPECT_GT((*standings)[0].rating, 1500);
  EXPECT_EQ((*standings)[0].wins, 1);
  EXPECT_EQ((*standings)[1].losses, 1);
  EXPECT_FALSE(move(key, "wanda", "2c-2d").ok());  // over
}

TEST_F(GameServiceTest, ResigningBeforeOnesFirstMoveDeclinesUnrated) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  ASSERT_TRUE(service_->resign(key, Actor::verified("wanda"), "not now").ok());
  GameRecord g = record(key);
  EXPECT_FALSE(g.active());
  EXPECT_FALSE(g.rated);
  EXPECT_NE(g.result.description.find("declined"), std::string::npos);
  EXPECT_TRUE(service_->standings(VariantId::TORI)->empty());
}

TEST_F(GameServiceTest, TheChallengedPlayerAcceptsOrRejectsBeforeTheirFirstMove) {
  GameKey accepted = new_game();
  auto own = service_->answer_challenge(accepted, Actor::verified("bob"), true, "");
  ASSERT_FALSE(own.ok());
  EXPECT_NE(own.error().message.find("only wanda can accept or reject"), std::string::npos);
  auto yes = service_->answer_challenge(accepted, Actor::verified("wanda"), true, "gladly");
  ASSERT_TRUE(yes.ok());
  EXPECT_EQ(yes->message, "wanda accepts the challenge (gladly)");
  ASSERT_EQ(yes->notices.size(), 1u);
  EXPECT_EQ(yes->notices[0].to, (std::vector<std::string>{"bob"}));
  EXPECT_TRUE(record(accepted).active());
  EXPECT_FALSE(
      service_->answer_challenge(accepted, Actor{"wanda", "not the stored hash"}, false, "").ok());
  EXPECT_TRUE(record(accepted).active());

  GameKey rejected = new_game();
  play(rejected, "bob", "7e-7d");
  ASSERT_TRUE(service_->answer_challenge(rejected, Actor::verified("wanda"), false, "").ok());
  GameRecord g = record(rejected);
  EXPECT_FALSE(g.active());
  EXPECT_FALSE(g.rated);
  EXPECT_NE(g.result.description.find("declined"), std::string::npos);

  GameKey started = new_game();
  play(started, "bob", "7e-7d");
  play(started, "wanda", "1c-1d");
  auto late = service_->answer_challenge(started, Actor::verified("wanda"), false, "");
  ASSERT_FALSE(late.ok());
  EXPECT_NE(late.error().message.find("accepted with that move"), std::string::npos);
  EXPECT_TRUE(record(started).active());
}

TEST_F(GameServiceTest, AResignationOutOfTurnTakesEffectOnThatPlayersTurn) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  play(key, "bob", "6e-6d");
  ASSERT_TRUE(service_->resign(key, Actor::verified("bob"), "").ok());  // wanda is to move
  EXPECT_TRUE(record(key).active());
  EXPECT_TRUE(record(key).resign_pending[BLACK]);
  play(key, "wanda", "2c-2d");
  GameRecord g = record(key);
  EXPECT_EQ(g.result.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(g.moves.size(), 4u);
}

TEST_F(GameServiceTest, ADrawOfferIsAcceptedOnlyByTheOpponent) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  ASSERT_TRUE(service_->propose(key, Actor::verified("bob"), ProposalKind::DRAW, "").ok());
  EXPECT_FALSE(service_->answer(key, Actor::verified("bob"), true, "").ok());
  ASSERT_TRUE(service_->answer(key, Actor::verified("wanda"), true, "").ok());
  GameRecord g = record(key);
  EXPECT_EQ(g.result.outcome, Outcome::DRAW);
  EXPECT_EQ(g.result.termination, Termination::AGREEMENT);
  EXPECT_EQ(service_->standings(VariantId::TORI).value()[0].draws, 1);
}

TEST_F(GameServiceTest, ARejectedOrOverlookedProposalLeavesTheGameGoing) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  ASSERT_TRUE(service_->propose(key, Actor::verified("bob"), ProposalKind::DRAW, "").ok());
  ASSERT_TRUE(service_->answer(key, Actor::verified("wanda"), false, "no").ok());
  EXPECT_TRUE(record(key).active());
  EXPECT_FALSE(service_->answer(key, Actor::verified("wanda"), true, "").ok());  // nothing pending
  ASSERT_TRUE(service_->propose(key, Actor::verified("bob"), ProposalKind::DRAW, "").ok());
  play(key, "wanda", "1c-1d");  // moving on answers no
  EXPECT_EQ(record(key).proposal.kind, ProposalKind::NONE);
}

TEST_F(GameServiceTest, AnAcceptedUndoTakesThePlayersLastMoveBack) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  EXPECT_FALSE(service_->propose(key, Actor::verified("wanda"), ProposalKind::IMPASSE, "").ok());
  ASSERT_TRUE(service_->propose(key, Actor::verified("bob"), ProposalKind::UNDO, "oops").ok());
  ASSERT_TRUE(service_->answer(key, Actor::verified("wanda"), true, "").ok());
  GameRecord g = record(key);
  EXPECT_TRUE(g.moves.empty());
  EXPECT_EQ(side_to_move(g), BLACK);
  play(key, "bob", "6e-6d");
}

TEST_F(GameServiceTest, ImpasseIsYariOnlyAndNeedsBothGeneralsInTheZones) {
  GameKey tori = new_game(VariantId::TORI);
  play(tori, "bob", "7e-7d");
  auto r = service_->propose(tori, Actor::verified("bob"), ProposalKind::IMPASSE, "");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("Yari"), std::string::npos);
  GameKey yari = new_game(VariantId::YARI);
  auto y = service_->propose(yari, Actor::verified("bob"), ProposalKind::IMPASSE, "");
  ASSERT_FALSE(y.ok());
  EXPECT_NE(y.error().message.find("promotion zones"), std::string::npos);
}

TEST_F(GameServiceTest, AQueuedMoveIsPlayedWhenTheTurnComes) {
  GameKey key = new_game();
  ASSERT_TRUE(service_->queue(key, Actor::verified("wanda"), "1c-1d", std::nullopt).ok());
  EXPECT_EQ(record(key).queued_move[WHITE], "1c-1d");
  auto r = move(key, "bob", "7e-7d");
  ASSERT_TRUE(r.ok());
  EXPECT_NE(r->message.find("(queued)"), std::string::npos) << r->message;
  GameRecord g = record(key);
  ASSERT_EQ(g.moves.size(), 2u);
  EXPECT_EQ(g.moves[1].usi, "1c1d");
  EXPECT_TRUE(g.queued_move[WHITE].empty());
  EXPECT_EQ(side_to_move(g), BLACK);
}

TEST_F(GameServiceTest, AQueuedMoveThatIsIllegalWhenItsTurnComesIsDropped) {
  GameKey key = new_game();
  ASSERT_TRUE(service_->queue(key, Actor::verified("wanda"), "3c-3d", std::nullopt).ok());
  auto r = move(key, "bob", "3d-3c");  // takes the swallow the queued move would have moved
  ASSERT_TRUE(r.ok());
  EXPECT_NE(r->message.find("dropped"), std::string::npos) << r->message;
  GameRecord g = record(key);
  EXPECT_EQ(g.moves.size(), 1u);
  EXPECT_TRUE(g.queued_move[WHITE].empty());
  EXPECT_EQ(side_to_move(g), WHITE);
}

TEST_F(GameServiceTest, QueueingOnMovePlaysAtOnceAndAGuardedQueueWaitsForItsMove) {
  GameKey key = new_game();
  ASSERT_TRUE(service_->queue(key, Actor::verified("bob"), "7e-7d", std::nullopt).ok());
  EXPECT_EQ(record(key).moves.size(), 1u);
  ASSERT_TRUE(
      service_->queue(key, Actor::verified("bob"), "6e-6d", 5).ok());  // not move 3: dropped
  play(key, "wanda", "1c-1d");
  GameRecord g = record(key);
  EXPECT_EQ(g.moves.size(), 2u);
  EXPECT_TRUE(g.queued_move[BLACK].empty());
}

TEST_F(GameServiceTest, PreviewStoresNothing) {
  GameKey key = new_game();
  auto live = service_->preview(key, {"7e-7d", "1c-1d"});
  ASSERT_TRUE(live.ok()) << live.error().message;
  EXPECT_EQ(live->plies(), 2);
  EXPECT_TRUE(record(key).moves.empty());
  auto bad = service_->preview(key, {"7e-7d", "7e-7d"});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("preview move 2"), std::string::npos);
}

TEST_F(GameServiceTest, AGameLimitRefusesFurtherChallenges) {
  ASSERT_TRUE(service_->set_game_limit(Actor::verified("wanda"), 1).ok());
  new_game();
  auto r = service_->challenge(VariantId::TORI, "bob", "wanda", {});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("limit 1"), std::string::npos);
  EXPECT_TRUE(service_->challenge(VariantId::YARI, "bob", "wanda", {}).ok());  // per game type
}

TEST_F(GameServiceTest, FollowersHearOfMovesOrOnlyOfTheEnd) {
  ASSERT_TRUE(service_->signup("carol", "carolpwkifu77", "").ok());
  ASSERT_TRUE(service_->signup("dave", "davepwkifu77", "").ok());
  GameKey key = new_game();
  ASSERT_TRUE(service_->follow(key, Actor::verified("carol"), FollowKind::EVERY_MOVE).ok());
  ASSERT_TRUE(service_->follow(key, Actor::verified("dave"), FollowKind::END_ONLY).ok());
  auto r = move(key, "bob", "7e-7d");
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->notices.size(), 1u);
  EXPECT_EQ(r->notices[0].to, (std::vector<std::string>{"wanda", "carol"}));
  auto end = service_->resign(key, Actor::verified("wanda"), "");
  ASSERT_TRUE(end.ok());
  EXPECT_EQ(end->notices[0].to, (std::vector<std::string>{"bob", "carol", "dave"}));
  ASSERT_TRUE(service_->unfollow(key, Actor::verified("carol")).ok());
}

TEST_F(GameServiceTest, ChatReachesTheOtherPlayerAndIsKept) {
  GameKey key = new_game();
  auto r = service_->chat(key, Actor::verified("bob"), "hello there");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->notices[0].to, std::vector<std::string>{"wanda"});
  auto lines = service_->chat_lines(key);
  ASSERT_EQ(lines->size(), 1u);
  EXPECT_EQ((*lines)[0].text, "hello there");
  EXPECT_FALSE(service_->chat(key, Actor{"bob", "not the stored hash"}, "x").ok());
}

TEST_F(GameServiceTest, DisplaySettingsAndPasswordsChange) {
  ASSERT_TRUE(service_->set_display(Actor::verified("bob"), false, BoardStyle::SMALL).ok());
  User bob = service_->find_user("bob").value();
  EXPECT_FALSE(bob.display.flip);
  EXPECT_EQ(bob.display.style, BoardStyle::SMALL);
  ASSERT_TRUE(service_->change_password("bob", "bobpwkifu77", "newpwkifu77").ok());
  EXPECT_FALSE(service_->authenticate("bob", "bobpwkifu77").ok());
  EXPECT_TRUE(service_->authenticate("bob", "newpwkifu77").ok());
  EXPECT_NE(bob.password_hash.find("$argon2id$"), std::string::npos);
}

TEST_F(GameServiceTest, SignupRefusesTakenAndMalformedUserids) {
  EXPECT_FALSE(service_->signup("bob", "x", "").ok());
  EXPECT_FALSE(service_->signup("101", "x", "").ok());  // would read as a game number
  EXPECT_FALSE(service_->signup("a b", "x", "").ok());
  EXPECT_FALSE(service_->signup("eve", "pass word", "").ok());
  EXPECT_FALSE(service_->signup("eve", "pass:word", "").ok());
  EXPECT_FALSE(service_->signup("robert'); DROP TABLE users;--", "x", "").ok());
  EXPECT_TRUE(service_->find_user("bob").ok());
}

TEST_F(GameServiceTest, AnAddressIsOneMailboxNotAList) {
  auto listed = service_->signup("eve", "evepwkifu77", "eve@example.org,victim@example.org");
  ASSERT_FALSE(listed.ok());
  EXPECT_NE(listed.error().message.find("one mailbox"), std::string::npos);
  EXPECT_FALSE(service_->find_user("eve").ok());
  EXPECT_FALSE(
      service_->change_address(Actor::verified("bob"), "a@example.org; b@example.org").ok());
  EXPECT_EQ(service_->find_user("bob")->address, "bob@example.org");
  EXPECT_TRUE(service_->change_address(Actor::verified("bob"), "Bob <bob@example.net>").ok());
}

TEST_F(GameServiceTest, SignedOffUsersCannotBeChallengedOrLogIn) {
  ASSERT_TRUE(service_->signoff(Actor::verified("wanda")).ok());
  EXPECT_FALSE(service_->challenge(VariantId::TORI, "bob", "wanda", {}).ok());
  EXPECT_FALSE(service_->authenticate("wanda", "wandapwkifu77").ok());
}

// A computer player that plays the moves it is given, one per turn.
class ScriptedComputer : public MoveProvider {
 public:
  explicit ScriptedComputer(std::vector<std::string> moves) : moves_(std::move(moves)) {}
  std::optional<std::string> choose_move(const GameRecord&, const LiveGame&) override {
    if (next_ >= moves_.size()) return std::nullopt;
    return moves_[next_++];
  }

 private:
  std::vector<std::string> moves_;
  std::size_t next_ = 0;
};

TEST_F(GameServiceTest, TheComputerMovesByItselfWhenItsTurnComes) {
  ScriptedComputer computer({"1c1d", "2c2d"});
  service_->set_move_provider(&computer);
  ASSERT_TRUE(service_->add_computer("toribot").ok());
  EXPECT_FALSE(service_->authenticate("toribot", "").ok());
  auto r = service_->challenge(VariantId::TORI, "bob", "toribot", {});
  ASSERT_TRUE(r.ok());
  GameKey key = *r->game;
  auto m = move(key, "bob", "7e-7d");
  ASSERT_TRUE(m.ok());
  EXPECT_NE(m->message.find("toribot played 1c-1d"), std::string::npos) << m->message;
  EXPECT_EQ(record(key).moves.size(), 2u);
}

TEST_F(GameServiceTest, TheComputerMovesFirstWhenItIsNamedFirst) {
  ScriptedComputer computer({"7e7d"});
  service_->set_move_provider(&computer);
  ASSERT_TRUE(service_->add_computer("toribot").ok());
  auto r = service_->challenge(VariantId::TORI, "toribot", "bob", {});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(record(*r->game).moves.size(), 1u);
}

}  // namespace
}  // namespace tori::server::testing
