// Fitting the king danger to a reference engine's own king-safety judgement. A Texel fit on
// results learns the danger only from games where it was punished, and our self-play games,
// between two players equally blind to it, seldom punish it: Fairy-Stockfish's king term put
// our king 2 to 8 pawns down in positions our danger called even (docs/tuning.md). So the danger
// inputs are fitted first to that engine's per-side king safety, position by position, and then
// left frozen while the Texel fit sets every other weight.
//
// The data format and its line reader are in dataset.h.
#pragma once

#include <string>
#include <vector>

#include "core/result.h"
#include "tune/training_set.h"

namespace tori::tune {

// Each row is one side's attack: its danger inputs and the danger value it should have, in
// the reference's pawns (the safety of the king it attacks, negated).
struct KingSafetySet {
  using Entries = TrainingSet::Entries;
  std::vector<Entries> inputs;
  std::vector<double> target;
  std::size_t size() const { return target.size(); }
};

// Every position of a data file (plain, .xz or .gz), two rows each; an error names the file and
// the line.
template <class V>
Result<KingSafetySet> read_king_safety(const std::string& path);

struct KingSafetyOptions {
  int epochs = 3000;
  double learning_rate = 2.0;  // Adam's step, in danger units
  int holdout_percent = 10;    // the last rows, held out of the fit
  double scale = 250;          // our centipawns per pawn of the reference
};

struct KingSafetyReport {
  // Root mean squared error of the danger value in centipawns, and the share of the targets'
  // variance explained (R^2), on the rows fitted and on those held out.
  double rmse_train = 0, rmse_validation = 0;
  double explained_train = 0, explained_validation = 0;
};

// The error of these weights' dangers on the set.
template <class V>
KingSafetyReport king_safety_error(const KingSafetySet& set, const std::vector<double>& weights,
                                   const KingSafetyOptions& options);

// Fits the danger inputs of `weights` (every other weight is left alone), from their values, by
// full-batch Adam on the squared error of the danger value; in a fixed order, so a run is
// reproducible to the last bit. Returns the error of the result.
template <class V>
KingSafetyReport fit_king_safety(const KingSafetySet& set, std::vector<double>& weights,
                                 const KingSafetyOptions& options);

}  // namespace tori::tune
