// One training position for the NNUE trainer in 56 bytes: the board as an occupancy bitboard
// with a type nibble and a colour bit per piece, both hands, side to move, the search's score,
// the game's result, the ply and the game it came from. Layout in docs/nnue.md; the Python
// trainer (tools/nnue/data.py) reads the same bytes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/position.h"

namespace tori::tune {

constexpr int PACKED_SIZE = 56;
constexpr int PACKED_MAX_PIECES = 32;  // every piece of a Tori game; Yari has 28
constexpr int PACKED_HAND_TYPES = 6;   // hand counts per side, in the variant's HAND_TYPES order

struct TrainingPosition {
  int score = 0;      // centipawns for the side to move, from a search; int16 range
  int result = 0;     // the game's result for the side to move: 1 win, 0 draw, -1 loss
  int ply = 0;        // the position's move number (SFEN), saturated at 65535
  uint32_t game = 0;  // which game of the run: keeps a game's positions together when splitting
};

using PackedBytes = std::array<unsigned char, PACKED_SIZE>;

// The game a record came from, read without unpacking the rest.
uint32_t packed_game(const PackedBytes& bytes);

// Empty when the position does not fit (more than 32 pieces on the board: only a hand-made one).
template <class V>
std::optional<PackedBytes> pack(const Position<V>& pos, const TrainingPosition& label);

// The position and its label back; empty when the bytes do not describe a position of V.
template <class V>
std::optional<std::pair<Position<V>, TrainingPosition>> unpack(const PackedBytes& bytes);

}  // namespace tori::tune
