// 64-bit bitboards and the board geometry they need (rays, lines, files), built at compile time
// for a board of W files and H ranks. Both variants fit: 7x7 = 49 and 7x9 = 63 squares.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/types.h"

namespace tori {

using Bitboard = uint64_t;

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
#if defined(__POPCNT__)
constexpr int popcount(Bitboard b) { return std::popcount(b); }
#else
// Portable builds (any x86-64) have no POPCNT instruction, and std::popcount then calls a
// table-driven libgcc routine; this inline version is about as fast as the instruction.
constexpr int popcount(Bitboard b) {
  b = b - ((b >> 1) & 0x5555555555555555ULL);
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return int((b * 0x0101010101010101ULL) >> 56);
}
#endif
constexpr Square lsb(Bitboard b) { return std::countr_zero(b); }
constexpr Square msb(Bitboard b) { return 63 - std::countl_zero(b); }
constexpr bool more_than_one(Bitboard b) { return b & (b - 1); }
inline Square pop_lsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}

// Directions in screen terms (as Black sees the board): "up" is towards rank a.
enum Direction : int { UP, DOWN, LEFT, RIGHT, UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT };
constexpr int DIRECTION_NB = 8;
constexpr int direction_dx(int d) {
  constexpr int dx[] = {0, 0, -1, 1, -1, 1, -1, 1};
  return dx[d];
}
constexpr int direction_dy(int d) {  // +1 = towards rank a
  constexpr int dy[] = {1, -1, 0, 0, 1, 1, -1, -1};
  return dy[d];
}
// Squares grow in reading order, so rays going down or right meet their first blocker at the
// lowest set bit; the others at the highest.
constexpr bool direction_increases_index(int d) {
  return d == DOWN || d == RIGHT || d == DOWN_LEFT || d == DOWN_RIGHT;
}
constexpr int opposite_direction(int d) {
  constexpr int opp[] = {DOWN, UP, RIGHT, LEFT, DOWN_RIGHT, DOWN_LEFT, UP_RIGHT, UP_LEFT};
  return opp[d];
}
constexpr int direction_from_delta(int dx, int dy) {
  for (int d = 0; d < DIRECTION_NB; ++d)
    if (direction_dx(d) == dx && direction_dy(d) == dy) return d;
  return -1;
}

template <int W, int H>
struct Geometry {
  static constexpr int SQUARES = W * H;
  static_assert(SQUARES <= 64);

  static constexpr int col(Square s) { return s % W; }  // 0 = leftmost file (file W)
  static constexpr int row(Square s) { return s / W; }  // 0 = rank a (top)
  static constexpr bool on_board(int c, int r) { return c >= 0 && c < W && r >= 0 && r < H; }
  static constexpr Square square(int c, int r) { return r * W + c; }
  static constexpr Bitboard ALL = SQUARES == 64 ? ~Bitboard(0) : (Bitboard(1) << SQUARES) - 1;

  // The square reached by moving (dx, dy) in screen terms, or NO_SQUARE off the board.
  static constexpr Square offset(Square s, int dx, int dy) {
    int c = col(s) + dx, r = row(s) - dy;
    return on_board(c, r) ? square(c, r) : NO_SQUARE;
  }

  static constexpr Bitboard ray_limited(Square s, int d, int range) {
    Bitboard b = 0;
    Square t = s;
    for (int i = 0; i < range; ++i) {
      t = offset(t, direction_dx(d), direction_dy(d));
      if (t == NO_SQUARE) break;
      b |= square_bb(t);
    }
    return b;
  }

  struct Tables {
    std::array<std::array<Bitboard, SQUARES>, DIRECTION_NB> ray{};
    std::array<std::array<Bitboard, SQUARES>, SQUARES> between{};  // strictly between
    std::array<std::array<Bitboard, SQUARES>, SQUARES> line{};     // whole line through both
    std::array<Bitboard, H> rank_mask{};
    std::array<Bitboard, W> file_mask{};
  };

  static constexpr Tables build() {
    Tables t{};
    for (Square s = 0; s < SQUARES; ++s) {
      t.rank_mask[row(s)] |= square_bb(s);
      t.file_mask[col(s)] |= square_bb(s);
      for (int d = 0; d < DIRECTION_NB; ++d) t.ray[d][s] = ray_limited(s, d, 64);
    }
    for (Square a = 0; a < SQUARES; ++a)
      for (int d = 0; d < DIRECTION_NB; ++d) {
        Bitboard seen = 0;
        for (Square b = offset(a, direction_dx(d), direction_dy(d)); b != NO_SQUARE;
             b = offset(b, direction_dx(d), direction_dy(d))) {
          t.between[a][b] = seen;
          t.line[a][b] = t.ray[d][a] | t.ray[opposite_direction(d)][a] | square_bb(a);
          seen |= square_bb(b);
        }
      }
    return t;
  }
  static constexpr Tables tables = build();

  static constexpr Bitboard ray(int d, Square s) { return tables.ray[d][s]; }
  static constexpr Bitboard between(Square a, Square b) { return tables.between[a][b]; }
  static constexpr Bitboard line(Square a, Square b) { return tables.line[a][b]; }
  static constexpr Bitboard rank_mask(int r) { return tables.rank_mask[r]; }
  static constexpr Bitboard file_mask(int c) { return tables.file_mask[c]; }

  // A sliding move along d from s over the occupancy occ; stops on (and includes) the first
  // occupied square. `limit` is a pre-cut ray for pieces of limited range.
  static constexpr Bitboard slide(int d, Square s, Bitboard occ, Bitboard limit = ALL) {
    Bitboard r = tables.ray[d][s] & limit;
    Bitboard blockers = r & occ;
    if (blockers) {
      Square b = direction_increases_index(d) ? lsb(blockers) : msb(blockers);
      r &= ~tables.ray[d][b];
    }
    return r;
  }
};

}  // namespace tori
