// How long engines may think in a match: a clock (base + Fischer increment, or base + byo-yomi)
// or a fixed budget per move (nodes or depth), and the clock of one game that applies it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "core/types.h"

namespace tori::match {

struct MatchTimeControl {
  enum class Kind { FISCHER, BYOYOMI, NODES, DEPTH } kind = Kind::FISCHER;
  int64_t base_ms = 10000;
  int64_t increment_ms = 100;  // FISCHER: added after each move
  int64_t byoyomi_ms = 0;      // BYOYOMI: the period each move may use once the base is spent
  uint64_t nodes = 0;          // NODES
  int depth = 0;               // DEPTH

  bool clocked() const { return kind == Kind::FISCHER || kind == Kind::BYOYOMI; }
  // "10+0.1", "byoyomi 10+1", "nodes 20000", "depth 6": for records and summaries.
  std::string describe() const;
};

// "BASE+INC" in seconds ("10+0.1", "60", "0.5+0.05"): BASE is required, INC defaults to 0.
Result<MatchTimeControl> parse_fischer(std::string_view text);
// "BASE+PERIOD" in seconds ("10+1", "0+2").
Result<MatchTimeControl> parse_byoyomi(std::string_view text);

// What the mover is told in `go`, and how long it may take before it loses on time.
struct MoveBudget {
  int64_t remaining_ms[2] = {-1, -1};  // by Color; -1 when unclocked
  int64_t increment_ms[2] = {0, 0};
  int64_t byoyomi_ms = 0;
  uint64_t nodes = 0;
  int depth = 0;
  int64_t allowed_ms = 0;  // the mover's limit, the tolerance included
};

// One game's clocks. `margin_ms` is the tolerance for pipes and process scheduling: an engine
// that answers within its time plus the margin has not lost on time; one that overran the
// clock by less than the margin keeps playing with an empty clock.
class MatchClock {
 public:
  MatchClock(const MatchTimeControl& tc, int64_t margin_ms, int64_t unclocked_limit_ms);

  MoveBudget budget(Color mover) const;
  // Charges `elapsed_ms` to the mover. False when it exceeded its allowance: a time forfeit.
  bool charge(Color mover, int64_t elapsed_ms);
  int64_t remaining_ms(Color c) const { return remaining_[c]; }

 private:
  MatchTimeControl tc_;
  int64_t margin_ms_;
  int64_t unclocked_limit_ms_;  // nodes/depth: a hang guard, not a time control
  int64_t remaining_[2];
};

}  // namespace tori::match
