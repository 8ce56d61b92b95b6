// How long to think: a soft limit (do not start another iteration after it) and a hard limit
// (stop at once), from the clock, the byo-yomi period, the increment or a fixed move time.
// Never plans to use more than the clock holds, less a safety margin for the protocol.
// The search thread reads it while the protocol thread may restart it (ponderhit), hence atomics.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <type_traits>

#include "core/variant_yari.h"
#include "engine/engine.h"

namespace tori::engine {

// How much of the soft limit an iteration may use, from how settled the search is: more while
// the best move keeps changing or the score falls, less once the best move has held for many
// iterations (Stockfish's idea; the sizes are ours).
class IterationClock {
 public:
  // Called after each completed iteration with its best move and score; returns the scale of
  // the soft limit for the decision whether to start the next one.
  double after_iteration(Move best, int score, int depth);

  static constexpr double CHANGE_WEIGHT = 1.0;  // a change this iteration: twice the time
  static constexpr int STABLE_ITERATIONS = 6;   // the same best move this long ...
  static constexpr double STABLE_SCALE = 0.75;  // ... needs less time
  static constexpr int FALL_MARGIN = 40;        // a score this much below the last one ...
  static constexpr double FALL_SCALE = 1.3;     // ... asks for more

 private:
  double changes_ = 0;  // best-move changes, halved every iteration
  Move best_;
  int best_depth_ = 0;  // the iteration that first found best_
  int score_ = 0;
  bool scored_ = false;
};

// How many more moves main time is spread over at the start of a game (fewer later in it).
// Yari's games are decided early (our own score reads -300 by our 30th move in nearly every
// loss) and end sooner than Tori's, so its clock is spent faster at the start; Fairy-Stockfish
// spends about as much there. Tori lost each time it was given more time early (docs/tuning.md,
// "ProbCut, safe checks first, and more time early").
template <class V>
constexpr int EXPECTED_MOVES = std::is_same_v<V, Yari> ? 22 : 30;

class TimeManager {
 public:
  // `ply` is the game's move number, used to spread main time over `expected_moves` at the
  // start, fewer as the game goes on.
  void start(const SearchLimits& limits, Color us, int ply, int expected_moves = 30);
  int64_t elapsed_ms() const { return now_ms() - start_ms_.load(std::memory_order_relaxed); }
  bool timed() const { return timed_.load(std::memory_order_relaxed); }
  // Whether to start no further iteration: past the soft limit times `scale` (see
  // IterationClock), which never reaches beyond the hard limit; a fixed move time is not scaled.
  bool past_soft_limit(double scale = 1.0) const {
    return timed() && elapsed_ms() >= scaled_soft_ms(scale);
  }
  int64_t scaled_soft_ms(double scale) const;
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
