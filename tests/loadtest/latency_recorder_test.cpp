// Latency percentiles by nearest rank, over every sample.
#include "loadtest/latency_recorder.h"

#include <gtest/gtest.h>

namespace tori::loadtest {
namespace {

TEST(LatencyRecorder, NothingRecordedReadsAsZeros) {
  LatencySummary s = LatencyRecorder().summary();
  EXPECT_EQ(s.count, 0u);
  EXPECT_EQ(s.p99, Micros(0));
}

TEST(LatencyRecorder, PercentilesAreNearestRanks) {
  LatencyRecorder r;
  for (int i = 100; i >= 1; --i) r.add(Micros(i * 10));  // 10 .. 1000 us, out of order
  LatencySummary s = r.summary();
  EXPECT_EQ(s.count, 100u);
  EXPECT_EQ(s.p50, Micros(500));
  EXPECT_EQ(s.p99, Micros(990));
  EXPECT_EQ(s.max, Micros(1000));
}

TEST(LatencyRecorder, OneSlowRequestInAHundredIsNotTheP99) {
  LatencyRecorder r;
  for (int i = 0; i < 199; ++i) r.add(Micros(2000));
  r.add(Micros(900000));
  LatencySummary s = r.summary();
  EXPECT_EQ(s.p99, Micros(2000));
  EXPECT_EQ(s.max, Micros(900000));
}

}  // namespace
}  // namespace tori::loadtest
