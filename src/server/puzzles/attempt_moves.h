// What an attempt at a puzzle sends, checked before it is judged (puzzles/puzzle_judge.h, the
// same judge as the terminal's): a bounded list of USI moves, each legal in turn from the
// puzzle's position. A wrong move is a failed attempt; a move that is no move at all is an error.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "puzzles/puzzle.h"

namespace tori::server {

// The most moves an attempt may send: a set file's solutions are no longer (puzzle_json.cpp).
constexpr std::size_t MAX_ATTEMPT_MOVES = 64;

// Nothing where the moves can be judged; an error (INVALID) naming the first bad move.
std::optional<Error> check_attempt_moves(const puzzles::Puzzle& puzzle,
                                         const std::vector<std::string>& moves);

}  // namespace tori::server
