// Time allocation. Main time is spread over an expected number of moves (fewer late in the game);
// byo-yomi and increment are nearly all spent each move since they come back. How much of the
// soft limit an iteration may use depends on how settled the search is (IterationClock).
#include "engine/time_manager.h"

#include <algorithm>
#include <cstdlib>

#include "engine/search.h"

namespace tori::engine {

void TimeManager::start(const SearchLimits& limits, Color us, int ply, int expected_moves) {
  timed_ = false;
  start_ms_ = now_ms();
  // Pondering gets its real limits at ponderhit, when start() is called again without ponder.
  if (limits.infinite || limits.ponder) return;
  if (limits.move_time > 0) {
    soft_ms_ = hard_ms_ = std::max<int64_t>(1, limits.move_time - SAFETY_MS);
    timed_ = true;
    return;
  }
  const ClockTimes& c = limits.clock;
  if (c.remaining[us] < 0) return;  // no clock given: depth, nodes or infinite decide
  int64_t main = c.remaining[us], byoyomi = c.byoyomi[us], increment = c.increment[us];
  int moves_to_go = std::max(12, expected_moves - ply / 8);
  // Less than the increment once main time is short, so that a low clock recovers.
  int64_t per_move = main / moves_to_go + increment * 3 / 4 + byoyomi * 9 / 10;
  // Everything available for this move without losing on time (an increment arrives only after
  // the move is made).
  int64_t available = std::max<int64_t>(1, main + byoyomi - SAFETY_MS);
  // Never more than a sixth of the main time plus most of the increment (and the period): a
  // clock that runs low then settles where each move is paid for by the increment, instead of
  // draining to the safety margin, which a busy machine may not honour.
  int64_t ceiling = main / 6 + increment * 3 / 4 + byoyomi;
  int64_t soft = std::clamp<int64_t>(std::min(per_move * 6 / 10, ceiling), 1, available);
  int64_t hard = std::clamp<int64_t>(std::min(per_move * 3, ceiling), 1, available);
  if (main == 0 || main < byoyomi / 2) {  // living on byo-yomi: use most of each period
    soft = std::clamp<int64_t>((byoyomi + increment) * 6 / 10, 1, available);
    hard = available;
  }
  soft_ms_ = soft;
  hard_ms_ = hard;
  timed_ = true;
}

int64_t TimeManager::scaled_soft_ms(double scale) const {
  const int64_t soft = soft_ms_.load(), hard = hard_ms_.load();
  if (soft >= hard) return soft;  // a fixed move time
  return std::min<int64_t>(int64_t(double(soft) * scale), hard);
}

double IterationClock::after_iteration(Move best, int score, int depth) {
  changes_ /= 2;
  if (best != best_) {
    if (best_) changes_ += 1;
    best_ = best;
    best_depth_ = depth;
  }
  double scale = 1 + CHANGE_WEIGHT * changes_;
  if (depth - best_depth_ >= STABLE_ITERATIONS) scale *= STABLE_SCALE;
  // Mate and repetition scores jump by design: only ordinary scores count as falling.
  const bool ordinary = std::abs(score) < VALUE_REPETITION_WIN;
  if (scored_ && ordinary && score < score_ - FALL_MARGIN) scale *= FALL_SCALE;
  score_ = score;
  scored_ = ordinary;
  return scale;
}

}  // namespace tori::engine
