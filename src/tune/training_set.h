// Positions reduced to what the fit needs: for each, the sparse coefficients of the evaluation
// (count of each weight, Black's minus White's, as the trace records them), each side's king
// danger inputs, and the result. The evaluation is linear in its weights apart from the square
// of each side's danger, so this is computed once per position.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/position.h"
#include "core/result.h"

namespace tori::tune {

struct TrainingSet {
  int weight_count = 0;
  std::vector<uint32_t> row_start{0};  // row i is entries [row_start[i], row_start[i + 1])
  std::vector<uint16_t> index;
  std::vector<int16_t> coefficient;
  // Danger inputs: row i's Black inputs are [danger_start[2i], danger_start[2i + 1]), its
  // White inputs [danger_start[2i + 1], danger_start[2i + 2]).
  std::vector<uint32_t> danger_start{0};
  std::vector<uint16_t> danger_index;
  std::vector<int16_t> danger_count;
  std::vector<float> result;  // for Black: 1, 0.5 or 0 (or any probability)
  double danger_divisor = 1;  // the variant's Terms::DANGER_DIVISOR

  using Entries = std::vector<std::pair<int, int>>;
  std::size_t size() const { return result.size(); }
  void add_row(const Entries& entries, const Entries& black_danger, const Entries& white_danger,
               double black_result);
  // Black's evaluation with the given weights (the danger squares unrounded).
  double evaluate(std::size_t row, const std::vector<double>& weights) const;
  // Adds `factor` times the derivative of evaluate(row) by each weight to grad.
  void add_gradient(std::size_t row, const std::vector<double>& weights, double factor,
                    std::vector<double>& grad) const;
  // Calls f(index) for every weight row uses.
  template <class F>
  void for_each_weight(std::size_t row, F f) const {
    for (uint32_t k = row_start[row]; k < row_start[row + 1]; ++k) f(index[k]);
    for (uint32_t k = danger_start[2 * row]; k < danger_start[2 * row + 2]; ++k) f(danger_index[k]);
  }

 private:
  double danger(uint32_t first, uint32_t last, const std::vector<double>& weights) const;
};

// Appends a position: runs the evaluation with a recording sink.
template <class V>
void add_position(TrainingSet& set, const Position<V>& pos, double black_result);

// Each side's king danger inputs in a position (Black's, White's), summed per weight in index
// order.
template <class V>
std::array<TrainingSet::Entries, COLOR_NB> danger_inputs(const Position<V>& pos);

// Every position of a data file (plain, .xz or .gz; see dataset.h); an error names the file,
// and an empty file is one.
template <class V>
Result<TrainingSet> read_training_set(const std::string& path);

}  // namespace tori::tune
