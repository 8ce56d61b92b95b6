// A request rate limit: a bucket of `burst` tokens that refills at `rate` per second; each
// request takes one, and a request that finds the bucket empty is refused, not queued.
#pragma once

#include <algorithm>
#include <chrono>

namespace tori::server::net {

class TokenBucket {
 public:
  using Time = std::chrono::steady_clock::time_point;

  TokenBucket(double rate_per_second, double burst, Time now)
      : rate_(rate_per_second), burst_(burst), tokens_(burst), last_(now) {}

  bool take(Time now) {
    tokens_ = tokens_at(now);
    last_ = now;
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }
  // Whether it has refilled: forgetting it then changes nothing.
  bool full(Time now) const { return tokens_at(now) >= burst_; }
  // How long until the next take succeeds.
  std::chrono::milliseconds wait(Time now) const {
    double missing = 1.0 - tokens_at(now);
    if (missing <= 0) return std::chrono::milliseconds(0);
    return std::chrono::milliseconds(static_cast<long long>(missing / rate_ * 1000.0) + 1);
  }

 private:
  double tokens_at(Time now) const {
    std::chrono::duration<double> elapsed = now - last_;
    return std::min(burst_, tokens_ + std::max(0.0, elapsed.count()) * rate_);
  }

  double rate_, burst_, tokens_;
  Time last_;
};

}  // namespace tori::server::net
