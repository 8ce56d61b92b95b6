// The USI/UCI command language read into plain structs: words, `setoption`, `position` and `go`.
// No engine and no state here, so that every rule of the grammar can be tested on its own.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/text.h"  // split_words: a line's words, the input of every parser here

namespace tori::protocol {

// USI (shogi GUIs) or UCI as Fairy-Stockfish speaks it (FEN positions, chess-style moves).
enum class Dialect { USI, UCI };

// `setoption name <name...> [value <value...>]`: names and values may contain spaces.
struct SetOptionCommand {
  std::string name;
  std::string value;  // empty when there is no `value` part (a button, or a cleared string)
};
Result<SetOptionCommand> parse_setoption(std::span<const std::string_view> args);

// `position startpos|sfen <SFEN>|fen <FEN> [moves m1 m2 ...]`.
struct PositionCommand {
  enum class Kind { STARTPOS, SFEN, FEN } kind = Kind::STARTPOS;
  std::string text;  // the SFEN or FEN, its words joined by single spaces
  std::vector<std::string> moves;
};
Result<PositionCommand> parse_position_command(std::span<const std::string_view> args);

// `go ...`, its clocks already assigned to players: [0] is Black (sente, the first player, UCI's
// "white"), [1] is White. Times in milliseconds.
struct GoCommand {
  int64_t time[2] = {-1, -1};  // -1: not given
  int64_t increment[2] = {0, 0};
  int64_t byoyomi[2] = {0, 0};
  int64_t movetime = 0;
  int depth = 0;
  uint64_t nodes = 0;
  bool mate = false;  // `mate` was given
  // UCI: mate in this many moves. USI: a mate search of this many milliseconds; 0 with
  // mate_infinite.
  int64_t mate_value = 0;
  bool mate_infinite = false;
  bool infinite = false;
  bool ponder = false;
  std::vector<std::string> searchmoves;
  // What was not understood and left out; the search runs anyway, so that a GUI always gets
  // its bestmove.
  std::vector<std::string> warnings;
};
GoCommand parse_go(std::span<const std::string_view> args, Dialect dialect);

}  // namespace tori::protocol
