// How long to think: a soft limit (do not start another iteration after it) and a hard limit
// (stop at once), from the clock, the byo-yomi period, the increment or a fixed move time.
// Never plans to use more than the clock holds, less a safety margin for the protocol.
// The search thread reads it while the protocol thread may restart it (ponderhit), hence atomics.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

#include "engine/engine.h"

namespace tori::engine {

class TimeManager {
 public:
  // `ply` is the game's move number, used to spread main time over the expected moves left.
  void start(const SearchLimits& limits, Color us, int ply);
  int64_t elapsed_ms() const { return now_ms() - start_ms_.load(std::memory_order_relaxed); }
  bool timed() const { return timed_.load(std::memory_order_relaxed); }
  bool past_soft_limit() const { return timed() && elapsed_ms() >= soft_ms_.load(); }
  bool past_hard_limit() const { return timed() && elapsed_ms() >= hard_ms_.load(); }

  static constexpr int64_t SAFETY_MS = 80;  // protocol and scheduling delays

 private:
  static int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  }
  std::atomic<int64_t> start_ms_{now_ms()};
  std::atomic<bool> timed_{false};
  std::atomic<int64_t> soft_ms_{0};
  std::atomic<int64_t> hard_ms_{0};
};

}  // namespace tori::engine
