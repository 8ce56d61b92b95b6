// What analysis says of a position: an evaluation from the first player's (sente's) view, as
// lichess reports White's, in centipawns or moves to mate, or the game's outcome where the rules
// have already ended it.
#pragma once

#include "core/types.h"
#include "engine/engine.h"

namespace tori::analysis {

struct Evaluation {
  enum class Kind {
    CENTIPAWNS,  // value: centipawns, positive when sente stands better
    MATE,        // value: moves to mate, positive when sente mates (never 0)
    DECIDED,     // the game is over here: value +1 sente has won, -1 gote has, 0 a draw
  };
  Kind kind = Kind::CENTIPAWNS;
  int value = 0;

  static Evaluation centipawns(int cp) { return {Kind::CENTIPAWNS, cp}; }
  static Evaluation mate(int moves) { return {Kind::MATE, moves}; }
  static Evaluation decided(int winner_sign) { return {Kind::DECIDED, winner_sign}; }

  // The engine's score (for the side to move) from sente's view.
  static Evaluation from_search(const engine::Score& score, Color side_to_move);

  // The same evaluation from `side`'s view (White: every sign turned).
  Evaluation seen_by(Color side) const;

  // Whoever this evaluation is seen by (sente or the mover) is mating, or has won.
  bool winning_by_force() const { return kind != Kind::CENTIPAWNS && value > 0; }
  bool losing_by_force() const { return kind != Kind::CENTIPAWNS && value < 0; }

  bool operator==(const Evaluation&) const = default;
};

}  // namespace tori::analysis
