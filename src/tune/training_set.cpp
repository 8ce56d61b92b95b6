// Recording a position's coefficients through the evaluation's sink.
#include "tune/training_set.h"

#include <algorithm>

#include "core/variant.h"
#include "engine/eval/evaluate_with.h"
#include "engine/eval/weights.h"

namespace tori::tune {

namespace {

// Sums the counts per weight (a weight may be added more than once, e.g. two pieces on
// mirrored squares) and hands them back sorted by index, so rows are the same on every run.
template <class V>
class CoefficientSink {
 public:
  void add(int index, int count) {
    if (!count) return;
    if (!dense_[index]) touched_.push_back(index);
    dense_[index] += count;
  }
  std::vector<std::pair<int, int>> take() {
    std::sort(touched_.begin(), touched_.end());
    std::vector<std::pair<int, int>> entries;
    for (int i : touched_) {
      if (dense_[i]) entries.emplace_back(i, dense_[i]);
      dense_[i] = 0;
    }
    touched_.clear();
    return entries;
  }

 private:
  std::array<int, engine::eval::Terms<V>::COUNT> dense_{};
  std::vector<int> touched_;
};

}  // namespace

void TrainingSet::add_row(const std::vector<std::pair<int, int>>& entries, double black_result) {
  for (auto [i, c] : entries) {
    index.push_back(uint16_t(i));
    coefficient.push_back(int16_t(std::clamp(c, -32768, 32767)));
  }
  row_start.push_back(uint32_t(index.size()));
  result.push_back(float(black_result));
}

double TrainingSet::evaluate(std::size_t row, const std::vector<double>& weights) const {
  double sum = 0;
  for (uint32_t k = row_start[row]; k < row_start[row + 1]; ++k)
    sum += weights[index[k]] * coefficient[k];
  return sum;
}

template <class V>
void add_position(TrainingSet& set, const Position<V>& pos, double black_result) {
  CoefficientSink<V> sink;
  set.weight_count = engine::eval::Terms<V>::COUNT;
  engine::eval::evaluate_black(pos, engine::eval::WEIGHTS<V>, sink);
  set.add_row(sink.take(), black_result);
}

template void add_position<Tori>(TrainingSet&, const Position<Tori>&, double);
template void add_position<Yari>(TrainingSet&, const Position<Yari>&, double);

}  // namespace tori::tune
