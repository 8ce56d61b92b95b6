// The request rate limit of a connection: a bucket of `burst` tokens that refills at `rate` per
// second; each line takes one, and a line that finds the bucket empty is refused, not queued.
#pragma once

#include <algorithm>
#include <chrono>

namespace tori::server::line {

class TokenBucket {
 public:
  using Time = std::chrono::steady_clock::time_point;

  TokenBucket(double rate_per_second, double burst, Time now)
      : rate_(rate_per_second), burst_(burst), tokens_(burst), last_(now) {}

  bool take(Time now) {
    std::chrono::duration<double> elapsed = now - last_;
    tokens_ = std::min(burst_, tokens_ + std::max(0.0, elapsed.count()) * rate_);
    last_ = now;
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }

 private:
  double rate_, burst_, tokens_;
  Time last_;
};

}  // namespace tori::server::line
