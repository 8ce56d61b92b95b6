// Positions reduced to what the fit needs: for each, the sparse coefficients of the evaluation
// (count of each weight, Black's minus White's, as the trace records them) and the result.
// The evaluation is linear in its weights, so this is computed once per position.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.h"

namespace tori::tune {

struct TrainingSet {
  int weight_count = 0;
  std::vector<uint32_t> row_start{0};  // row i is entries [row_start[i], row_start[i + 1])
  std::vector<uint16_t> index;
  std::vector<int16_t> coefficient;
  std::vector<float> result;  // for Black: 1, 0.5 or 0 (or any probability)

  std::size_t size() const { return result.size(); }
  void add_row(const std::vector<std::pair<int, int>>& entries, double black_result);
  // Black's evaluation with the given weights.
  double evaluate(std::size_t row, const std::vector<double>& weights) const;
};

// Appends a position: runs the evaluation with a recording sink.
template <class V>
void add_position(TrainingSet& set, const Position<V>& pos, double black_result);

}  // namespace tori::tune
