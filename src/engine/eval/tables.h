// Geometry the evaluation looks up, built at compile time: which weight a piece on a square
// uses in its piece-square table, each square's king zone, and from where a dropped piece would
// reach that zone.
#pragma once

#include <array>

#include "core/attacks.h"
#include "core/variant_yari.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// A piece whose moves are their own mirror image (left-right) needs only half a table; a piece
// that is another's mirror image (Tori's quails) shares that one's table with files reversed.
template <class V>
constexpr PieceType mirror_type(PieceType t) {
  auto mirrored = [](const PieceSpec& a, const PieceSpec& b) {
    if (a.leap_count != b.leap_count || a.ride_count != b.ride_count) return false;
    for (int i = 0; i < a.leap_count; ++i) {
      bool found = false;
      for (int j = 0; j < b.leap_count; ++j)
        found |= a.leaps[i].dx == -b.leaps[j].dx && a.leaps[i].dy == b.leaps[j].dy;
      if (!found) return false;
    }
    for (int i = 0; i < a.ride_count; ++i) {
      bool found = false;
      for (int j = 0; j < b.ride_count; ++j)
        found |= a.rides[i].dx == -b.rides[j].dx && a.rides[i].dy == b.rides[j].dy &&
                 a.rides[i].range == b.rides[j].range;
      if (!found) return false;
    }
    return true;
  };
  for (PieceType u = 1; u < V::TYPE_NB; ++u)
    if (mirrored(V::SPECS[t], V::SPECS[u])) return u;
  return NO_PIECE_TYPE;
}

// Whether a variant's piece-square tables have one cell per rank instead of one per square
// (file-folded). Yari's full tables, fitted on the few thousand self-play games there are, held
// noise worth several pawns in quiet, level positions, which the search then chased; how far a
// piece has advanced is what carries over from game to game.
template <class V>
inline constexpr bool RANK_ONLY_PSQT = false;
template <>
inline constexpr bool RANK_ONLY_PSQT<Yari> = true;

template <class V>
struct Tables {
  using G = Geometry<V::W, V::H>;
  using A = Attacks<V>;
  using T = Terms<V>;

  // The weight index of a piece of colour c and type t standing on s.
  std::array<std::array<std::array<int, G::SQUARES>, V::TYPE_NB>, COLOR_NB> psqt{};
  // The squares next to each square (a king's zone).
  std::array<Bitboard, G::SQUARES> near{};
  // drop_reach[c][t][k]: squares where a piece of colour c and type t would attack the zone of
  // a king on k on an empty board.
  std::array<std::array<std::array<Bitboard, G::SQUARES>, V::TYPE_NB>, COLOR_NB> drop_reach{};
  // flank[c][k]: the files within one of k's, in colour c's half of the board (the middle rank
  // included): where an attack on c's king on k gathers.
  std::array<std::array<Bitboard, G::SQUARES>, COLOR_NB> flank{};

  constexpr Tables() {
    for (int c = 0; c < COLOR_NB; ++c)
      for (PieceType t = 1; t < V::TYPE_NB; ++t)
        for (Square s = 0; s < G::SQUARES; ++s) psqt[c][t][s] = psqt_index(Color(c), t, s);
    for (Square s = 0; s < G::SQUARES; ++s)
      for (int d = 0; d < DIRECTION_NB; ++d) {
        Square n = G::offset(s, direction_dx(d), direction_dy(d));
        if (n != NO_SQUARE) near[s] |= square_bb(n);
      }
    for (int c = 0; c < COLOR_NB; ++c)
      for (PieceType t = 1; t < V::TYPE_NB; ++t)
        for (Square from = 0; from < G::SQUARES; ++from) {
          Bitboard reach = A::tables.leaps[c][t][from] | A::tables.rides_empty[c][t][from];
          for (Square k = 0; k < G::SQUARES; ++k)
            if (reach & (near[k] | square_bb(k))) drop_reach[c][t][k] |= square_bb(from);
        }
    for (int c = 0; c < COLOR_NB; ++c)
      for (Square k = 0; k < G::SQUARES; ++k)
        for (Square s = 0; s < G::SQUARES; ++s) {
          int file_distance = G::col(s) - G::col(k);
          // Black's half is the bottom one (rows counted from the top).
          bool own_half = c == BLACK ? 2 * G::row(s) >= V::H - 1 : 2 * G::row(s) <= V::H - 1;
          if (file_distance >= -1 && file_distance <= 1 && own_half) flank[c][k] |= square_bb(s);
        }
  }

  // Tables are in Black's frame; White's pieces see the board rotated by 180 degrees.
  static constexpr int psqt_index(Color c, PieceType t, Square s) {
    int col = c == BLACK ? G::col(s) : V::W - 1 - G::col(s);
    int row = c == BLACK ? G::row(s) : V::H - 1 - G::row(s);
    PieceType mirror = mirror_type<V>(t);
    PieceType table = t;
    if (RANK_ONLY_PSQT<V>) {
      col = 0;  // every file of a rank reads the first cell of that rank
    } else if (mirror == t) {
      col = col < V::W - 1 - col ? col : V::W - 1 - col;  // fold onto the left half
    } else if (mirror != NO_PIECE_TYPE && mirror < t) {
      table = mirror;  // the higher type of a mirror pair reads the lower one's table
      col = V::W - 1 - col;
    }
    return T::PSQT + table * T::CELLS + row * V::W + col;
  }
};

template <class V>
inline constexpr Tables<V> TABLES{};

}  // namespace tori::engine::eval
