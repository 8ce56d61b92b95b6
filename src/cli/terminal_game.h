// An interactive game in the terminal: reads moves and commands line by line, redraws the board
// after each move, explains refused moves. Streams are parameters so that tests drive it.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "core/types.h"
#include "core/variant.h"
#include "notation/board_text.h"
#include "notation/move_notation.h"

namespace tori::cli {

struct TerminalGameOptions {
  VariantId variant = VariantId::TORI;
  std::string position;  // FEN/SFEN; empty for the start (or the handicap's start)
  std::string handicap;  // a handicap code of the variant
  BoardView view;        // style, orientation, names
  MoveNotation notation = MoveNotation::WESTERN;  // how moves are shown (any is read)
  bool prompt = true;                             // print a prompt before reading a line
  std::optional<Color> engine_side;               // the engine plays this side
  int64_t engine_ms = 2000;                       // its thinking time per move
  int engine_skill = 20;                          // 0 (weakest) .. 20
};

// Runs a game until the input ends or the player quits; returns 0, or 2 when the options
// themselves were bad (the reason is written to `out`).
int run_terminal_game(const TerminalGameOptions& options, std::istream& in, std::ostream& out);

}  // namespace tori::cli
