// Static evaluation: material on the board and in hand, piece-square tables, mobility, king
// safety (attacks on the king zone, drop threats, defenders, hand pressure), promotion
// potential and tempo. Every weight lives in the variant's table in eval/weights_*.h; the terms
// are described in eval/terms.h and docs/tuning.md.
#pragma once

#include "core/position.h"

namespace tori::engine {

// In centipawns, from the point of view of the side to move.
template <class V>
int evaluate(const Position<V>& pos);

// Material alone (board and hand), from Black's point of view.
template <class V>
int material_balance(const Position<V>& pos);

}  // namespace tori::engine
