#include "puzzles/puzzle_judge.h"

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"

namespace tori::puzzles {

namespace {

template <class V>
bool checkmates(const Puzzle& puzzle, std::size_t step, const std::string& text) {
  auto pos = parse_sfen<V>(puzzle.sfen);
  if (!pos) return false;
  Game<V> game(*pos);
  for (std::size_t i = 0; i < step; ++i) {
    auto move = parse_usi_move<V>(puzzle.solution[i]);
    if (!move || !game.is_legal(*move)) return false;
    game.play(*move);
  }
  auto move = parse_usi_move<V>(text);
  if (!move || !game.is_legal(*move)) return false;
  game.play(*move);
  return game.result().termination == Termination::CHECKMATE;
}

}  // namespace

bool is_right_move(const Puzzle& puzzle, std::size_t step, const std::string& move) {
  if (step >= puzzle.solution.size() || step % 2 != 0) return false;
  if (puzzle.solution[step] == move) return true;
  if (!puzzle.is_mate() || step + 1 != puzzle.solution.size()) return false;
  return visit_variant(puzzle.variant,
                       [&]<class V>() { return checkmates<V>(puzzle, step, move); });
}

bool solves(const Puzzle& puzzle, const std::vector<std::string>& moves) {
  if (moves.size() != puzzle.solution.size()) return false;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    bool right = i % 2 == 0 ? is_right_move(puzzle, i, moves[i]) : moves[i] == puzzle.solution[i];
    if (!right) return false;
  }
  return true;
}

}  // namespace tori::puzzles
