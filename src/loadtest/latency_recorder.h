// Latencies of one load run: every request's round trip, kept whole so that the percentiles are
// exact (a run of a minute at a few thousand requests a second is well under a million samples).
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

namespace tori::loadtest {

using Micros = std::chrono::microseconds;

struct LatencySummary {
  std::size_t count = 0;
  Micros p50{0}, p99{0}, max{0};
};

class LatencyRecorder {
 public:
  void add(Micros latency) { samples_.push_back(latency.count()); }
  std::size_t count() const { return samples_.size(); }
  // The nearest-rank percentiles of every sample so far (zeros when there are none).
  LatencySummary summary() const;

 private:
  std::vector<int64_t> samples_;
};

}  // namespace tori::loadtest
