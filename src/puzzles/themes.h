// The themes of a puzzle, tagged from its position and solution alone (docs/puzzles.md lists
// them): its kind (tsume, mate, tactic), mateInN (N the solver's moves), drop and promotion (some
// solver move is one), sacrifice (a solver move, not the last, is captured by the reply),
// endgame (a third or more of the pieces off the board), defence and handicap (told by the
// caller: what the position alone does not show).
#pragma once

#include <string>
#include <vector>

#include "core/position.h"
#include "puzzles/puzzle.h"

namespace tori::puzzles {

struct ThemeContext {
  bool defence = false;   // the solver was worse, and the solution holds the game
  bool handicap = false;  // the game began from a handicap position
};

// Sorted, without repeats.
template <class V>
std::vector<std::string> puzzle_themes(const Position<V>& start, const std::vector<Move>& line,
                                       PuzzleKind kind, const ThemeContext& context);

// The starting rating: longer and harder-to-prove solutions start higher (docs/puzzles.md).
int starting_rating(PuzzleKind kind, std::size_t solution_plies, uint64_t proof_nodes);

}  // namespace tori::puzzles
