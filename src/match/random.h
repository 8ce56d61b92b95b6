// A small seeded generator whose sequence is the same on every platform and library
// (std::uniform_int_distribution and std::shuffle are not), so that opening orders and
// generated opening sets can be reproduced from their seed.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace tori::match {

class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}

  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), n > 0; the modulo bias is below 2^-40 for the sizes used here.
  uint64_t below(uint64_t n) { return next() % n; }

  template <class T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
  }

 private:
  uint64_t state_;
};

}  // namespace tori::match
