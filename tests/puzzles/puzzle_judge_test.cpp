#include "puzzles/puzzle_judge.h"

#include <gtest/gtest.h>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "sample_sets.h"

namespace tori::puzzles {
namespace {

using test::both_samples;

// The checkmating moves at the last step of a mate puzzle, in USI.
template <class V>
std::vector<std::string> last_step_mates(const Puzzle& p) {
  Game<V> game(parse_sfen<V>(p.sfen).value());
  for (std::size_t i = 0; i + 1 < p.solution.size(); ++i)
    game.play(parse_usi_move<V>(p.solution[i]).value());
  std::vector<std::string> mates;
  for (Move m : game.legal_moves()) {
    Game<V> after = game;
    after.play(m);
    if (after.result().termination == Termination::CHECKMATE) mates.push_back(to_usi<V>(m));
  }
  return mates;
}

TEST(PuzzleJudge, TheSolutionSolves) {
  for (const Puzzle& p : both_samples()) {
    EXPECT_TRUE(solves(p, p.solution)) << p.id;
    auto prefix = p.solution;
    prefix.pop_back();
    EXPECT_FALSE(solves(p, prefix)) << p.id;
  }
}

TEST(PuzzleJudge, AWrongMoveOrReplyFails) {
  const Puzzle p = both_samples().front();
  ASSERT_GE(p.solution.size(), 3u);
  auto wrong_reply = p.solution;
  wrong_reply[1] = wrong_reply[0];  // not even legal there
  EXPECT_FALSE(solves(p, wrong_reply));
  EXPECT_FALSE(is_right_move(p, 0, "0z0z"));
  EXPECT_FALSE(is_right_move(p, 1, p.solution[1]));  // the opponent's turn
  EXPECT_FALSE(is_right_move(p, p.solution.size() + 1, p.solution[0]));
}

TEST(PuzzleJudge, AnyMateIsRightAtTheLastStep) {
  int alternatives = 0;
  for (const Puzzle& p : both_samples()) {
    auto mates = visit_variant(p.variant, [&]<class V>() { return last_step_mates<V>(p); });
    ASSERT_FALSE(mates.empty()) << p.id;
    const std::size_t last = p.solution.size() - 1;
    for (const std::string& mate : mates) {
      EXPECT_TRUE(is_right_move(p, last, mate)) << p.id << " " << mate;
      auto moves = p.solution;
      moves.back() = mate;
      EXPECT_TRUE(solves(p, moves));
      alternatives += mate != p.solution.back();
    }
    // Earlier steps take the solution's move only.
    if (last >= 2) {
      EXPECT_FALSE(is_right_move(p, 0, p.solution[2])) << p.id;
    }
  }
  EXPECT_GT(alternatives, 0) << "no sample has a second mate at its last step";
}

}  // namespace
}  // namespace tori::puzzles
