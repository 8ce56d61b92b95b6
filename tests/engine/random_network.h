// A net of small random weights for tests: no trained net is needed to check the machinery, and
// the sums stay inside int16 as a trained net's do.
#pragma once

#include <random>

#include "engine/nnue/network.h"

namespace tori::engine::nnue {

template <class V>
Network<V> random_network(uint32_t seed, int buckets = 3) {
  Network<V> net = Network<V>::zeroed(buckets);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> small(-60, 60);
  for (auto& w : net.feature_bias) w = int16_t(small(rng));
  for (auto& w : net.feature_weights) w = int16_t(small(rng));
  for (auto& w : net.output_weights) w = int16_t(small(rng));
  for (auto& b : net.output_bias) b = small(rng) * 100;
  net.description = "random test net";
  return net;
}

}  // namespace tori::engine::nnue
