// How a piece type is described to the rest of the core: its letters, names, promotion and its
// moves as steps/jumps and rides in the owner's frame (dy > 0 is forward, dx > 0 is to the
// owner's right). White's moves are Black's rotated by 180 degrees.
#pragma once

#include <array>
#include <initializer_list>
#include <string_view>

#include "core/types.h"

namespace tori {

struct Leap {  // a step or a jump: reaches exactly one square, whatever stands between
  int dx, dy;
};

struct Ride {  // a slide along one line, stopped by the first piece; range 0 = unlimited
  int dx, dy, range;
};

struct PieceSpec {
  char letter = '?';               // FEN/USI letter of the base piece (uppercase)
  bool promoted = false;           // written "+letter"
  PieceType base = 0;              // the type it turns back into when captured
  PieceType promotes_to = 0;       // 0: does not promote
  bool dead_on_last_rank = false;  // cannot move from the last rank: no drop there, must promote
  std::string_view name;           // for players: "swallow", "eagle"
  std::string_view code;           // Western (Hodges) code: "Sw", "+Fa"
  std::array<Leap, 12> leaps{};
  int leap_count = 0;
  std::array<Ride, 6> rides{};
  int ride_count = 0;
};

// Adds moves to a spec; keeps the variant tables readable.
constexpr PieceSpec with_moves(PieceSpec s, std::initializer_list<Leap> leaps,
                               std::initializer_list<Ride> rides) {
  for (const Leap& l : leaps) s.leaps[s.leap_count++] = l;
  for (const Ride& r : rides) s.rides[s.ride_count++] = r;
  return s;
}

}  // namespace tori
