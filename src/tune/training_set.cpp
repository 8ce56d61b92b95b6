// Recording a position's coefficients through the evaluation's sink.
#include "tune/training_set.h"

#include <algorithm>
#include <sstream>

#include "core/variant.h"
#include "engine/eval/evaluate_with.h"
#include "engine/eval/weights.h"
#include "tune/data_file.h"
#include "tune/dataset.h"

namespace tori::tune {

namespace {

// Sums the counts per weight (a weight may be added more than once, e.g. two pieces on
// mirrored squares) and hands them back sorted by index, so rows are the same on every run.
template <class V>
class Accumulator {
 public:
  void add(int index, int count) {
    if (!count) return;
    if (!dense_[index]) touched_.push_back(index);
    dense_[index] += count;
  }
  TrainingSet::Entries take() {
    std::sort(touched_.begin(), touched_.end());
    TrainingSet::Entries entries;
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

// The linear coefficients, and each side's danger inputs apart.
template <class V>
struct CoefficientSink {
  Accumulator<V> linear;
  Accumulator<V> danger_of[COLOR_NB];
  void add(int index, int count) { linear.add(index, count); }
  void danger(Color c, int index, int count) { danger_of[c].add(index, count); }
};

void append(const TrainingSet::Entries& entries, std::vector<uint16_t>& index,
            std::vector<int16_t>& count) {
  for (auto [i, c] : entries) {
    index.push_back(uint16_t(i));
    count.push_back(int16_t(std::clamp(c, -32768, 32767)));
  }
}

}  // namespace

void TrainingSet::add_row(const Entries& entries, const Entries& black_danger,
                          const Entries& white_danger, double black_result) {
  append(entries, index, coefficient);
  row_start.push_back(uint32_t(index.size()));
  append(black_danger, danger_index, danger_count);
  danger_start.push_back(uint32_t(danger_index.size()));
  append(white_danger, danger_index, danger_count);
  danger_start.push_back(uint32_t(danger_index.size()));
  result.push_back(float(black_result));
}

double TrainingSet::danger(uint32_t first, uint32_t last,
                           const std::vector<double>& weights) const {
  double sum = 0;
  for (uint32_t k = first; k < last; ++k) sum += weights[danger_index[k]] * danger_count[k];
  return sum;
}

double TrainingSet::evaluate(std::size_t row, const std::vector<double>& weights) const {
  double sum = 0;
  for (uint32_t k = row_start[row]; k < row_start[row + 1]; ++k)
    sum += weights[index[k]] * coefficient[k];
  const uint32_t* d = &danger_start[2 * row];
  double black = std::max(0.0, danger(d[0], d[1], weights));
  double white = std::max(0.0, danger(d[1], d[2], weights));
  return sum + (black * black - white * white) / danger_divisor;
}

// d/dw of D^2 / divisor is 2 D x / divisor where D > 0, and nothing where the danger is not
// positive (the term is flat there).
void TrainingSet::add_gradient(std::size_t row, const std::vector<double>& weights, double factor,
                               std::vector<double>& grad) const {
  for (uint32_t k = row_start[row]; k < row_start[row + 1]; ++k)
    grad[index[k]] += factor * coefficient[k];
  const uint32_t* d = &danger_start[2 * row];
  for (int side = 0; side < 2; ++side) {
    double value = danger(d[side], d[side + 1], weights);
    if (value <= 0) continue;
    double slope = factor * (side == 0 ? 2 : -2) * value / danger_divisor;
    for (uint32_t k = d[side]; k < d[side + 1]; ++k)
      grad[danger_index[k]] += slope * danger_count[k];
  }
}

template <class V>
void add_position(TrainingSet& set, const Position<V>& pos, double black_result) {
  CoefficientSink<V> sink;
  set.weight_count = engine::eval::Terms<V>::COUNT;
  set.danger_divisor = engine::eval::Terms<V>::DANGER_DIVISOR;
  engine::eval::evaluate_black(pos, engine::eval::WEIGHTS<V>, sink);
  set.add_row(sink.linear.take(), sink.danger_of[BLACK].take(), sink.danger_of[WHITE].take(),
              black_result);
}

template <class V>
std::array<TrainingSet::Entries, COLOR_NB> danger_inputs(const Position<V>& pos) {
  CoefficientSink<V> sink;
  engine::eval::evaluate_black(pos, engine::eval::WEIGHTS<V>, sink);
  return {sink.danger_of[BLACK].take(), sink.danger_of[WHITE].take()};
}

template <class V>
Result<TrainingSet> read_training_set(const std::string& path) {
  auto text = read_data_file(path);
  if (!text) return text.error();
  TrainingSet set;
  set.weight_count = engine::eval::Terms<V>::COUNT;
  std::istringstream in(text.value());
  auto read = read_samples<V>(
      in, [&](const Position<V>& pos, double result) { add_position(set, pos, result); });
  if (!read) return make_error(path + ": " + read.error().message);
  if (set.size() == 0) return make_error(path + ": no positions");
  return set;
}

template void add_position<Tori>(TrainingSet&, const Position<Tori>&, double);
template void add_position<Yari>(TrainingSet&, const Position<Yari>&, double);
template std::array<TrainingSet::Entries, COLOR_NB> danger_inputs<Tori>(const Position<Tori>&);
template std::array<TrainingSet::Entries, COLOR_NB> danger_inputs<Yari>(const Position<Yari>&);
template Result<TrainingSet> read_training_set<Tori>(const std::string&);
template Result<TrainingSet> read_training_set<Yari>(const std::string&);

}  // namespace tori::tune
