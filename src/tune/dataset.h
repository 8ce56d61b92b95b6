// The tuner's data formats, each one position per line; lines starting with '#' and blank lines
// are skipped.
//
// Training data: one position per line, "SFEN;result", the result for Black
// (1 win, 0.5 draw, 0 loss; or any probability from 0 to 1, for labels that blend a game's
// result with a search score).
//
// King safety targets (king_safety_fit.h): "SFEN;black;white", each king's safety as a
// reference engine judges it, from that king's side, in its pawns (negative: the king is in
// danger).
#pragma once

#include <functional>
#include <istream>
#include <string_view>

#include "core/position.h"
#include "core/result.h"

namespace tori::tune {

// One line; a malformed one is an error that says what is wrong (without the line number).
template <class V>
Result<std::pair<Position<V>, double>> parse_sample(std::string_view line);

// One king safety line: the position and the two safeties; a malformed line is an error that
// says what is wrong (without the line number).
template <class V>
struct KingSafetySample {
  Position<V> position;
  double black_safety;
  double white_safety;
};
template <class V>
Result<KingSafetySample<V>> parse_king_safety(std::string_view line);

// Every sample of a stream, in order, to `sample`; returns how many. The first malformed line
// stops the reading with an error naming its line number.
template <class V>
Result<std::size_t> read_samples(std::istream& in,
                                 const std::function<void(const Position<V>&, double)>& sample);

}  // namespace tori::tune
