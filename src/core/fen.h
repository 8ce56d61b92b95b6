// Reading and writing positions: the FEN of Fairy-Stockfish and pychess (hands in brackets,
// `w` = Black to move) and the USI SFEN (`b` = Black to move). See RULES.md, Formats.
#pragma once

#include <string>
#include <string_view>

#include "core/position.h"
#include "core/result.h"

namespace tori {

template <class V>
Result<Position<V>> parse_fen(std::string_view text);

template <class V>
Result<Position<V>> parse_sfen(std::string_view text);

// Either notation: a FEN has its hand in brackets; "startpos" is the start position.
template <class V>
Result<Position<V>> parse_position(std::string_view text);

template <class V>
std::string to_fen(const Position<V>& pos);

template <class V>
std::string to_sfen(const Position<V>& pos);

template <class V>
Position<V> start_position();

// A position put together piece by piece (a reader of another format): its derived state
// computed, and the checks a FEN gets, so that it could arise in a game (one king each, no more
// pieces than two sets hold, no piece that could never move, the side that moved not in check).
template <class V>
Result<Position<V>> finish_position(Position<V> pos);

// The letter(s) of a piece as FEN and SFEN write it: "S", "+s".
template <class V>
std::string piece_letters(Piece p);

}  // namespace tori
