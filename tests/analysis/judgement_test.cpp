// Judgements and accuracy from the winning-chances curve, and the rules for mates.
#include "analysis/judgement.h"

#include <gtest/gtest.h>

namespace tori::analysis {
namespace {

const double SCALE = winning_chances_scale(VariantId::TORI);

std::optional<Judgement> judge(Evaluation before, Evaluation after) {
  return move_cost(before, after, false, SCALE).judgement;
}

TEST(WinningChances, AreOddAndBounded) {
  EXPECT_DOUBLE_EQ(winning_chances(Evaluation::centipawns(0), SCALE), 0);
  EXPECT_NEAR(winning_chances(Evaluation::centipawns(300), SCALE),
              -winning_chances(Evaluation::centipawns(-300), SCALE), 1e-12);
  EXPECT_GT(winning_chances(Evaluation::centipawns(300), SCALE),
            winning_chances(Evaluation::centipawns(100), SCALE));
  EXPECT_LT(winning_chances(Evaluation::centipawns(5000), SCALE), 1);
  EXPECT_EQ(winning_chances(Evaluation::mate(3), SCALE), 1);
  EXPECT_EQ(winning_chances(Evaluation::mate(-3), SCALE), -1);
  EXPECT_EQ(winning_chances(Evaluation::decided(0), SCALE), 0);
}

TEST(WinningChances, ScalesAreFittedPerVariantAndPlausible) {
  for (VariantId v : {VariantId::TORI, VariantId::YARI}) {
    // A pawn-sized advantage is worth something but decides nothing.
    double pawn = winning_chances(Evaluation::centipawns(100), winning_chances_scale(v));
    EXPECT_GT(pawn, 0.05);
    EXPECT_LT(pawn, 0.6);
  }
}

TEST(Judgement, GrowsWithTheDrop) {
  Evaluation level = Evaluation::centipawns(0);
  EXPECT_EQ(judge(level, level), std::nullopt);
  // Find where each threshold is crossed by walking down: every judgement appears, in order.
  std::vector<std::optional<Judgement>> seen;
  for (int cp = 0; cp >= -3000; cp -= 10) {
    auto j = judge(level, Evaluation::centipawns(cp));
    if (seen.empty() || seen.back() != j) seen.push_back(j);
  }
  ASSERT_EQ(seen.size(), 4u);
  EXPECT_EQ(seen[1], Judgement::INACCURACY);
  EXPECT_EQ(seen[2], Judgement::MISTAKE);
  EXPECT_EQ(seen[3], Judgement::BLUNDER);
}

TEST(Judgement, ALostCauseLosesLittleMore) {
  // From -2000 to -2500 the winning chances hardly move: no judgement.
  EXPECT_EQ(judge(Evaluation::centipawns(-2000), Evaluation::centipawns(-2500)), std::nullopt);
}

TEST(Judgement, MateLetGoDependsOnWhatIsLeft) {
  EXPECT_EQ(judge(Evaluation::mate(2), Evaluation::centipawns(1500)), Judgement::INACCURACY);
  EXPECT_EQ(judge(Evaluation::mate(2), Evaluation::centipawns(800)), Judgement::MISTAKE);
  EXPECT_EQ(judge(Evaluation::mate(2), Evaluation::centipawns(100)), Judgement::BLUNDER);
  EXPECT_EQ(judge(Evaluation::mate(2), Evaluation::mate(-4)), Judgement::BLUNDER);
  // A slower mate still wins: not judged.
  EXPECT_EQ(judge(Evaluation::mate(2), Evaluation::mate(5)), std::nullopt);
  EXPECT_EQ(judge(Evaluation::mate(1), Evaluation::decided(1)), std::nullopt);
}

TEST(Judgement, MateWalkedIntoDependsOnHowTheGameStood) {
  EXPECT_EQ(judge(Evaluation::centipawns(-1500), Evaluation::mate(-3)), Judgement::INACCURACY);
  EXPECT_EQ(judge(Evaluation::centipawns(-800), Evaluation::mate(-3)), Judgement::MISTAKE);
  EXPECT_EQ(judge(Evaluation::centipawns(200), Evaluation::mate(-3)), Judgement::BLUNDER);
  // Already mated: a quicker mate is not judged.
  EXPECT_EQ(judge(Evaluation::mate(-5), Evaluation::mate(-1)), std::nullopt);
}

TEST(MoveCost, TheBestMoveCostsNothing) {
  MoveCost cost = move_cost(Evaluation::centipawns(300), Evaluation::centipawns(-400), true, SCALE);
  EXPECT_EQ(cost.judgement, std::nullopt);
  EXPECT_EQ(cost.accuracy, 100);
  EXPECT_EQ(cost.centipawn_loss, 0);
}

TEST(MoveCost, AccuracyFallsAndLossIsCapped) {
  MoveCost small = move_cost(Evaluation::centipawns(0), Evaluation::centipawns(-50), false, SCALE);
  MoveCost large = move_cost(Evaluation::centipawns(0), Evaluation::centipawns(-500), false, SCALE);
  EXPECT_GT(small.accuracy, large.accuracy);
  EXPECT_LE(small.accuracy, 100);
  EXPECT_GE(large.accuracy, 0);
  EXPECT_EQ(small.centipawn_loss, 50);
  MoveCost mated = move_cost(Evaluation::centipawns(0), Evaluation::mate(-1), false, SCALE);
  EXPECT_EQ(mated.centipawn_loss, 1000);
  // A gain is no loss.
  EXPECT_EQ(
      move_cost(Evaluation::centipawns(0), Evaluation::centipawns(80), false, SCALE).centipawn_loss,
      0);
}

TEST(JudgementNames, RoundTrip) {
  for (Judgement j : {Judgement::INACCURACY, Judgement::MISTAKE, Judgement::BLUNDER})
    EXPECT_EQ(parse_judgement_name(judgement_name(j)), j);
  EXPECT_EQ(parse_judgement_name("dubious"), std::nullopt);
}

}  // namespace
}  // namespace tori::analysis
