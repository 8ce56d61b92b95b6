// The term-group effects: on positions labelled by the evaluation itself, K comes out as the
// labels' scale and every group that contributes makes the error worse when left out or
// doubled; sizes are the groups' own contributions; files that cannot be read are errors.
#include "tune/group_effects.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

#include "engine/eval/evaluate_with.h"
#include "engine/eval/terms.h"
#include "engine/eval/weights.h"
#include "support/random_game.h"

namespace tori::tune {
namespace {

constexpr double LABEL_SCALE = 700;

// Positions along a seeded random Yari game, each labelled with the probability that the
// committed evaluation predicts at LABEL_SCALE: data the evaluation fits perfectly.
TrainingSet self_labelled_yari() {
  TrainingSet set;
  for (const Position<Yari>& pos : test_support::random_game<Yari>(11, 160)) {
    engine::eval::NoSink none;
    const int black = engine::eval::evaluate_black(pos, engine::eval::WEIGHTS<Yari>, none);
    add_position(set, pos, 1.0 / (1.0 + std::exp(-black / LABEL_SCALE)));
  }
  return set;
}

std::vector<double> committed_yari() {
  const auto& w = engine::eval::WEIGHTS<Yari>;
  return std::vector<double>(w.begin(), w.end());
}

TEST(GroupEffects, OnSelfLabelledDataEveryContributingGroupIsNeeded) {
  const TrainingSet set = self_labelled_yari();
  const GroupEffects effects = measure_group_effects<Yari>(set, committed_yari());
  EXPECT_EQ(effects.positions, set.size());
  EXPECT_NEAR(effects.scale, LABEL_SCALE, 1.0);
  EXPECT_LT(effects.error, 1e-7);
  const auto& groups = engine::eval::Terms<Yari>::GROUPS;
  ASSERT_EQ(effects.groups.size(), groups.size());
  int contributing = 0;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const GroupEffect& effect = effects.groups[g];
    EXPECT_EQ(effect.name, groups[g].name);
    if (effect.mean_size < 1.0) continue;
    ++contributing;
    EXPECT_GT(effect.left_out, 0.0) << effect.name;
    EXPECT_GT(effect.doubled, 0.0) << effect.name;
  }
  EXPECT_GE(contributing, 10);
}

// The tempo weight counts once in every position, for one side or the other.
TEST(GroupEffects, SizeIsTheGroupsOwnContribution) {
  const GroupEffects effects = measure_group_effects<Yari>(self_labelled_yari(), committed_yari());
  const int tempo = engine::eval::WEIGHTS<Yari>[engine::eval::Terms<Yari>::TEMPO];
  bool found = false;
  for (const GroupEffect& effect : effects.groups) {
    if (effect.name != "tempo") continue;
    found = true;
    EXPECT_DOUBLE_EQ(effect.mean_size, std::abs(tempo));
  }
  EXPECT_TRUE(found);
}

TEST(GroupEffects, TheTableHasARowPerGroup) {
  const GroupEffects effects = measure_group_effects<Yari>(self_labelled_yari(), committed_yari());
  const std::string text = format_group_effects(effects);
  EXPECT_NE(text.find(std::to_string(effects.positions) + " positions, K = "), std::string::npos);
  for (const auto& group : engine::eval::Terms<Yari>::GROUPS)
    EXPECT_NE(text.find("  " + std::string(group.name) + " "), std::string::npos) << group.name;
}

TEST(GroupEffects, UnreadableOrEmptyFilesAreErrorsNamingTheFile) {
  auto missing = group_effects_of_file(VariantId::YARI, "/nonexistent/positions.txt");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().message.find("/nonexistent/positions.txt"), std::string::npos);

  const std::string empty_path = ::testing::TempDir() + "group_effects_empty.txt";
  std::ofstream(empty_path) << "# only a comment\n";
  auto empty = group_effects_of_file(VariantId::YARI, empty_path);
  ASSERT_FALSE(empty);
  EXPECT_NE(empty.error().message.find("no positions"), std::string::npos);

  const std::string bad_path = ::testing::TempDir() + "group_effects_bad.txt";
  std::ofstream(bad_path) << "not a position;1\n";
  auto bad = group_effects_of_file(VariantId::YARI, bad_path);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find(bad_path), std::string::npos);
}

}  // namespace
}  // namespace tori::tune
