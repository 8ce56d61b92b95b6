// The Glicko-2 steps of Glickman's "Example of the Glicko-2 system", for one opponent.
#include "server/service/glicko2.h"

#include <cmath>

namespace tori::server {

namespace {

constexpr double SCALE = 173.7178;  // between the Glicko and Glicko-2 scales
constexpr double TAU = 0.5;         // how fast volatility may change
constexpr double EPSILON = 1e-6;
constexpr double PI = 3.14159265358979323846;

double g(double phi) { return 1 / std::sqrt(1 + 3 * phi * phi / (PI * PI)); }

// Step 5: the new volatility, by the Illinois algorithm.
double new_volatility(double sigma, double phi, double v, double delta) {
  double a = std::log(sigma * sigma);
  auto f = [&](double x) {
    double ex = std::exp(x);
    double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  double A = a, B;
  if (delta * delta > phi * phi + v) {
    B = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * TAU) < 0) ++k;
    B = a - k * TAU;
  }
  double fA = f(A), fB = f(B);
  for (int i = 0; i < 100 && std::abs(B - A) > EPSILON; ++i) {
    double C = A + (A - B) * fA / (fB - fA);
    double fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return std::exp(A / 2);
}

}  // namespace

Rating glicko2_update(const Rating& player, const Rating& opponent, double score) {
  double mu = (player.rating - 1500) / SCALE, phi = player.deviation / SCALE;
  double mu_j = (opponent.rating - 1500) / SCALE, phi_j = opponent.deviation / SCALE;
  double g_j = g(phi_j);
  double expected = 1 / (1 + std::exp(-g_j * (mu - mu_j)));
  double v = 1 / (g_j * g_j * expected * (1 - expected));
  double delta = v * g_j * (score - expected);
  double sigma = new_volatility(player.volatility, phi, v, delta);
  double phi_star = std::sqrt(phi * phi + sigma * sigma);
  double phi_new = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / v);
  double mu_new = mu + phi_new * phi_new * g_j * (score - expected);

  Rating r = player;
  r.rating = 1500 + SCALE * mu_new;
  r.deviation = SCALE * phi_new;
  r.volatility = sigma;
  if (score == 1)
    ++r.wins;
  else if (score == 0)
    ++r.losses;
  else
    ++r.draws;
  return r;
}

}  // namespace tori::server
