// Piece codes of the Latin-letter notations: Western (Hodges) codes such as "Sw", "+Fa", "YR",
// and the numeric (pychess) letters such as "S", "+F". Reading accepts the usual variants too
// (Tori: Go, Eg, Ql, Qr; Western codes in any letter case).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/types.h"

namespace tori {

template <class V>
std::string western_code(PieceType t);

template <class V>
std::string numeric_code(PieceType t);

struct PieceCodeMatch {
  PieceType type;
  std::size_t length;
};

// The longest code at the start of `text`, from the Western codes and/or the numeric letters.
template <class V>
std::optional<PieceCodeMatch> read_piece_code(std::string_view text, bool western, bool numeric);

}  // namespace tori
