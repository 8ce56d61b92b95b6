// Turning fitted weights into the committed source: the piece-square tables centred on the
// board values, rounding to whole centipawns, and the C++ header engine/eval/weights_*.h.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/eval/terms.h"

namespace tori::tune {

// Moves the mean of each piece-square table (over the cells a piece can read) into the board
// value of the pieces that read it. Every evaluation stays the same; the board values become
// the pieces' average worth again, which is what the search's move ordering reads.
template <class V>
void centre_tables(std::vector<double>& weights);

template <class V>
engine::eval::Weights<V> rounded(const std::vector<double>& weights);

// The header, with `provenance` (the command, the data, the losses) as its opening comment.
template <class V>
std::string weights_header(const engine::eval::Weights<V>& weights, std::string_view provenance);

}  // namespace tori::tune
