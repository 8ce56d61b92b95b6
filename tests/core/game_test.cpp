// Game: results and their reasons, refusals in words, repetition and perpetual check in both
// variants, the Yari impasse count.
#include "core/game.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/variant.h"

namespace tori {
namespace {

template <class V>
Game<V> game_from(std::string_view sfen) {
  auto pos = parse_sfen<V>(sfen);
  EXPECT_TRUE(pos.ok()) << sfen << ": " << (pos.ok() ? "" : pos.error().to_string());
  return Game<V>(pos.value());
}

template <class V>
Move usi(std::string_view text) {
  auto m = parse_usi_move<V>(text);
  EXPECT_TRUE(m.ok()) << text;
  return m.ok() ? *m : Move();
}

template <class V>
void play_all(Game<V>& game, const std::vector<std::string>& moves) {
  for (const std::string& text : moves) {
    auto played = game.play(usi<V>(text));
    ASSERT_TRUE(played.ok()) << text << ": " << played.error().to_string();
  }
}

template <class V>
std::string refusal(const Game<V>& game, std::string_view move) {
  return game.why_illegal(usi<V>(move)).value_or("(legal)");
}

TEST(GameResult, CheckmateByBoardMove) {
  // A Black falcon steps to 2b, promotes to an eagle, and is defended by the pheasant on 2d.
  auto game = game_from<Tori>("6k/7/5F1/5P1/7/7/K6 b - 1");
  EXPECT_FALSE(game.over());
  auto result = game.play(usi<Tori>("2c2b+"));
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result->outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(result->termination, Termination::CHECKMATE);
  EXPECT_EQ(result->description, "Black wins by checkmate");
  EXPECT_TRUE(game.legal_moves().empty());
}

TEST(GameResult, StalemateLosesForTheSideWithoutMoves) {
  // White's phoenix on 1a: 1b and 2b are covered by the falcon, 2a by the pheasant's jump.
  auto game = game_from<Tori>("6k/7/5PF/7/7/7/K6 w - 1");
  EXPECT_TRUE(game.over());
  EXPECT_EQ(game.result().outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(game.result().termination, Termination::STALEMATE);
  EXPECT_NE(game.result().description.find("no legal move"), std::string::npos);
}

TEST(GameResult, MovesAfterTheEndAreRefused) {
  auto game = game_from<Tori>("6k/7/5F1/5P1/7/7/K6 b - 1");
  ASSERT_TRUE(game.play(usi<Tori>("2c2b+")).ok());
  auto refused = game.play(usi<Tori>("1a1b"));
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("game is over"), std::string::npos);
}

TEST(GameResult, ResignationTimeAndAgreement) {
  Game<Tori> a;
  a.resign(BLACK);
  EXPECT_EQ(a.result().outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(a.result().termination, Termination::RESIGNATION);
  Game<Tori> b;
  b.lose_on_time(WHITE);
  EXPECT_EQ(b.result().outcome, Outcome::BLACK_WINS);
  EXPECT_EQ(b.result().termination, Termination::TIME);
  Game<Yari> c;
  c.agree_draw();
  EXPECT_EQ(c.result().outcome, Outcome::DRAW);
  EXPECT_EQ(c.result().termination, Termination::AGREEMENT);
  EXPECT_TRUE(c.legal_moves().empty());
}

TEST(GameResult, UndoTakesBackTheMoveAndTheResult) {
  auto game = game_from<Tori>("6k/7/5F1/5P1/7/7/K6 b - 1");
  Position<Tori> before = game.position();
  ASSERT_TRUE(game.play(usi<Tori>("2c2b+")).ok());
  ASSERT_TRUE(game.undo());
  EXPECT_FALSE(game.over());
  EXPECT_EQ(game.position(), before);
  EXPECT_EQ(game.position().key(), before.key());
  EXPECT_TRUE(game.moves().empty());
  EXPECT_FALSE(game.undo());
}

TEST(Refusals, IllegalMovesChangeNothingAndSayWhy) {
  Game<Tori> game;
  Position<Tori> before = game.position();
  auto refused = game.play(usi<Tori>("4e4c"));
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().message, "a swallow cannot move from 4e to 4c");
  EXPECT_EQ(game.position(), before);
  EXPECT_TRUE(game.moves().empty());
  EXPECT_EQ(refusal(game, "4d4e"), "there is no piece on 4d");
  EXPECT_EQ(refusal(game, "4c4d"), "the swallow on 4c is White's; it is Black's turn");
  EXPECT_EQ(refusal(game, "4g4f"), "your own falcon stands on 4f");
  EXPECT_EQ(refusal(game, "S*4d"), "you have no swallow in hand");
  EXPECT_EQ(refusal(game, "4f3e+"), "your own swallow stands on 3e");
}

TEST(Refusals, ToriDropAndPromotionRules) {
  // Black holds a swallow; file 3 already has Black swallows on 3e and 3d.
  auto game = game_from<Tori>("rpckcpl/3f3/ssssss1/2s1S2/SSSSSSS/3F3/LPCKCPR b S 1");
  EXPECT_EQ(refusal(game, "S*3f"), "a third swallow may not be dropped on file 3");
  auto kings = game_from<Tori>("3k3/7/1F5/7/7/7/3K3 b S 1");
  EXPECT_EQ(refusal(kings, "6c6b"), "promotion is compulsory for the falcon here");
  EXPECT_EQ(refusal(kings, "6c6b+"), "(legal)");
  EXPECT_EQ(refusal(kings, "S*2a"),
            "a swallow may not be dropped on the last rank: it could never move");
  EXPECT_EQ(refusal(kings, "4g4f+"), "a phoenix does not promote");
  EXPECT_EQ(kings.why_illegal(Move::drop(Tori::PHOENIX, 3 * 7 + 5)), "a phoenix cannot be dropped");
}

TEST(Refusals, SwallowDropMateIsIllegalButCheckIsFine) {
  // White's phoenix on 1a is boxed in by its own pheasants; a swallow on 1b would be defended by
  // the crane on 2c. Dropping it mates, so it is refused.
  auto mate = game_from<Tori>("5pk/5p1/5C1/7/7/7/K6 b S 1");
  EXPECT_EQ(refusal(mate, "S*1b"), "a swallow may not be dropped to give checkmate");
  // Without the crane the phoenix can take the swallow: a plain check, legal.
  auto check = game_from<Tori>("5pk/5p1/7/7/7/7/K6 b S 1");
  EXPECT_EQ(refusal(check, "S*1b"), "(legal)");
}

TEST(Refusals, KingSafety) {
  // The Black crane on 4f shields its phoenix from the White quail's ride down file 4.
  auto game = game_from<Tori>("k6/3l3/7/7/7/3C3/3K3 b - 1");
  EXPECT_EQ(refusal(game, "4f5e"), "this would leave your phoenix in check");
  EXPECT_EQ(refusal(game, "4f4e"), "(legal)");
  auto in_check = game_from<Tori>("k6/3l3/7/7/7/2C4/3K3 b - 1");
  EXPECT_EQ(refusal(in_check, "5f6e"), "your phoenix is in check and this move does not answer it");
  EXPECT_EQ(refusal(in_check, "4g4f"), "this would put your phoenix in check");
}

TEST(Refusals, YariPromotionRules) {
  auto game = game_from<Yari>("3k3/P6/7/7/7/7/7/7/3K3 b - 1");
  EXPECT_EQ(refusal(game, "7b7a"),
            "the pawn must promote on the last rank: it could never move again");
  EXPECT_EQ(refusal(game, "7b7a+"), "(legal)");
  EXPECT_EQ(refusal(game, "4i4h+"), "a general does not promote");
}

// Tori: the repeating player must vary; a fourth occurrence is refused.
TEST(Repetition, ToriFourthOccurrenceMustBeVaried) {
  auto game = game_from<Tori>("3k3/7/7/7/7/7/3K3 b - 1");
  std::vector<std::string> cycle = {"4g4f", "4a4b", "4f4g", "4b4a"};
  for (int i = 0; i < 2; ++i) play_all(game, cycle);
  play_all(game, {"4g4f", "4a4b", "4f4g"});
  EXPECT_EQ(refusal(game, "4b4a"), "this would repeat the position a fourth time; you must vary");
  EXPECT_FALSE(game.legal_moves().contains(usi<Tori>("4b4a")));
  EXPECT_FALSE(game.play(usi<Tori>("4b4a")).ok());
  EXPECT_FALSE(game.over());
  EXPECT_TRUE(game.play(usi<Tori>("4b3a")).ok()) << "another move is fine";
}

// Tori perpetual check: the repetition completed by the checked side ends the game, and the
// checker loses.
TEST(Repetition, ToriPerpetualCheckLosesForTheChecker) {
  auto game = game_from<Tori>("6k/7/5+F1/7/7/7/K6 b - 1");
  std::vector<std::string> cycle = {"2c3c", "1a1b", "3c2c", "1b1a"};
  for (int i = 0; i < 2; ++i) play_all(game, cycle);
  play_all(game, {"2c3c", "1a1b", "3c2c"});
  EXPECT_FALSE(game.over());
  auto result = game.play(usi<Tori>("1b1a"));
  ASSERT_TRUE(result.ok()) << result.error().to_string();
  EXPECT_EQ(result->outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(result->termination, Termination::PERPETUAL_CHECK);
  EXPECT_EQ(result->description, "White wins: Black gave perpetual check");
}

// ...but the checker itself may not be the one to complete the fourth occurrence.
TEST(Repetition, ToriPerpetualCheckerMustVary) {
  auto game = game_from<Tori>("7/6k/5+F1/7/7/7/K6 w - 1");
  ASSERT_TRUE(game.position().in_check());
  std::vector<std::string> cycle = {"1b1a", "2c3c", "1a1b", "3c2c"};
  for (int i = 0; i < 2; ++i) play_all(game, cycle);
  play_all(game, {"1b1a", "2c3c", "1a1b"});
  EXPECT_EQ(refusal(game, "3c2c"), "this would repeat the position a fourth time; you must vary");
}

TEST(Repetition, YariThirdOccurrenceIsADraw) {
  auto game = game_from<Yari>("3k3/7/7/7/7/7/7/7/3K3 b - 1");
  play_all(game, {"4i4h", "4a4b", "4h4i", "4b4a", "4i4h", "4a4b", "4h4i"});
  EXPECT_FALSE(game.over());
  auto result = game.play(usi<Yari>("4b4a"));
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result->outcome, Outcome::DRAW);
  EXPECT_EQ(result->termination, Termination::REPETITION);
}

TEST(Repetition, YariPerpetualCheckLoses) {
  // Black's rook chases White's general between 2a and 1a, checking every move.
  auto game = game_from<Yari>("5k1/7/7/7/6+R/7/7/7/3K3 b - 1");
  play_all(game, {"1e2e", "2a1a", "2e1e", "1a2a", "1e2e", "2a1a", "2e1e"});
  auto result = game.play(usi<Yari>("1a2a"));
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result->outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(result->termination, Termination::PERPETUAL_CHECK);
}

TEST(Repetition, YariPerpetualCheckerCompletingTheCycleLoses) {
  auto game = game_from<Yari>("6k/7/7/7/6+R/7/7/7/3K3 w - 1");
  ASSERT_TRUE(game.position().in_check());
  play_all(game, {"1a2a", "1e2e", "2a1a", "2e1e", "1a2a", "1e2e", "2a1a"});
  auto result = game.play(usi<Yari>("2e1e"));
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result->outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(result->description, "White wins: Black gave perpetual check");
}

TEST(Impasse, CountAndResult) {
  // Both generals inside their zones. Black: 2 yari rooks (10) + 3 pawns in hand (3) = 13 plus
  // 2 yari bishops on board (10) = 23 < 26: Black loses.
  auto game = game_from<Yari>("3K3/B6/1B5/7/7/7/7/7/3k3 b 2R3Pr2b2n11p 1");
  ASSERT_TRUE(game.impasse_claimable());
  auto count = Game<Yari>::impasse_count(game.position());
  EXPECT_EQ(count.black, 23);
  EXPECT_EQ(count.white, 5 + 10 + 2 + 11 + 0);
  auto result = game.settle_impasse();
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result->outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(result->termination, Termination::IMPASSE);
}

TEST(Impasse, BothAtLeast26IsADraw) {
  // Material split 29 / 29 as at the start, generals in the zones.
  auto game = game_from<Yari>("3K3/7/7/7/7/7/7/7/3k3 b 2R2B2N7P2r2b2n7p 1");
  ASSERT_TRUE(game.impasse_claimable());
  auto result = game.settle_impasse();
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result->outcome, Outcome::DRAW);
}

TEST(Impasse, NotClaimableOutsideTheZones) {
  Game<Yari> game;
  EXPECT_FALSE(game.impasse_claimable());
  auto result = game.settle_impasse();
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().message.find("promotion zones"), std::string::npos);
  Game<Tori> tori_game;
  EXPECT_FALSE(tori_game.settle_impasse().ok());
}

}  // namespace
}  // namespace tori
