// The vocabulary of the rules core: colours, squares, pieces and moves, shared by both variants.
// Squares are numbered in reading order as Black sees the board: 0 is the top-left corner
// (file W, rank a), so FEN strings map onto square numbers without any arithmetic.
#pragma once

#include <cstdint>

namespace tori {

enum Color : uint8_t { BLACK = 0, WHITE = 1 };
constexpr int COLOR_NB = 2;
constexpr Color operator~(Color c) { return Color(c ^ 1); }

using Square = int;  // 0 .. W*H-1; a board never has more than 64 squares
constexpr Square NO_SQUARE = -1;

// A piece type is a small per-variant number (see variant_tori.h / variant_yari.h); 0 is "none".
using PieceType = uint8_t;
constexpr PieceType NO_PIECE_TYPE = 0;
constexpr int PIECE_TYPE_LIMIT = 16;

// A piece packs its type in the low nibble and its colour in bit 4, so that
// piece_type() and color_of() are one mask or shift each.
using Piece = uint8_t;
constexpr Piece NO_PIECE = 0;
constexpr Piece make_piece(Color c, PieceType t) { return Piece((c << 4) | t); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 15); }
constexpr Color color_of(Piece p) { return Color(p >> 4); }

// Move layout (16 bits):
//   bits 0-5   destination square
//   bits 6-11  origin square, or the dropped piece type for a drop
//   bit  12    promotion
//   bit  13    drop
// The value 0 (a move from square 0 to square 0) is never legal and means "no move".
class Move {
 public:
  constexpr Move() = default;
  static constexpr Move board(Square from, Square to, bool promote = false) {
    return Move(uint16_t(to | (from << 6) | (promote ? PROMOTE_BIT : 0)));
  }
  static constexpr Move drop(PieceType t, Square to) {
    return Move(uint16_t(to | (t << 6) | DROP_BIT));
  }
  static constexpr Move from_raw(uint16_t raw) { return Move(raw); }

  constexpr Square to() const { return bits_ & 63; }
  constexpr Square from() const { return (bits_ >> 6) & 63; }
  constexpr PieceType dropped() const { return PieceType((bits_ >> 6) & 63); }
  constexpr bool is_drop() const { return bits_ & DROP_BIT; }
  constexpr bool is_promotion() const { return bits_ & PROMOTE_BIT; }
  constexpr uint16_t raw() const { return bits_; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  static constexpr uint16_t PROMOTE_BIT = 1 << 12;
  static constexpr uint16_t DROP_BIT = 1 << 13;
  constexpr explicit Move(uint16_t bits) : bits_(bits) {}
  uint16_t bits_ = 0;
};

using Key = uint64_t;

}  // namespace tori
