// Reading king-safety targets and fitting the danger inputs to them.
#include "tune/king_safety_fit.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <utility>

#include "core/text.h"
#include "core/variant.h"
#include "engine/eval/terms.h"
#include "tune/data_file.h"
#include "tune/dataset.h"
#include "tune/training_set.h"

namespace tori::tune {

namespace {

double danger_of(const KingSafetySet::Entries& inputs, const std::vector<double>& weights) {
  double d = 0;
  for (auto [i, n] : inputs) d += weights[std::size_t(i)] * n;
  return d;
}

template <class V>
double danger_cp(double d) {
  return d > 0 ? d * d / engine::eval::Terms<V>::DANGER_DIVISOR : 0.0;
}

std::size_t training_rows(const KingSafetySet& set, const KingSafetyOptions& options) {
  std::size_t rows = set.size() * std::size_t(100 - options.holdout_percent) / 100;
  return rows - rows % 2;  // both sides of a position on the same side of the split
}

}  // namespace

template <class V>
Result<KingSafetySet> read_king_safety(const std::string& path) {
  auto text = read_data_file(path);
  if (!text) return text.error();
  KingSafetySet set;
  std::istringstream in(text.value());
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    std::string_view content = trim(line);
    if (content.empty() || content.front() == '#') continue;
    auto sample = parse_king_safety<V>(content);
    if (!sample)
      return make_error(path + ": line " + std::to_string(number) + ": " + sample.error().message);
    auto inputs = danger_inputs(sample->position);
    // Black's attack is on White's king, and White's on Black's.
    set.inputs.push_back(std::move(inputs[BLACK]));
    set.target.push_back(-sample->white_safety);
    set.inputs.push_back(std::move(inputs[WHITE]));
    set.target.push_back(-sample->black_safety);
  }
  if (set.size() == 0) return make_error(path + ": no positions");
  return set;
}

template <class V>
KingSafetyReport king_safety_error(const KingSafetySet& set, const std::vector<double>& weights,
                                   const KingSafetyOptions& options) {
  const std::size_t split = training_rows(set, options);
  double error[2] = {}, sum[2] = {}, square[2] = {};
  std::size_t rows[2] = {};
  for (std::size_t r = 0; r < set.size(); ++r) {
    const int part = r >= split;
    const double target = options.scale * set.target[r];
    const double miss = danger_cp<V>(danger_of(set.inputs[r], weights)) - target;
    error[part] += miss * miss;
    sum[part] += target;
    square[part] += target * target;
    ++rows[part];
  }
  auto rmse = [&](int part) { return rows[part] ? std::sqrt(error[part] / rows[part]) : 0.0; };
  auto explained = [&](int part) {
    if (!rows[part]) return 0.0;
    double variance = square[part] - sum[part] * sum[part] / rows[part];
    return variance > 0 ? 1 - error[part] / variance : 0.0;
  };
  return {rmse(0), rmse(1), explained(0), explained(1)};
}

template <class V>
KingSafetyReport fit_king_safety(const KingSafetySet& set, std::vector<double>& weights,
                                 const KingSafetyOptions& options) {
  using T = engine::eval::Terms<V>;
  const std::size_t split = training_rows(set, options);
  constexpr double BETA1 = 0.9, BETA2 = 0.999, EPSILON = 1e-8;
  // Where the danger is not positive its value is flat; a small slope there lets a row whose
  // target is a real danger still pull its inputs up (from a start of zero, every row is flat).
  constexpr double FLAT_SLOPE = 0.01;
  std::vector<double> grad(weights.size()), m(weights.size()), v(weights.size());
  for (int epoch = 1; epoch <= options.epochs; ++epoch) {
    std::fill(grad.begin(), grad.end(), 0.0);
    for (std::size_t r = 0; r < split; ++r) {
      const double d = danger_of(set.inputs[r], weights);
      const double miss = danger_cp<V>(d) - options.scale * set.target[r];
      if (d <= 0 && miss >= 0) continue;
      const double slope = d > 0 ? 2 * d / T::DANGER_DIVISOR : FLAT_SLOPE;
      for (auto [i, n] : set.inputs[r]) grad[std::size_t(i)] += 2 * miss * slope * n;
    }
    const double correct1 = 1 - std::pow(BETA1, epoch), correct2 = 1 - std::pow(BETA2, epoch);
    for (int i = T::DANGER_FIRST; i < T::DANGER_END; ++i) {
      const std::size_t k = std::size_t(i);
      const double g = grad[k] / double(std::max<std::size_t>(split, 1));
      m[k] = BETA1 * m[k] + (1 - BETA1) * g;
      v[k] = BETA2 * v[k] + (1 - BETA2) * g * g;
      weights[k] -=
          options.learning_rate * (m[k] / correct1) / (std::sqrt(v[k] / correct2) + EPSILON);
    }
  }
  return king_safety_error<V>(set, weights, options);
}

template Result<KingSafetySet> read_king_safety<Tori>(const std::string&);
template Result<KingSafetySet> read_king_safety<Yari>(const std::string&);
template KingSafetyReport king_safety_error<Tori>(const KingSafetySet&, const std::vector<double>&,
                                                  const KingSafetyOptions&);
template KingSafetyReport king_safety_error<Yari>(const KingSafetySet&, const std::vector<double>&,
                                                  const KingSafetyOptions&);
template KingSafetyReport fit_king_safety<Tori>(const KingSafetySet&, std::vector<double>&,
                                                const KingSafetyOptions&);
template KingSafetyReport fit_king_safety<Yari>(const KingSafetySet&, std::vector<double>&,
                                                const KingSafetyOptions&);

}  // namespace tori::tune
