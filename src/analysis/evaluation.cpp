#include "analysis/evaluation.h"

namespace tori::analysis {

Evaluation Evaluation::from_search(const engine::Score& score, Color side_to_move) {
  Evaluation own = score.mate ? mate(score.value) : centipawns(score.value);
  return own.seen_by(side_to_move);
}

Evaluation Evaluation::seen_by(Color side) const {
  if (side == BLACK) return *this;
  return {kind, -value};
}

}  // namespace tori::analysis
