// Keeping every round trip of a load run and reading its percentiles.
#include "loadtest/latency_recorder.h"

#include <algorithm>
#include <cmath>

namespace tori::loadtest {

namespace {

// Nearest rank: the smallest sample with at least `fraction` of all samples at or below it.
int64_t percentile(std::vector<int64_t>& sorted_copy, double fraction) {
  std::size_t rank = static_cast<std::size_t>(std::ceil(fraction * sorted_copy.size()));
  std::size_t index = rank == 0 ? 0 : rank - 1;
  std::nth_element(sorted_copy.begin(), sorted_copy.begin() + index, sorted_copy.end());
  return sorted_copy[index];
}

}  // namespace

LatencySummary LatencyRecorder::summary() const {
  if (samples_.empty()) return {};
  std::vector<int64_t> copy = samples_;
  LatencySummary s;
  s.count = copy.size();
  s.p50 = Micros(percentile(copy, 0.50));
  s.p99 = Micros(percentile(copy, 0.99));
  s.max = Micros(*std::max_element(copy.begin(), copy.end()));
  return s;
}

}  // namespace tori::loadtest
