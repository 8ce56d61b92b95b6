// Static exchange evaluation: whether a move, followed by the best sequence of recaptures on its
// square, gains at least a threshold. A drop is an exchange that starts with nothing captured and
// the dropped piece standing on the square. Pins and promotions are ignored: this is an estimate
// for move ordering and pruning, not a search.
#pragma once

#include <array>

#include "core/position.h"
#include "engine/eval_params.h"

namespace tori::engine {

template <class V>
struct SeeValues {
  // The king is worth more than anything it could capture, so it recaptures last.
  static constexpr int KING_VALUE = 100000;
  static constexpr int of(PieceType t) {
    return t == V::KING ? KING_VALUE : EvalParams<V>::BOARD[t];
  }
  // Piece types from least to most valuable, the order in which recaptures are made.
  static constexpr std::array<PieceType, V::TYPE_NB - 1> ORDER = [] {
    std::array<PieceType, V::TYPE_NB - 1> order{};
    for (int i = 0; i < V::TYPE_NB - 1; ++i) order[i] = PieceType(i + 1);
    for (int i = 1; i < V::TYPE_NB - 1; ++i)  // insertion sort: std::sort is constexpr only in
      for (int j = i; j > 0 && of(order[j]) < of(order[j - 1]); --j) {  // C++20 libraries
        PieceType t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
    return order;
  }();
};

template <class V>
bool see_ge(const Position<V>& pos, Move m, int threshold) {
  using S = SeeValues<V>;
  const Square to = m.to();
  const PieceType moved = m.is_drop() ? m.dropped() : type_of(pos.piece_on(m.from()));
  const int captured = m.is_drop() ? 0 : S::of(type_of(pos.piece_on(to)));

  // swap: what the side that just captured stands to lose if the next recapture happens.
  int swap = captured - threshold;
  if (swap < 0) return false;
  swap = S::of(moved) - swap;
  if (swap <= 0) return true;

  Bitboard occupied = pos.pieces() | square_bb(to);
  if (!m.is_drop()) occupied ^= square_bb(m.from());
  Color side = pos.side_to_move();
  bool result = true;
  while (true) {
    side = ~side;
    Bitboard attackers = pos.attackers_to(to, occupied, side) & occupied;
    if (!attackers) break;
    result = !result;
    PieceType next = V::KING;
    for (PieceType t : S::ORDER)
      if (attackers & pos.pieces(t)) {
        next = t;
        break;
      }
    if (next == V::KING)  // the king may recapture only if nothing defends the square
      return (pos.attackers_to(to, occupied, ~side) & occupied) ? !result : result;
    swap = S::of(next) - swap;
    if (swap < int(result)) break;
    occupied ^= square_bb(lsb(attackers & pos.pieces(next)));
  }
  return result;
}

}  // namespace tori::engine
