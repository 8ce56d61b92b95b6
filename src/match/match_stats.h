// The statistics of a match between two engines: Elo with a 95% interval from per-game
// (trinomial) or per-pair (pentanomial) results, and the sequential probability ratio test
// (SPRT) that stops a match once it has shown which of two Elo hypotheses holds.
//
// Scores are engine 1's. Elo uses the logistic model: score = 1 / (1 + 10^(-elo / 400)). The
// intervals and the log-likelihood ratio use the normal approximation of the mean score
// (the GSPRT of fishtest's "logistic" test), which is accurate once a few dozen games are in.
#pragma once

#include <array>
#include <optional>
#include <string>

namespace tori::match {

// Per-game results of engine 1.
struct Trinomial {
  int wins = 0;
  int losses = 0;
  int draws = 0;
  int games() const { return wins + losses + draws; }
};

// Per-pair results of engine 1 (the same opening with colours swapped): counts[k] pairs in
// which it scored k/2 points, k = 0 (two losses) .. 4 (two wins).
struct Pentanomial {
  std::array<int, 5> counts{};
  int pairs() const { return counts[0] + counts[1] + counts[2] + counts[3] + counts[4]; }
};

struct EloEstimate {
  int samples = 0;                           // games or pairs
  double score = 0.5;                        // mean score, 0..1
  double standard_error = 0;                 // of the mean score
  double score_low = 0.5, score_high = 0.5;  // 95% interval of the score
  double elo = 0;                            // may be +-infinity (a score of 0 or 1)
  double elo_low = 0, elo_high = 0;
  // Samples that all scored the same have no spread to estimate an interval from.
  bool has_interval() const { return standard_error > 0; }
  // "+35.2 +- 20.1" (the half-width of the interval; asymmetric intervals show their mean
  // half-width), "+inf" where the score is 0 or 1, "+0.0 +- ?" without an interval.
  std::string describe() const;
};

// 1.959964: the two-sided 95% quantile of the normal distribution.
inline constexpr double Z95 = 1.959963984540054;

double elo_of_score(double score);  // -inf at 0, +inf at 1
double score_of_elo(double elo);

EloEstimate estimate_trinomial(const Trinomial& t);
EloEstimate estimate_pentanomial(const Pentanomial& p);

struct SprtSettings {
  double elo0 = 0;
  double elo1 = 10;
  double alpha = 0.05;   // the chance of accepting H1 when H0 holds
  double beta = 0.05;    // the chance of accepting H0 when H1 holds
  double lower() const;  // ln(beta / (1 - alpha)): at or below it, H0 is accepted
  double upper() const;  // ln((1 - beta) / alpha): at or above it, H1 is accepted
};

enum class SprtVerdict { CONTINUE, H0, H1 };  // H0: elo <= elo0 likely; H1: elo >= elo1

// The generalised SPRT's log-likelihood ratio for mean `score` with per-sample variance
// `variance` over `samples` samples: samples * (s1 - s0) * (2 score - s0 - s1) / (2 variance),
// where s0, s1 are the scores of elo0 and elo1. 0 while the variance is 0 (no information).
double llr(double score, double variance, double samples, const SprtSettings& sprt);
// The LLR of the results, with empty bins counted as 0.001 of a sample (as fishtest does), so
// that results without spread (every game lost) still decide; 0 before any result.
double llr_trinomial(const Trinomial& t, const SprtSettings& sprt);
double llr_pentanomial(const Pentanomial& p, const SprtSettings& sprt);

SprtVerdict sprt_verdict(double llr, const SprtSettings& sprt);
const char* sprt_verdict_name(SprtVerdict v);  // "continue", "H0 accepted", "H1 accepted"

// "elo0=0 elo1=10 alpha=0.05 beta=0.05", any order, any subset (the rest default).
std::optional<SprtSettings> parse_sprt(const std::string& text, std::string* error = nullptr);

}  // namespace tori::match
