// `tori puzzles play`: puzzles solved in the terminal, on the text boards of `tori play`, judged
// as the server judges them (puzzles/puzzle_judge.h). Streams are parameters so that tests
// drive it.
#pragma once

#include <CLI/CLI.hpp>
#include <iosfwd>
#include <vector>

#include "notation/board_text.h"
#include "notation/move_notation.h"
#include "puzzles/puzzle.h"

namespace tori::cli {

struct PuzzleSessionOptions {
  BoardStyle style = BoardStyle::STANDARD;
  MoveNotation notation = MoveNotation::WESTERN;
  bool prompt = true;
};

// Plays the puzzles in order until the input ends or the player quits; returns how many were
// solved without a wrong move or the solution shown.
int run_puzzle_session(const std::vector<puzzles::Puzzle>& set, const PuzzleSessionOptions& options,
                       std::istream& in, std::ostream& out);

void add_puzzle_play_command(CLI::App& puzzles);

}  // namespace tori::cli
