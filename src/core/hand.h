// A player's pieces in hand packed into one 64-bit word: 8 bits per base piece type, so adding,
// removing and comparing hands are single integer operations. Type t (t >= 2) lives at bit
// 8 * (t - 2); the king (type 1) is never in hand.
#pragma once

#include <cstdint>

#include "core/types.h"

namespace tori {

class Hand {
 public:
  constexpr int count(PieceType t) const { return int((bits_ >> shift(t)) & 0xFF); }
  constexpr void add(PieceType t) { bits_ += uint64_t(1) << shift(t); }
  constexpr void remove(PieceType t) { bits_ -= uint64_t(1) << shift(t); }
  constexpr void set(PieceType t, int n) {
    bits_ = (bits_ & ~(uint64_t(0xFF) << shift(t))) | (uint64_t(n) << shift(t));
  }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr uint64_t raw() const { return bits_; }
  constexpr bool operator==(const Hand&) const = default;

 private:
  static constexpr int shift(PieceType t) { return 8 * (t - 2); }
  uint64_t bits_ = 0;
};

}  // namespace tori
