// The tuning run. By default it starts from the hand-set start weights, so its output depends on
// the command and the data only. `--from-committed` starts from the weights of the tree it was
// built from (a fine fit on new data); its output then depends on that tree as well.
#include "tune/fit_run.h"

#include <fmt/core.h>

#include <cmath>
#include <fstream>

#include "engine/eval/start_weights.h"
#include "engine/eval/weights.h"
#include "tune/training_set.h"
#include "tune/weights_header.h"

namespace tori::tune {

namespace {

std::string losses_text(const Losses& l) {
  return fmt::format("train {:.6f}, validation {:.6f}", l.train, l.validation);
}

std::string king_safety_text(const KingSafetyReport& r) {
  return fmt::format("error {:.1f} / {:.1f} cp, explained {:.3f} / {:.3f} (train / validation)",
                     r.rmse_train, r.rmse_validation, r.explained_train, r.explained_validation);
}

// K is fitted for the material of the start weights alone: the piece values are the part of
// the start we trust, and they fix what a centipawn means (a swallow or pawn is about 100).
template <class V>
std::vector<double> material_only(const std::vector<double>& weights) {
  using T = engine::eval::Terms<V>;
  std::vector<double> material(weights.size(), 0.0);
  for (int i = T::BOARD; i < T::PSQT; ++i) material[std::size_t(i)] = weights[std::size_t(i)];
  return material;
}

// The evaluation's scale is free (the weights times a factor, K times the same factor predict
// the same). The search's margins are in centipawns of the hand-set scale, so the fitted
// weights are scaled to give a full army (every piece of one side's set on the board) the same
// value as the start weights do.
template <class V>
double army_ratio(const engine::eval::Weights<V>& start, const std::vector<double>& fitted) {
  using T = engine::eval::Terms<V>;
  double start_army = 0, fitted_army = 0;
  for (int t = 1; t < V::TYPE_NB; ++t) {
    start_army += V::SET_COUNT[t] * start[T::BOARD + t];
    fitted_army += V::SET_COUNT[t] * fitted[std::size_t(T::BOARD + t)];
  }
  return fitted_army > 0 ? start_army / fitted_army : 1.0;
}

// Adds the hand bonus (FitRunOptions::hand_bonus) to the hand values of a weights table.
template <class V>
void add_hand_bonus(engine::eval::Weights<V>& weights, int bonus) {
  using T = engine::eval::Terms<V>;
  for (PieceType t : V::HAND_TYPES)
    weights[std::size_t(T::HAND + t)] += V::SPECS[t].ride_count > 0 ? bonus / 2 : bonus;
}

// The command on two comment lines, to stay within the line limit of the header.
std::string wrapped(std::string command) {
  std::size_t at = command.find(" --learning-rate");
  if (at != std::string::npos) command.replace(at, 1, "\n    ");
  at = command.find(" --king-safety");
  if (at != std::string::npos) command.replace(at, 1, "\n    ");
  at = command.find(" --output");
  if (at != std::string::npos) command.replace(at, 1, "\n    ");
  return command;
}

template <class V>
Result<FitReport> run_fit_for(const FitRunOptions& options,
                              const std::function<void(const std::string&)>& log) {
  auto read = read_training_set<V>(options.data_path);
  if (!read) return read.error();
  const TrainingSet& set = read.value();
  log(fmt::format("{} positions, {} coefficients", set.size(), set.index.size()));

  const auto start =
      options.from_committed ? engine::eval::WEIGHTS<V> : engine::eval::start_weights<V>();
  std::vector<double> weights(start.begin(), start.end());
  FitOptions fit_options = options.fit;
  if (!options.king_safety_path.empty()) {
    auto king_set = read_king_safety<V>(options.king_safety_path);
    if (!king_set) return king_set.error();
    KingSafetyOptions king_options = options.king_safety;
    king_options.holdout_percent = options.fit.holdout_percent;
    const KingSafetyReport before = king_safety_error<V>(king_set.value(), weights, king_options);
    const KingSafetyReport after = fit_king_safety<V>(king_set.value(), weights, king_options);
    log(fmt::format("king danger against {} sides' king safety: {}, then {}", king_set->size(),
                    king_safety_text(before), king_safety_text(after)));
    using T = engine::eval::Terms<V>;
    fit_options.frozen.emplace_back(T::DANGER_FIRST, T::DANGER_END - T::DANGER_FIRST);
  }
  for (const std::string& name : options.frozen_groups) {
    bool found = false;
    for (const auto& group : engine::eval::Terms<V>::GROUPS)
      if (group.name == name)
        fit_options.frozen.emplace_back(group.offset, group.size), found = true;
    if (!found) return make_error("no term group '" + name + "' to freeze");
  }
  Fitter fitter(set, fit_options);
  FitReport report;
  report.positions = set.size();
  report.scale = fitter.fit_scale(material_only<V>(weights));
  report.start = fitter.losses(weights, report.scale);
  log(fmt::format("K = {:.2f}; start weights: {}", report.scale, losses_text(report.start)));
  weights = fitter.fit(weights, report.scale, [&](int epoch, const Losses& l) {
    log(fmt::format("epoch {}: {}", epoch, losses_text(l)));
  });
  centre_tables<V>(weights);
  const double factor = army_ratio<V>(start, weights);
  // The danger is squared: its inputs scale by the root for its value to scale by the factor.
  for (std::size_t i = 0; i < weights.size(); ++i)
    weights[i] *= engine::eval::Terms<V>::is_danger(int(i)) ? std::sqrt(factor) : factor;
  report.scale *= factor;
  log(fmt::format("scaled by {:.4f} to the start's army value: K = {:.2f}", factor, report.scale));
  auto fitted = rounded<V>(weights);
  if (options.hand_bonus) {
    add_hand_bonus<V>(fitted, options.hand_bonus);
    log(fmt::format("hand values raised by {} (half for a piece that slides)", options.hand_bonus));
  }
  report.end = fitter.losses(std::vector<double>(fitted.begin(), fitted.end()), report.scale);
  log(fmt::format("rounded weights: {}", losses_text(report.end)));

  std::string provenance = fmt::format(
      "Reproduce with:\n  {}\n{} positions (the last {}% held out), K = {:.2f}\n"
      "mean squared error, start weights: {}\n"
      "mean squared error, these weights: {}",
      wrapped(fit_command(options)), report.positions, options.fit.holdout_percent, report.scale,
      losses_text(report.start), losses_text(report.end));
  std::ofstream out(options.output_path);
  out << weights_header<V>(fitted, provenance);
  if (!out) return make_error("cannot write " + options.output_path);
  return report;
}

}  // namespace

std::string fit_command(const FitRunOptions& o) {
  std::string freeze;
  for (const std::string& name : o.frozen_groups) freeze += (freeze.empty() ? "" : ",") + name;
  return fmt::format(
      "tori tune fit --variant {} --data {} --epochs {} --learning-rate {} "
      "--regularisation {} --holdout-percent {}{}{}{}{} --output {}",
      o.variant == VariantId::TORI ? "tori" : "yari", o.data_path, o.fit.epochs,
      o.fit.learning_rate, o.fit.regularisation, o.fit.holdout_percent,
      freeze.empty() ? "" : " --freeze " + freeze, o.from_committed ? " --from-committed" : "",
      o.king_safety_path.empty() ? ""
                                 : fmt::format(" --king-safety {} --king-scale {}",
                                               o.king_safety_path, o.king_safety.scale),
      o.hand_bonus ? fmt::format(" --hand-bonus {}", o.hand_bonus) : "", o.output_path);
}

Result<FitReport> run_fit(const FitRunOptions& options,
                          const std::function<void(const std::string&)>& log) {
  return visit_variant(options.variant, [&]<class V>() { return run_fit_for<V>(options, log); });
}

}  // namespace tori::tune
