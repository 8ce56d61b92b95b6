// The Texel fit: it recovers known weights and a known scale from synthetic data, runs the same
// way twice, and centring the piece-square tables leaves every evaluation unchanged.
#include "tune/fit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>
#include <string>

#include "core/fen.h"
#include "core/movegen.h"
#include "engine/eval/evaluate_with.h"
#include "engine/eval/start_weights.h"
#include "engine/eval/weights.h"
#include "support/random_game.h"
#include "tune/training_set.h"
#include "tune/weights_header.h"

namespace tori::tune {
namespace {

// Rows of random small coefficients, labelled with the exact probability that the true
// weights predict (a noiseless "game result").
TrainingSet synthetic_set(const std::vector<double>& truth, double scale, int rows) {
  TrainingSet set;
  set.weight_count = int(truth.size());
  uint64_t state = 7;
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return int((state >> 33) % 7) - 3;
  };
  for (int r = 0; r < rows; ++r) {
    std::vector<std::pair<int, int>> entries;
    double eval = 0;
    for (int i = 0; i < set.weight_count; ++i) {
      int c = next();
      if (c) entries.emplace_back(i, c), eval += truth[std::size_t(i)] * c;
    }
    set.add_row(entries, {}, {}, 1.0 / (1.0 + std::exp(-eval / scale)));
  }
  return set;
}

TEST(Fit, RecoversKnownWeights) {
  const std::vector<double> truth = {100, -40, 15, 250};
  TrainingSet set = synthetic_set(truth, 150, 3000);
  FitOptions options;
  options.epochs = 3000;
  options.learning_rate = 2.0;
  Fitter fitter(set, options);
  std::vector<double> fitted = fitter.fit(std::vector<double>(truth.size(), 0.0), 150, {});
  for (std::size_t i = 0; i < truth.size(); ++i) EXPECT_NEAR(fitted[i], truth[i], 1.0) << i;
  EXPECT_LT(fitter.losses(fitted, 150).validation, 1e-5);
}

TEST(Fit, LeavesFrozenWeightsAlone) {
  const std::vector<double> truth = {100, -40, 15, 250};
  TrainingSet set = synthetic_set(truth, 150, 1000);
  FitOptions options;
  options.epochs = 300;
  options.frozen = {{1, 2}};
  Fitter fitter(set, options);
  std::vector<double> fitted = fitter.fit({0, 7, 8, 0}, 150, {});
  EXPECT_EQ(fitted[1], 7);
  EXPECT_EQ(fitted[2], 8);
  EXPECT_NE(fitted[0], 0);
}

TEST(Fit, RecoversTheScale) {
  const std::vector<double> truth = {100, -40, 15, 250};
  TrainingSet set = synthetic_set(truth, 180, 2000);
  Fitter fitter(set, FitOptions{});
  EXPECT_NEAR(fitter.fit_scale(truth), 180, 0.5);
}

TEST(Fit, IsReproducible) {
  const std::vector<double> truth = {100, -40, 15, 250};
  TrainingSet set = synthetic_set(truth, 150, 500);
  FitOptions options;
  options.epochs = 200;
  Fitter fitter(set, options);
  std::vector<double> start(truth.size(), 10.0);
  EXPECT_EQ(fitter.fit(start, 150, {}), fitter.fit(start, 150, {}));
}

// Positions along a seeded random game of Tori.
std::vector<Position<Tori>> tori_game() { return test_support::random_game<Tori>(3, 120); }

TrainingSet tori_positions() {
  TrainingSet set;
  for (const Position<Tori>& pos : tori_game()) add_position(set, pos, 0.5);
  return set;
}

// The committed weights and the start weights (whose king danger is never zero).
TEST(TrainingSet, RowsReproduceTheEvaluation) {
  const std::vector<Position<Tori>> positions = tori_game();
  TrainingSet set = tori_positions();
  ASSERT_EQ(set.size(), positions.size());
  ASSERT_GT(set.size(), 50u);
  engine::eval::NoSink none;
  for (const auto& w : {engine::eval::WEIGHTS<Tori>, engine::eval::start_weights<Tori>()}) {
    const std::vector<double> weights(w.begin(), w.end());
    for (std::size_t row = 0; row < set.size(); ++row)  // the engine rounds each danger down
      EXPECT_NEAR(set.evaluate(row, weights), engine::eval::evaluate_black(positions[row], w, none),
                  1.0);
  }
}

// The gradient, the king danger's squares included, against central differences.
TEST(TrainingSet, GradientMatchesFiniteDifferences) {
  using T = engine::eval::Terms<Tori>;
  TrainingSet set = tori_positions();
  const auto start = engine::eval::start_weights<Tori>();
  const std::vector<double> weights(start.begin(), start.end());
  int danger_rows = 0;
  for (std::size_t row = 0; row < set.size(); ++row) {
    std::vector<double> grad(weights.size(), 0.0);
    set.add_gradient(row, weights, 1.0, grad);
    for (int i : {T::BOARD + 2, T::TEMPO, T::DANGER_BIAS, T::DANGER_ATTACKERS,
                  T::DANGER_ZONE_ATTACKS, T::DANGER_IN_HAND}) {
      std::vector<double> up = weights, down = weights;
      const double step = 0.01;  // small: a danger near zero has a kink there
      up[std::size_t(i)] += step, down[std::size_t(i)] -= step;
      double numeric = (set.evaluate(row, up) - set.evaluate(row, down)) / (2 * step);
      EXPECT_NEAR(grad[std::size_t(i)], numeric, 1e-4 + 1e-3 * std::abs(numeric))
          << row << " " << i;
    }
    danger_rows += grad[std::size_t(T::DANGER_ATTACKERS)] != 0;
  }
  EXPECT_GT(danger_rows, 10);  // the danger's inputs were really exercised
}

TEST(WeightsHeader, CentringKeepsEveryEvaluation) {
  TrainingSet set = tori_positions();
  const auto& w = engine::eval::WEIGHTS<Tori>;
  std::vector<double> weights(w.begin(), w.end());
  Fitter fitter(set, FitOptions{});
  std::vector<double> centred = weights;
  centre_tables<Tori>(centred);
  EXPECT_NE(centred, weights);
  for (std::size_t row = 0; row < set.size(); ++row)
    EXPECT_NEAR(set.evaluate(row, centred), set.evaluate(row, weights), 1e-6) << row;
}

// The numbers of the table in a header, in order (comments skipped).
std::vector<int> numbers_of(const std::string& header) {
  std::size_t begin = header.find("= {") + 3, end = header.find("};");
  std::vector<int> numbers;
  std::istringstream lines(header.substr(begin, end - begin));
  for (std::string line; std::getline(lines, line);) {
    if (line.find("//") != std::string::npos) continue;
    std::istringstream fields(line);
    for (std::string field; std::getline(fields, field, ',');)
      if (field.find_first_not_of(' ') != std::string::npos) numbers.push_back(std::stoi(field));
  }
  return numbers;
}

template <class V>
void expect_round_trip() {
  engine::eval::Weights<V> weights{};
  for (int i = 0; i < engine::eval::Terms<V>::COUNT; ++i) weights[std::size_t(i)] = i % 97 - 40;
  // Cells no piece can read are written as zero; every other number must come back in place.
  std::vector<int> numbers = numbers_of(weights_header<V>(weights, ""));
  ASSERT_EQ(numbers.size(), std::size_t(engine::eval::Terms<V>::COUNT));
  for (int i = 0; i < engine::eval::Terms<V>::COUNT; ++i)
    if (numbers[std::size_t(i)] != 0) {
      EXPECT_EQ(numbers[std::size_t(i)], weights[std::size_t(i)]) << i;
    }
  EXPECT_EQ(numbers[engine::eval::Terms<V>::TEMPO], weights[engine::eval::Terms<V>::TEMPO]);
}

TEST(WeightsHeader, EveryWeightLandsInItsPlace) {
  expect_round_trip<Tori>();
  expect_round_trip<Yari>();
}

TEST(WeightsHeader, WritesTheTable) {
  std::string header = weights_header<Yari>(engine::eval::WEIGHTS<Yari>, "line one\nline two");
  EXPECT_NE(header.find("// line one\n// line two\n"), std::string::npos);
  EXPECT_NE(header.find("inline constexpr Weights<Yari> YARI_WEIGHTS = {"), std::string::npos);
  EXPECT_NE(header.find("// psqt: yari knight"), std::string::npos);
  // Yari's tables have one cell per rank, and the header says so; Tori's do not.
  EXPECT_NE(header.find("one cell per rank"), std::string::npos);
  std::string tori = weights_header<Tori>(engine::eval::WEIGHTS<Tori>, "");
  EXPECT_EQ(tori.find("one cell per rank"), std::string::npos);
}

}  // namespace
}  // namespace tori::tune
