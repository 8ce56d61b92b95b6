// Which term groups of the committed evaluation help to foretell the results of a data set, and
// which mislead: for each group of Terms::GROUPS, its mean size over the positions, and how the
// prediction error changes when the group is left out or doubled, at the scale K that fits the
// evaluation as it is. Meant for positions from games against another engine
// (`tori tune extract`), where a group whose removal lowers the error points the wrong way on
// those positions; whether the engine plays better without it only games tell (docs/tuning.md,
// "Which terms mislead").
#pragma once

#include <string>
#include <vector>

#include "core/result.h"
#include "core/variant.h"
#include "tune/training_set.h"

namespace tori::tune {

struct GroupEffect {
  std::string name;
  double mean_size = 0;  // mean |contribution| over the positions, in centipawns
  double left_out = 0;   // mean squared error with the group's weights at 0, less `error`
  double doubled = 0;    // the same with the group's weights doubled
};

struct GroupEffects {
  std::size_t positions = 0;
  double scale = 0;  // K of p = 1 / (1 + exp(-eval / K)), fitted for the weights as they are
  double error = 0;  // the mean squared error of p against the results at that scale
  std::vector<GroupEffect> groups;  // in the order of Terms::GROUPS
};

// The effects of the groups of `weights` (a variant's full table) on `set`.
template <class V>
GroupEffects measure_group_effects(const TrainingSet& set, const std::vector<double>& weights);

// A table: positions, K and the error, then a row per group.
std::string format_group_effects(const GroupEffects& effects);

// The same for the committed weights of `variant` on a data file (plain, .xz or .gz).
Result<GroupEffects> group_effects_of_file(VariantId variant, const std::string& data_path);

}  // namespace tori::tune
