// Zobrist keys, generated at compile time, so that a position's key is a constant function of
// its contents. Hands are keyed by (colour, type, count), which lets the key cover both hands.
#pragma once

#include <array>

#include "core/types.h"

namespace tori::zobrist {

constexpr int MAX_HAND_COUNT = 32;

struct Keys {
  std::array<std::array<std::array<Key, 64>, PIECE_TYPE_LIMIT>, COLOR_NB> board{};
  std::array<std::array<std::array<Key, MAX_HAND_COUNT>, PIECE_TYPE_LIMIT>, COLOR_NB> hand{};
  Key white_to_move = 0;
};

constexpr Keys build() {
  Keys k{};
  uint64_t state = 0x9E3779B97F4A7C15ULL;
  auto next = [&state] {  // splitmix64
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& colour : k.board)
    for (auto& type : colour)
      for (Key& key : type) key = next();
  for (auto& colour : k.hand)
    for (auto& type : colour) {
      type[0] = 0;  // an empty hand contributes nothing
      for (int n = 1; n < MAX_HAND_COUNT; ++n) type[n] = next();
    }
  k.white_to_move = next();
  return k;
}

inline constexpr Keys KEYS = build();

}  // namespace tori::zobrist
