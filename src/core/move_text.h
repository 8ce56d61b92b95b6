// Moves as text: USI (`4e4d`, `3b3a+`, `S*3d`) and Fairy-Stockfish UCI (`d3d4`, `e6e7+`,
// `S@c4`). Parsing checks only the form of the move; whether it is legal is the game's question.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "core/types.h"

namespace tori {

template <class V>
Result<Move> parse_usi_move(std::string_view text);

template <class V>
std::string to_usi(Move m);

template <class V>
Result<Move> parse_uci_move(std::string_view text);

template <class V>
std::string to_uci(Move m);

// USI square names ("4e"), used by messages and notations.
template <class V>
std::string usi_square(Square s);

}  // namespace tori
