// Full-batch Adam on the mean squared error of the logistic prediction.
#include "tune/fit.h"

#include <cmath>

namespace tori::tune {

namespace {

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// Adam's usual constants (Kingma and Ba).
constexpr double BETA1 = 0.9, BETA2 = 0.999, EPSILON = 1e-8;
// The search interval for K, in centipawns per unit of log-odds.
constexpr double SCALE_MIN = 10, SCALE_TOLERANCE = 0.01;
constexpr int REPORT_EVERY = 100;
constexpr double REGULARISATION_UNIT = 100.0 * 100.0;  // regularisation is per (100 cp)^2

}  // namespace

Fitter::Fitter(const TrainingSet& set, FitOptions options)
    : set_(set),
      options_(options),
      active_(std::size_t(set.weight_count), false),
      training_rows_(set.size() - set.size() * std::size_t(options.holdout_percent) / 100) {
  for (std::size_t row = 0; row < set.size(); ++row) {
    if (held_out(row)) continue;
    set.for_each_weight(row, [&](int i) { active_[std::size_t(i)] = true; });
  }
  for (auto [first, count] : options.frozen)
    for (int i = first; i < first + count; ++i) active_[std::size_t(i)] = false;
}

Losses Fitter::losses(const std::vector<double>& weights, double scale) const {
  double sum[2] = {0, 0};
  std::size_t count[2] = {0, 0};
  for (std::size_t row = 0; row < set_.size(); ++row) {
    double error = sigmoid(set_.evaluate(row, weights) / scale) - set_.result[row];
    int part = held_out(row) ? 1 : 0;
    sum[part] += error * error;
    ++count[part];
  }
  return {count[0] ? sum[0] / double(count[0]) : 0, count[1] ? sum[1] / double(count[1]) : 0};
}

// Golden-section search: the error is unimodal in K for any sensible data.
double Fitter::fit_scale(const std::vector<double>& weights, double largest) const {
  const double ratio = (std::sqrt(5.0) - 1) / 2;
  double lo = SCALE_MIN, hi = largest;
  double a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo);
  double fa = losses(weights, a).train, fb = losses(weights, b).train;
  while (hi - lo > SCALE_TOLERANCE) {
    if (fa < fb) {
      hi = b, b = a, fb = fa;
      a = hi - ratio * (hi - lo);
      fa = losses(weights, a).train;
    } else {
      lo = a, a = b, fa = fb;
      b = lo + ratio * (hi - lo);
      fb = losses(weights, b).train;
    }
  }
  return (lo + hi) / 2;
}

// The gradient of the training error (without regularisation).
void Fitter::gradient(const std::vector<double>& weights, double scale,
                      std::vector<double>& grad) const {
  std::fill(grad.begin(), grad.end(), 0.0);
  std::size_t count = 0;
  for (std::size_t row = 0; row < set_.size(); ++row) {
    if (held_out(row)) continue;
    double p = sigmoid(set_.evaluate(row, weights) / scale);
    double error = p - set_.result[row];
    ++count;
    set_.add_gradient(row, weights, 2 * error * p * (1 - p) / scale, grad);
  }
  if (!count) return;
  for (double& g : grad) g /= double(count);
}

std::vector<double> Fitter::fit(std::vector<double> weights, double scale,
                                const std::function<void(int, const Losses&)>& progress) const {
  const std::vector<double> start = weights;
  const double pull = 2 * options_.regularisation / REGULARISATION_UNIT;
  std::vector<double> grad(weights.size()), m(weights.size(), 0.0), v(weights.size(), 0.0);
  double beta1_power = 1, beta2_power = 1;
  for (int epoch = 1; epoch <= options_.epochs; ++epoch) {
    gradient(weights, scale, grad);
    beta1_power *= BETA1;
    beta2_power *= BETA2;
    for (std::size_t i = 0; i < weights.size(); ++i) {
      if (!active_[i]) continue;
      grad[i] += pull * (weights[i] - start[i]);
      m[i] = BETA1 * m[i] + (1 - BETA1) * grad[i];
      v[i] = BETA2 * v[i] + (1 - BETA2) * grad[i] * grad[i];
      double m_hat = m[i] / (1 - beta1_power), v_hat = v[i] / (1 - beta2_power);
      weights[i] -= options_.learning_rate * m_hat / (std::sqrt(v_hat) + EPSILON);
    }
    if (progress && (epoch % REPORT_EVERY == 0 || epoch == options_.epochs))
      progress(epoch, losses(weights, scale));
  }
  return weights;
}

}  // namespace tori::tune
