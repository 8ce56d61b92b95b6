// Elo, intervals and the SPRT on inputs whose answers were worked out by hand (the arithmetic
// is in the comments), so that a change to the formulas cannot pass unnoticed.
#include "match/match_stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace tori::match {
namespace {

TEST(EloTest, EvenScoreIsZeroElo) {
  EXPECT_EQ(elo_of_score(0.5), 0.0);
  EXPECT_FALSE(std::signbit(elo_of_score(0.5)));  // printed as +0.0, never -0.0
  EXPECT_DOUBLE_EQ(score_of_elo(0), 0.5);
}

TEST(EloTest, LogisticModel) {
  // 0.75: -400 log10(1/0.75 - 1) = -400 log10(1/3) = 400 * 0.477121 = 190.8485.
  EXPECT_NEAR(elo_of_score(0.75), 190.8485, 1e-3);
  EXPECT_NEAR(elo_of_score(0.25), -190.8485, 1e-3);
  EXPECT_NEAR(score_of_elo(190.8485), 0.75, 1e-6);
  EXPECT_TRUE(std::isinf(elo_of_score(1.0)) && elo_of_score(1.0) > 0);
  EXPECT_TRUE(std::isinf(elo_of_score(0.0)) && elo_of_score(0.0) < 0);
}

TEST(EloTest, TrinomialWithoutDraws) {
  // 60 wins, 40 losses: score 0.6, Elo -400 log10(2/3) = 70.44. Per-game variance
  // 0.6 * 0.4^2 + 0.4 * 0.6^2 = 0.24; standard error sqrt(0.24 / 100) = 0.04899; the score's
  // interval 0.6 -+ 1.96 * 0.04899 = [0.50398, 0.69602], in Elo [+2.77, +143.91].
  EloEstimate e = estimate_trinomial({60, 40, 0});
  EXPECT_EQ(e.samples, 100);
  EXPECT_DOUBLE_EQ(e.score, 0.6);
  EXPECT_NEAR(e.standard_error, 0.048990, 1e-6);
  EXPECT_NEAR(e.score_low, 0.503981, 1e-6);
  EXPECT_NEAR(e.score_high, 0.696019, 1e-6);
  EXPECT_NEAR(e.elo, 70.4365, 1e-3);
  EXPECT_NEAR(e.elo_low, 2.7669, 1e-3);
  EXPECT_NEAR(e.elo_high, 143.9092, 1e-3);
}

TEST(EloTest, TrinomialWithDraws) {
  // 30 wins, 20 losses, 50 draws: score 0.55; variance 0.3 * 0.45^2 + 0.5 * 0.05^2 +
  // 0.2 * 0.55^2 = 0.1225; standard error 0.035; Elo +34.86 in [-12.93, +84.01].
  EloEstimate e = estimate_trinomial({30, 20, 50});
  EXPECT_DOUBLE_EQ(e.score, 0.55);
  EXPECT_NEAR(e.standard_error, 0.035, 1e-9);
  EXPECT_NEAR(e.elo, 34.8601, 1e-3);
  EXPECT_NEAR(e.elo_low, -12.9297, 1e-3);
  EXPECT_NEAR(e.elo_high, 84.0108, 1e-3);
}

TEST(EloTest, Pentanomial) {
  // Pairs scoring 0, 0.5, 1, 1.5, 2 points: 2, 10, 20, 12, 6 (50 pairs). Mean pair score
  // (0 * 2 + 0.25 * 10 + 0.5 * 20 + 0.75 * 12 + 1 * 6) / 50 = 0.55; variance
  // (2 * 0.55^2 + 10 * 0.3^2 + 20 * 0.05^2 + 12 * 0.2^2 + 6 * 0.45^2) / 50 = 0.065;
  // standard error sqrt(0.065 / 50) = 0.036056; Elo +34.86 in [-14.37, +85.54].
  Pentanomial p;
  p.counts = {2, 10, 20, 12, 6};
  EloEstimate e = estimate_pentanomial(p);
  EXPECT_EQ(e.samples, 50);
  EXPECT_DOUBLE_EQ(e.score, 0.55);
  EXPECT_NEAR(e.standard_error, 0.0360555, 1e-6);
  EXPECT_NEAR(e.elo_low, -14.3694, 1e-3);
  EXPECT_NEAR(e.elo_high, 85.5356, 1e-3);
}

TEST(EloTest, NoSpreadMeansNoInterval) {
  EloEstimate draws = estimate_trinomial({0, 0, 10});
  EXPECT_EQ(draws.elo, 0.0);
  EXPECT_FALSE(draws.has_interval());
  EXPECT_EQ(draws.describe(), "+0.0 +- ?");
  EXPECT_EQ(estimate_trinomial({3, 0, 0}).describe(), "+inf");
  EXPECT_EQ(estimate_trinomial({}).samples, 0);
}

TEST(SprtTest, Bounds) {
  // ln(0.05 / 0.95) = -2.944439, ln(0.95 / 0.05) = +2.944439.
  SprtSettings s;
  EXPECT_NEAR(s.lower(), -2.944439, 1e-6);
  EXPECT_NEAR(s.upper(), 2.944439, 1e-6);
  EXPECT_EQ(sprt_verdict(3.0, s), SprtVerdict::H1);
  EXPECT_EQ(sprt_verdict(-3.0, s), SprtVerdict::H0);
  EXPECT_EQ(sprt_verdict(0.5, s), SprtVerdict::CONTINUE);
}

TEST(SprtTest, LogLikelihoodRatio) {
  // s0 = 0.5 (elo0 = 0), s1 = 1 / (1 + 10^(-10/400)) = 0.514387.
  // Trinomial 30/20/50: 100 * 0.014387 * (1.1 - 1.014387) / (2 * 0.1225) = 0.50275.
  SprtSettings s;  // elo0 = 0, elo1 = 10
  EXPECT_NEAR(llr_trinomial({30, 20, 50}, s), 0.502746, 1e-5);
  // Pentanomial above: 50 * 0.014387 * 0.085613 / (2 * 0.065) = 0.47374.
  Pentanomial p;
  p.counts = {2, 10, 20, 12, 6};
  EXPECT_NEAR(llr_pentanomial(p, s), 0.473741, 1e-5);
  // A score between s0 and s1 leans towards the nearer hypothesis; at the midpoint, neither.
  EXPECT_NEAR(llr(0.5 + 0.0143868 / 2, 0.1, 100, s), 0.0, 1e-4);
  EXPECT_LT(llr(0.5, 0.1, 100, s), 0);
  EXPECT_EQ(llr(0.7, 0.0, 100, s), 0);  // no spread, no information
}

TEST(SprtTest, ResultsWithoutSpreadStillDecide) {
  // One pair lost twice: counts {1, 0.001, 0.001, 0.001, 0.001} after regularisation; mean
  // 0.00249, variance 0.001861; LLR 1.004 * 0.014387 * (0.00498 - 1.014387) / 0.003722 = -3.92.
  Pentanomial lost;
  lost.counts = {1, 0, 0, 0, 0};
  EXPECT_NEAR(llr_pentanomial(lost, SprtSettings{}), -3.92, 0.01);
  EXPECT_EQ(sprt_verdict(llr_pentanomial(lost, SprtSettings{}), SprtSettings{}), SprtVerdict::H0);
  EXPECT_EQ(llr_pentanomial(Pentanomial{}, SprtSettings{}), 0);
  EXPECT_EQ(llr_trinomial(Trinomial{}, SprtSettings{}), 0);
}

TEST(SprtTest, ParseSettings) {
  std::string error;
  auto s = parse_sprt("elo0=-5 elo1=5 alpha=0.1 beta=0.2", &error);
  ASSERT_TRUE(s) << error;
  EXPECT_EQ(s->elo0, -5);
  EXPECT_EQ(s->elo1, 5);
  EXPECT_EQ(s->alpha, 0.1);
  EXPECT_EQ(s->beta, 0.2);
  auto defaults = parse_sprt("");
  ASSERT_TRUE(defaults);
  EXPECT_EQ(defaults->elo1, 10);
  EXPECT_FALSE(parse_sprt("elo0=10 elo1=0", &error));
  EXPECT_NE(error.find("above"), std::string::npos);
  EXPECT_FALSE(parse_sprt("gamma=1", &error));
  EXPECT_FALSE(parse_sprt("alpha=x", &error));
  EXPECT_FALSE(parse_sprt("alpha=0.7"));
}

}  // namespace
}  // namespace tori::match
