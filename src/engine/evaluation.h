// Static evaluation: material on the board and in hand, piece placement, king safety (own
// shelter, enemy pieces near the king, and the drops the enemy's hand threatens there).
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
