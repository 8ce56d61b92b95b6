// The rate of the messages a WebSocket stream receives, whatever they are (requests, bad JSON, or
// anything sent to a stream that takes no requests): the connection's token bucket (--rate,
// --burst, as for a line or an HTTP connection); and a flood: the messages refused over it are
// counted in a second bucket of the same size, forgiven at the same rate, and once that is empty
// the stream is closed (1008) rather than read further. A client that slows down when refused
// stays; one sending many times the rate is gone within seconds.
#pragma once

#include <chrono>

#include "server/net/token_bucket.h"

namespace tori::server::web {

class FrameRate {
 public:
  using Time = net::TokenBucket::Time;
  enum class Verdict {
    TAKEN,     // within the rate
    OVER,      // over it: refused (a game stream says so), the stream stays open
    FLOODING,  // over it more than `burst` times, forgiven at the rate: the stream is closed
  };

  FrameRate(double per_second, double burst, Time now)
      : bucket_(per_second, burst, now), refused_(per_second, burst, now) {}

  Verdict take(Time now) {
    if (bucket_.take(now)) return Verdict::TAKEN;
    return refused_.take(now) ? Verdict::OVER : Verdict::FLOODING;
  }
  std::chrono::milliseconds wait(Time now) const { return bucket_.wait(now); }

 private:
  net::TokenBucket bucket_;
  net::TokenBucket refused_;  // how many more refusals the stream may have
};

}  // namespace tori::server::web
