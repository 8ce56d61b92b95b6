// Judging a solver's moves, the same for the server, the terminal and the tests: a move is right
// when it is the solution's, or, at the last step of a mate puzzle, any move that checkmates.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "puzzles/puzzle.h"

namespace tori::puzzles {

// Whether `move` (USI), played after the solution's first `step` moves (`step` even: the
// solver's turn), is right.
bool is_right_move(const Puzzle& puzzle, std::size_t step, const std::string& move);

// Whether `moves` (the solver's and the replies, in order) solve the puzzle: as many as the
// solution, each of the solver's right, each reply the solution's.
bool solves(const Puzzle& puzzle, const std::vector<std::string>& moves);

}  // namespace tori::puzzles
