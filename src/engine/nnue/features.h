// The network's inputs for one variant: which (colour, piece type, square) and which hand counts
// are active, numbered as one perspective sees them. Each side sees the board as Black does (its
// own pieces first, squares turned 180 degrees for White), so one set of weights serves both.
#pragma once

#include <array>
#include <cstdint>

#include "core/position.h"

namespace tori::engine::nnue {

template <class V>
struct Features {
  static constexpr int SQUARES = V::W * V::H;
  static constexpr int PIECE_TYPES = V::TYPE_NB - 1;  // 1 .. TYPE_NB-1, promoted types included
  static constexpr int BOARD = 2 * PIECE_TYPES * SQUARES;

  // A hand holds at most every piece of a base type from both sets; hand feature (side, type, i)
  // is active while the count is above i, so taking or giving one piece changes one feature.
  static constexpr int hand_limit(PieceType t) { return 2 * V::SET_COUNT[t]; }
  static constexpr std::array<int, V::TYPE_NB> HAND_OFFSET = [] {
    std::array<int, V::TYPE_NB> offset{};
    int next = 0;
    for (PieceType t : V::HAND_TYPES) {
      offset[t] = next;
      next += hand_limit(t);
    }
    return offset;
  }();
  static constexpr int HAND_PER_SIDE = [] {
    int n = 0;
    for (PieceType t : V::HAND_TYPES) n += hand_limit(t);
    return n;
  }();
  static constexpr int COUNT = BOARD + 2 * HAND_PER_SIDE;
  // More active features than this never occur: every piece of both sets once, on the board or
  // as one hand feature.
  static constexpr int MAX_ACTIVE = 2 * 32 + 8;

  // 0 for the perspective's own pieces, 1 for the opponent's.
  static constexpr int side(Color perspective, Color c) { return c == perspective ? 0 : 1; }
  static constexpr Square oriented(Color perspective, Square s) {
    return perspective == BLACK ? s : SQUARES - 1 - s;
  }

  static constexpr int board(Color perspective, Piece p, Square s) {
    return (side(perspective, color_of(p)) * PIECE_TYPES + type_of(p) - 1) * SQUARES +
           oriented(perspective, s);
  }
  // The feature of the (i+1)-th piece of type t in c's hand; -1 above the limit, where a
  // position set up by hand could hold more than both sets have.
  static constexpr int hand(Color perspective, Color c, PieceType t, int i) {
    if (i >= hand_limit(t)) return -1;
    return BOARD + side(perspective, c) * HAND_PER_SIDE + HAND_OFFSET[t] + i;
  }

  // Every active feature of pos as `perspective` sees it; returns how many.
  static int active(const Position<V>& pos, Color perspective, std::array<int, MAX_ACTIVE>& out) {
    int n = 0;
    for (Bitboard b = pos.pieces(); b && n < MAX_ACTIVE;) {
      Square s = pop_lsb(b);
      out[n++] = board(perspective, pos.piece_on(s), s);
    }
    for (Color c : {BLACK, WHITE})
      for (PieceType t : V::HAND_TYPES)
        for (int i = 0, count = pos.hand(c).count(t); i < count && n < MAX_ACTIVE; ++i) {
          int f = hand(perspective, c, t, i);
          if (f >= 0) out[n++] = f;
        }
    return n;
  }
};

}  // namespace tori::engine::nnue
