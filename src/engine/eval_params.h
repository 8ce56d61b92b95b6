// The evaluation weights the search reads directly: piece values on the board (move ordering,
// delta pruning). They are a view of the one weights table in eval/weights_*.h.
#pragma once

#include <array>

#include "engine/eval/weights.h"

namespace tori::engine {

template <class V>
struct EvalParams {
  static constexpr std::array<int, V::TYPE_NB> BOARD = [] {
    std::array<int, V::TYPE_NB> values{};
    for (int t = 0; t < V::TYPE_NB; ++t) values[t] = eval::WEIGHTS<V>[eval::Terms<V>::BOARD + t];
    return values;
  }();
};

}  // namespace tori::engine
