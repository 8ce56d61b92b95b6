// Attack sets of every piece of a variant, from its PieceSpec table: steps and jumps come from
// precomputed per-square tables, rides are slid along precomputed rays. `of<C, T>` is fully
// resolved at compile time, so the move generator pays for no rule lookups.
#pragma once

#include <array>
#include <utility>

#include "core/bitboard.h"
#include "core/piece_spec.h"

namespace tori {

template <class V>
struct Attacks {
  using G = Geometry<V::W, V::H>;
  static constexpr int SQ = G::SQUARES;

  // A ride's direction on the screen for a piece of colour c: White's moves are Black's
  // rotated by 180 degrees.
  static constexpr int ride_direction(Color c, const Ride& r) {
    int sign = c == BLACK ? 1 : -1;
    return direction_from_delta(sign * r.dx, sign * r.dy);
  }

  struct Tables {
    std::array<std::array<std::array<Bitboard, SQ>, V::TYPE_NB>, COLOR_NB> leaps{};
    // Every square a piece's rides could reach on an empty board (used to find pinners).
    std::array<std::array<std::array<Bitboard, SQ>, V::TYPE_NB>, COLOR_NB> rides_empty{};
    std::array<std::array<Bitboard, SQ>, DIRECTION_NB> ray2{};  // the first two squares of a ray
  };

  static constexpr Tables build() {
    Tables t{};
    for (int c = 0; c < COLOR_NB; ++c)
      for (int type = 1; type < V::TYPE_NB; ++type) {
        const PieceSpec& spec = V::SPECS[type];
        int sign = c == BLACK ? 1 : -1;
        for (Square s = 0; s < SQ; ++s) {
          for (int i = 0; i < spec.leap_count; ++i) {
            Square to = G::offset(s, sign * spec.leaps[i].dx, sign * spec.leaps[i].dy);
            if (to != NO_SQUARE) t.leaps[c][type][s] |= square_bb(to);
          }
          for (int i = 0; i < spec.ride_count; ++i) {
            const Ride& r = spec.rides[i];
            t.rides_empty[c][type][s] |=
                G::ray_limited(s, ride_direction(Color(c), r), r.range ? r.range : 64);
          }
        }
      }
    for (int d = 0; d < DIRECTION_NB; ++d)
      for (Square s = 0; s < SQ; ++s) t.ray2[d][s] = G::ray_limited(s, d, 2);
    return t;
  }
  static constexpr Tables tables = build();

  template <Color C, PieceType T, int I>
  static Bitboard ride(Square s, Bitboard occ) {
    constexpr Ride r = V::SPECS[T].rides[I];
    constexpr int d = ride_direction(C, r);
    static_assert(r.range == 0 || r.range == 2, "only unlimited and two-square rides exist");
    if constexpr (r.range == 0)
      return G::slide(d, s, occ);
    else
      return G::slide(d, s, occ, tables.ray2[d][s]);
  }

  // Squares a piece of colour C and type T on s attacks, given the occupancy occ.
  template <Color C, PieceType T>
  static Bitboard of(Square s, Bitboard occ) {
    Bitboard a = tables.leaps[C][T][s];
    [&]<int... I>(std::integer_sequence<int, I...>) { ((a |= ride<C, T, I>(s, occ)), ...); }
    (std::make_integer_sequence<int, V::SPECS[T].ride_count>{});
    return a;
  }

  static constexpr bool has_rides(PieceType t) { return V::SPECS[t].ride_count > 0; }

  // The same, for a colour and type known only at run time.
  static Bitboard of(Color c, PieceType t, Square s, Bitboard occ) {
    using Fn = Bitboard (*)(Square, Bitboard);
    static constexpr auto table = []<int... T>(std::integer_sequence<int, T...>) {
      return std::array<std::array<Fn, V::TYPE_NB>, COLOR_NB>{
          {{&of<BLACK, PieceType(T)>...}, {&of<WHITE, PieceType(T)>...}}};
    }
    (std::make_integer_sequence<int, V::TYPE_NB>{});
    return table[c][t](s, occ);
  }
};

}  // namespace tori
