// Means and variances of discrete score distributions, and what Elo and the SPRT make of them.
#include "match/match_stats.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <sstream>

namespace tori::match {

namespace {

constexpr double INF = std::numeric_limits<double>::infinity();

struct Moments {
  double n = 0;
  double mean = 0.5;
  double variance = 0;
};

// Mean and per-sample variance of scores values[i] seen counts[i] times.
template <std::size_t N>
Moments moments(const std::array<double, N>& values, const std::array<double, N>& counts) {
  Moments m;
  double sum = 0;
  for (std::size_t i = 0; i < N; ++i) {
    m.n += counts[i];
    sum += counts[i] * values[i];
  }
  if (m.n == 0) return m;
  m.mean = sum / m.n;
  double squares = 0;
  for (std::size_t i = 0; i < N; ++i)
    squares += counts[i] * (values[i] - m.mean) * (values[i] - m.mean);
  m.variance = squares / m.n;
  return m;
}

// Counts as doubles; with `regularize`, an empty bin counts as 0.001 of a sample, as fishtest
// does for its LLR: otherwise a match whose every game ends alike (an engine that forfeits
// them all) has no variance and the test could never decide.
template <std::size_t N>
std::array<double, N> as_counts(const std::array<int, N>& counts, bool regularize) {
  std::array<double, N> c{};
  for (std::size_t i = 0; i < N; ++i) c[i] = counts[i] == 0 && regularize ? 1e-3 : counts[i];
  return c;
}

Moments trinomial_moments(const Trinomial& t, bool regularize = false) {
  return moments<3>({0.0, 0.5, 1.0}, as_counts<3>({t.losses, t.draws, t.wins}, regularize));
}

Moments pentanomial_moments(const Pentanomial& p, bool regularize = false) {
  return moments<5>({0.0, 0.25, 0.5, 0.75, 1.0}, as_counts<5>(p.counts, regularize));
}

EloEstimate estimate(const Moments& m) {
  EloEstimate e;
  e.samples = int(m.n);
  e.score = m.mean;
  e.standard_error = m.n > 0 ? std::sqrt(m.variance / m.n) : 0;
  e.score_low = std::clamp(m.mean - Z95 * e.standard_error, 0.0, 1.0);
  e.score_high = std::clamp(m.mean + Z95 * e.standard_error, 0.0, 1.0);
  e.elo = elo_of_score(e.score);
  e.elo_low = elo_of_score(e.score_low);
  e.elo_high = elo_of_score(e.score_high);
  return e;
}

std::string signed_number(double x) {
  if (std::isinf(x)) return x > 0 ? "+inf" : "-inf";
  return fmt::format("{:+.1f}", x);
}

}  // namespace

std::string EloEstimate::describe() const {
  if (std::isinf(elo)) return signed_number(elo);
  if (!has_interval()) return signed_number(elo) + " +- ?";
  double half = (elo_high - elo_low) / 2;
  return signed_number(elo) + " +- " +
         (std::isinf(half) ? std::string("inf") : fmt::format("{:.1f}", half));
}

double elo_of_score(double score) {
  if (score <= 0) return -INF;
  if (score >= 1) return INF;
  return -400 * std::log10(1 / score - 1) + 0.0;  // + 0.0: an even score is +0, not -0
}

double score_of_elo(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

EloEstimate estimate_trinomial(const Trinomial& t) { return estimate(trinomial_moments(t)); }

EloEstimate estimate_pentanomial(const Pentanomial& p) { return estimate(pentanomial_moments(p)); }

double SprtSettings::lower() const { return std::log(beta / (1 - alpha)); }
double SprtSettings::upper() const { return std::log((1 - beta) / alpha); }

double llr(double score, double variance, double samples, const SprtSettings& sprt) {
  if (samples == 0 || variance <= 0) return 0;
  double s0 = score_of_elo(sprt.elo0), s1 = score_of_elo(sprt.elo1);
  return samples * (s1 - s0) * (2 * score - s0 - s1) / (2 * variance);
}

double llr_trinomial(const Trinomial& t, const SprtSettings& sprt) {
  if (t.games() == 0) return 0;
  Moments m = trinomial_moments(t, true);
  return llr(m.mean, m.variance, m.n, sprt);
}

double llr_pentanomial(const Pentanomial& p, const SprtSettings& sprt) {
  if (p.pairs() == 0) return 0;
  Moments m = pentanomial_moments(p, true);
  return llr(m.mean, m.variance, m.n, sprt);
}

SprtVerdict sprt_verdict(double value, const SprtSettings& sprt) {
  if (value >= sprt.upper()) return SprtVerdict::H1;
  if (value <= sprt.lower()) return SprtVerdict::H0;
  return SprtVerdict::CONTINUE;
}

const char* sprt_verdict_name(SprtVerdict v) {
  switch (v) {
    case SprtVerdict::CONTINUE:
      return "continue";
    case SprtVerdict::H0:
      return "H0 accepted";
    case SprtVerdict::H1:
      return "H1 accepted";
  }
  return "?";
}

std::optional<SprtSettings> parse_sprt(const std::string& text, std::string* error) {
  auto fail = [&](const std::string& message) -> std::optional<SprtSettings> {
    if (error) *error = message;
    return std::nullopt;
  };
  SprtSettings s;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    std::size_t eq = word.find('=');
    if (eq == std::string::npos) return fail("expected name=value, not '" + word + "'");
    std::string name = word.substr(0, eq), value = word.substr(eq + 1);
    double* field = name == "elo0"    ? &s.elo0
                    : name == "elo1"  ? &s.elo1
                    : name == "alpha" ? &s.alpha
                    : name == "beta"  ? &s.beta
                                      : nullptr;
    if (!field) return fail("unknown SPRT setting '" + name + "' (elo0, elo1, alpha, beta)");
    char* end = nullptr;
    *field = std::strtod(value.c_str(), &end);
    if (value.empty() || *end != '\0') return fail("unreadable number in '" + word + "'");
  }
  if (!(s.elo1 > s.elo0)) return fail("elo1 must be above elo0");
  if (!(s.alpha > 0 && s.alpha < 0.5 && s.beta > 0 && s.beta < 0.5))
    return fail("alpha and beta must lie between 0 and 0.5");
  return s;
}

}  // namespace tori::match
