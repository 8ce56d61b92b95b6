// Cheap questions about a move and the enemy king, asked before the move is made: does its piece
// attack the king from the new square, and could it give check at all.
#pragma once

#include "core/attacks.h"
#include "core/position.h"

namespace tori::engine {

// Whether the piece that makes m attacks the enemy king from its new square (discovered checks
// are not seen).
template <class V>
bool gives_direct_check(const Position<V>& pos, Move m) {
  const Color us = pos.side_to_move();
  PieceType type = m.is_drop() ? m.dropped() : type_of(pos.piece_on(m.from()));
  if (m.is_promotion()) type = V::SPECS[type].promotes_to;
  Bitboard occupied = pos.pieces() | square_bb(m.to());
  if (!m.is_drop()) occupied ^= square_bb(m.from());
  return Attacks<V>::of(us, type, m.to(), occupied) & square_bb(pos.king_square(~us));
}

// Whether m can give check at all: a direct check, or a discovered one, which needs the piece to
// leave a line through the enemy king. Never false for a move that checks, so the search can
// skip, for every other move, the work that only a checking move needs.
template <class V>
bool may_give_check(const Position<V>& pos, Move m) {
  using G = Geometry<V::W, V::H>;
  return gives_direct_check(pos, m) ||
         (!m.is_drop() && G::line(m.from(), pos.king_square(~pos.side_to_move())));
}

}  // namespace tori::engine
