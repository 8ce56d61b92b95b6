// What a training sample is, wherever its game came from (our self-play or a game record): a
// quiet position and the game's result for Black, written as one "SFEN;result" line.
#pragma once

#include <string>

#include "core/game.h"
#include "core/position.h"
#include "core/types.h"

namespace tori::tune {

// Quiet: the side to move is not in check and the move chosen is neither a capture nor a
// promotion, so the static evaluation of the position is a fair stand-in for its search (no
// quiescence search is needed to label it).
template <class V>
bool is_quiet_choice(const Position<V>& pos, Move chosen) {
  bool capture = !chosen.is_drop() && pos.piece_on(chosen.to()) != NO_PIECE;
  return !pos.in_check() && !capture && !chosen.is_promotion();
}

inline double black_score_of(Outcome outcome) {
  if (outcome == Outcome::BLACK_WINS) return 1.0;
  if (outcome == Outcome::WHITE_WINS) return 0.0;
  return 0.5;
}

inline std::string format_result(double black_score) {
  if (black_score == 1.0) return "1";
  if (black_score == 0.0) return "0";
  return "0.5";
}

}  // namespace tori::tune
