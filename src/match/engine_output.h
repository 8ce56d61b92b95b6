// Reading what an engine says while it thinks: the score of its `info` lines and its
// `bestmove`. Pure text functions, so that every odd line an engine may print can be tested.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tori::match {

// The engine's last reported evaluation, from the mover's point of view.
struct EngineScore {
  bool mate = false;  // value: moves to mate (negative: being mated); 0 with mate: sign unknown
  int value = 0;      // centipawns, or moves to mate
  int depth = 0;      // 0 when not given

  // "cp 35 depth 12", "mate -3 depth 9": what a record's move comment says.
  std::string describe() const;
};

// The score of an `info` line; nothing for an info line without a score (or another line).
// Bounds (`lowerbound`/`upperbound`) are kept: the record shows what the engine said last.
std::optional<EngineScore> parse_info_score(std::string_view line);

// The score a record's move comment gives, as EngineScore::describe() writes it ("cp 35 depth
// 12", "mate -3", "mate ?"), wherever it stands among other words of the comment; nothing when
// the comment has none.
std::optional<EngineScore> parse_comment_score(std::string_view comment);

struct BestMove {
  enum class Kind { MOVE, RESIGN, WIN, NONE } kind = Kind::NONE;
  std::string move;  // the move text for MOVE
};

// A `bestmove` line: `bestmove 7g7f [ponder ...]`, `bestmove resign` (USI), `bestmove win`
// (USI: the engine declares an impasse win), `bestmove (none)` or `bestmove 0000` (UCI: no move).
// Nothing when the line has no move at all.
std::optional<BestMove> parse_bestmove(std::string_view line);

}  // namespace tori::match
