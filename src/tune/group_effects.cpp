// Each group is judged with the others as they are and K held where it fits the whole: the
// question is what this group adds to the evaluation the engine plays with, not what a refit
// would make of it.
#include "tune/group_effects.h"

#include <fmt/core.h>

#include <cmath>

#include "engine/eval/terms.h"
#include "engine/eval/weights.h"
#include "tune/fit.h"

namespace tori::tune {

namespace {

// Games against a stronger engine foretell results far less sharply than self-play does, so
// the fitted K may lie well above the self-play fit's bound.
constexpr double LARGEST_SCALE = 100000;

std::vector<double> with_group_scaled(std::vector<double> weights, int offset, int size,
                                      double factor) {
  for (int i = offset; i < offset + size; ++i) weights[std::size_t(i)] *= factor;
  return weights;
}

}  // namespace

template <class V>
GroupEffects measure_group_effects(const TrainingSet& set, const std::vector<double>& weights) {
  FitOptions all_rows;
  all_rows.holdout_percent = 0;
  const Fitter fitter(set, all_rows);
  GroupEffects effects;
  effects.positions = set.size();
  effects.scale = fitter.fit_scale(weights, LARGEST_SCALE);
  effects.error = fitter.losses(weights, effects.scale).train;
  for (const auto& group : engine::eval::Terms<V>::GROUPS) {
    const auto without = with_group_scaled(weights, group.offset, group.size, 0);
    const auto doubled = with_group_scaled(weights, group.offset, group.size, 2);
    GroupEffect effect;
    effect.name = std::string(group.name);
    double size_sum = 0;
    for (std::size_t row = 0; row < set.size(); ++row)
      size_sum += std::abs(set.evaluate(row, weights) - set.evaluate(row, without));
    effect.mean_size = set.size() ? size_sum / double(set.size()) : 0;
    effect.left_out = fitter.losses(without, effects.scale).train - effects.error;
    effect.doubled = fitter.losses(doubled, effects.scale).train - effects.error;
    effects.groups.push_back(effect);
  }
  return effects;
}

std::string format_group_effects(const GroupEffects& effects) {
  std::string text = fmt::format("{} positions, K = {:.1f}, mean squared error {:.5f}\n\n",
                                 effects.positions, effects.scale, effects.error);
  text += fmt::format("  {:<24}{:>12}{:>12}{:>12}\n", "group", "mean |cp|", "left out", "doubled");
  for (const GroupEffect& g : effects.groups)
    text += fmt::format("  {:<24}{:>12.1f}{:>+12.5f}{:>+12.5f}\n", g.name, g.mean_size, g.left_out,
                        g.doubled);
  return text;
}

Result<GroupEffects> group_effects_of_file(VariantId variant, const std::string& data_path) {
  return visit_variant(variant, [&]<class V>() -> Result<GroupEffects> {
    auto set = read_training_set<V>(data_path);
    if (!set) return set.error();
    const auto& committed = engine::eval::WEIGHTS<V>;
    return measure_group_effects<V>(set.value(),
                                    std::vector<double>(committed.begin(), committed.end()));
  });
}

template GroupEffects measure_group_effects<Tori>(const TrainingSet&, const std::vector<double>&);
template GroupEffects measure_group_effects<Yari>(const TrainingSet&, const std::vector<double>&);

}  // namespace tori::tune
