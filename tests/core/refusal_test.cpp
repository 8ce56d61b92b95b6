// The refusals as codes with parameters (core/game_refusal.h): each code from a position that
// produces it, with its parameters, and its English the same as Game::why_illegal's.
#include "core/refusal.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game_refusal.h"
#include "core/move_text.h"
#include "core/variant.h"

namespace tori {
namespace {

template <class V>
Game<V> game_from(std::string_view sfen, const std::vector<std::string>& moves = {}) {
  auto pos = parse_sfen<V>(sfen);
  EXPECT_TRUE(pos.ok()) << sfen;
  Game<V> game(pos.ok() ? pos.value() : start_position<V>());
  for (const std::string& text : moves) EXPECT_TRUE(game.play(*parse_usi_move<V>(text)).ok());
  return game;
}

// The parameters as "name=value" in refusal_params' order: what the API writes beside the code.
std::string params_of(const Refusal& r) {
  std::string out;
  for (const RefusalParam& p : refusal_params(r))
    out += (out.empty() ? "" : " ") + std::string(p.name) + "=" +
           (p.is_number ? std::to_string(p.number) : p.text);
  return out;
}

struct Expected {
  std::string code, params, english;
};

// Checks the refusal of `m` and that why_illegal says its refusal_text; returns the code seen.
template <class V>
std::string expect_refusal(const Game<V>& game, Move m, const Expected& expected) {
  auto refusal = game_refusal(game, m);
  EXPECT_TRUE(refusal.has_value()) << expected.code;
  if (!refusal) return {};
  EXPECT_EQ(refusal_code_name(refusal->code), expected.code);
  EXPECT_EQ(params_of(*refusal), expected.params) << expected.code;
  EXPECT_EQ(refusal_text(*refusal), expected.english) << expected.code;
  EXPECT_EQ(game.why_illegal(m), expected.english) << expected.code;
  return std::string(refusal_code_name(refusal->code));
}

template <class V>
std::string expect_refusal(const Game<V>& game, std::string_view usi, const Expected& expected) {
  auto m = parse_usi_move<V>(usi);
  EXPECT_TRUE(m.ok()) << usi;
  return m.ok() ? expect_refusal(game, *m, expected) : std::string();
}

TEST(Refusal, EachCodeFromAPositionThatProducesIt) {
  std::set<std::string> seen;
  Game<Tori> start;
  seen.insert(expect_refusal(start, Move::board(0, 55),
                             {"off_board", "", "that square is not on the board"}));
  seen.insert(expect_refusal(start, Move::drop(PieceType(Tori::TYPE_NB), 20),
                             {"not_a_piece", "variant=tori", "that is not a piece of tori"}));
  seen.insert(expect_refusal(start, "S*4d",
                             {"not_in_hand", "piece=swallow", "you have no swallow in hand"}));
  seen.insert(
      expect_refusal(start, "4d4e", {"no_piece_on", "square=4d", "there is no piece on 4d"}));
  seen.insert(expect_refusal(start, "4c4d",
                             {"opponents_piece", "piece=swallow square=4c owner=white turn=black",
                              "the swallow on 4c is White's; it is Black's turn"}));
  seen.insert(expect_refusal(
      start, "4e4c",
      {"cannot_move_there", "piece=swallow from=4e to=4c", "a swallow cannot move from 4e to 4c"}));
  seen.insert(expect_refusal(
      start, "4g4f",
      {"own_piece_there", "piece=falcon square=4f", "your own falcon stands on 4f"}));
  seen.insert(expect_refusal(
      start, "4e4d+",
      {"promotion_outside_zone", "piece=swallow",
       "a swallow may only promote on a move into, within or out of the promotion zone"}));

  auto two_on_file = game_from<Tori>("rpckcpl/3f3/ssssss1/2s1S2/SSSSSSS/3F3/LPCKCPR b S 1");
  seen.insert(expect_refusal(two_on_file, "S*3f",
                             {"file_limit", "piece=swallow file=3 count=3",
                              "a third swallow may not be dropped on file 3"}));
  seen.insert(expect_refusal(two_on_file, "S*4e",
                             {"square_occupied", "square=4e", "square 4e is occupied"}));

  auto kings = game_from<Tori>("3k3/7/1F5/7/7/7/3K3 b S 1");
  seen.insert(expect_refusal(
      kings, "6c6b",
      {"promotion_compulsory", "piece=falcon", "promotion is compulsory for the falcon here"}));
  seen.insert(
      expect_refusal(kings, "S*2a",
                     {"drop_on_last_rank", "piece=swallow",
                      "a swallow may not be dropped on the last rank: it could never move"}));
  seen.insert(expect_refusal(kings, "4g4f+",
                             {"does_not_promote", "piece=phoenix", "a phoenix does not promote"}));
  seen.insert(
      expect_refusal(kings, Move::drop(Tori::PHOENIX, 3 * 7 + 5),
                     {"cannot_be_dropped", "piece=phoenix", "a phoenix cannot be dropped"}));

  auto mate = game_from<Tori>("5pk/5p1/5C1/7/7/7/K6 b S 1");
  seen.insert(expect_refusal(
      mate, "S*1b",
      {"drop_mate", "piece=swallow", "a swallow may not be dropped to give checkmate"}));

  auto shielded = game_from<Tori>("k6/3l3/7/7/7/3C3/3K3 b - 1");
  seen.insert(expect_refusal(
      shielded, "4f5e",
      {"king_left_in_check", "piece=phoenix", "this would leave your phoenix in check"}));
  auto in_check = game_from<Tori>("k6/3l3/7/7/7/2C4/3K3 b - 1");
  seen.insert(expect_refusal(in_check, "5f6e",
                             {"check_not_answered", "piece=phoenix",
                              "your phoenix is in check and this move does not answer it"}));
  seen.insert(
      expect_refusal(in_check, "4g4f",
                     {"king_into_check", "piece=phoenix", "this would put your phoenix in check"}));

  auto pawn = game_from<Yari>("3k3/P6/7/7/7/7/7/7/3K3 b - 1");
  seen.insert(
      expect_refusal(pawn, "7b7a",
                     {"must_promote_on_last_rank", "piece=pawn",
                      "the pawn must promote on the last rank: it could never move again"}));
  seen.insert(expect_refusal(pawn, "4i4h+",
                             {"does_not_promote", "piece=general", "a general does not promote"}));

  auto repeated = game_from<Tori>(
      "3k3/7/7/7/7/7/3K3 b - 1",
      {"4g4f", "4a4b", "4f4g", "4b4a", "4g4f", "4a4b", "4f4g", "4b4a", "4g4f", "4a4b", "4f4g"});
  seen.insert(expect_refusal(
      repeated, "4b4a",
      {"fourth_repetition", "", "this would repeat the position a fourth time; you must vary"}));

  auto mated = game_from<Tori>("6k/7/5F1/5P1/7/7/K6 b - 1", {"2c2b+"});
  seen.insert(expect_refusal(
      mated, "1a1b",
      {"game_over", "outcome=black termination=checkmate description=Black wins by checkmate",
       "the game is over: Black wins by checkmate"}));

  // Every code of the position and the game has a position here; the reader's is in
  // tests/notation/move_explanation_test.cpp, the server's in tests/server.
  for (int c = 0; c < int(RefusalCode::UNREADABLE_MOVE); ++c) {
    std::string name(refusal_code_name(RefusalCode(c)));
    { EXPECT_TRUE(seen.count(name)) << name << " has no position"; }
  }
}

TEST(Refusal, CodesHaveDistinctNames) {
  std::set<std::string_view> names;
  for (int c = 0; c <= int(RefusalCode::MOVE_NUMBER_MISMATCH); ++c)
    EXPECT_TRUE(names.insert(refusal_code_name(RefusalCode(c))).second);
}

TEST(Refusal, TheServersCodesInEnglish) {
  Refusal turn(RefusalCode::NOT_YOUR_TURN);
  turn.turn = "white";
  turn.player = "bob";
  EXPECT_EQ(params_of(turn), "turn=white player=bob");
  EXPECT_EQ(refusal_text(turn), "it is not your move: White (bob) is to move");
  Refusal marked(RefusalCode::MOVE_NUMBER_MISMATCH);
  marked.marked = 5;
  marked.current = 6;
  EXPECT_EQ(params_of(marked), "marked=5 current=6");
  EXPECT_EQ(refusal_text(marked), "the move is marked #5 but this is move 6");
}

TEST(Refusal, ALegalMoveHasNone) {
  Game<Tori> start;
  EXPECT_FALSE(game_refusal(start, *parse_usi_move<Tori>("4e4d")).has_value());
}

}  // namespace
}  // namespace tori
