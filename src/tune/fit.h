// The Texel fit: with p = 1 / (1 + exp(-eval / K)) the predicted score of a position for Black,
// first find the scale K that best fits the start weights, then minimise the mean squared
// error between p and the game results over the weights (full-batch Adam). Every loop runs in
// a fixed order on one thread, so a run is reproducible to the last bit.
#pragma once

#include <functional>
#include <utility>
#include <vector>

#include "tune/training_set.h"

namespace tori::tune {

struct FitOptions {
  int epochs = 2000;
  double learning_rate = 1.0;  // Adam's step, in centipawns
  // The last this many percent of the positions are held out of the fit. Data files are in
  // game order, so these are whole games the fit never saw: an honest check for over-fitting.
  int holdout_percent = 10;
  // Pull towards the start weights: this much mean squared error per (100 cp)^2 of
  // difference, per weight. Rarely seen terms stay near their start instead of running off.
  double regularisation = 0.0;
  // Weight ranges [first, first + count) the fit leaves at their start values.
  std::vector<std::pair<int, int>> frozen;
};

struct Losses {
  double train = 0;
  double validation = 0;
};

class Fitter {
 public:
  Fitter(const TrainingSet& set, FitOptions options);

  // The scale that minimises the training error for these weights, at most `largest`.
  double fit_scale(const std::vector<double>& weights, double largest = 2000) const;
  Losses losses(const std::vector<double>& weights, double scale) const;
  // Adam from `weights` (which are also what regularisation pulls towards); `progress` is
  // called every 100 epochs and after the last.
  std::vector<double> fit(std::vector<double> weights, double scale,
                          const std::function<void(int, const Losses&)>& progress) const;
  // Weights no training position uses: they are left as they are.
  const std::vector<bool>& active() const { return active_; }

 private:
  bool held_out(std::size_t row) const { return row >= training_rows_; }
  void gradient(const std::vector<double>& weights, double scale, std::vector<double>& grad) const;

  const TrainingSet& set_;
  FitOptions options_;
  std::vector<bool> active_;
  std::size_t training_rows_;
};

}  // namespace tori::tune
