// A search without a thread of its own (the WebAssembly build has no threads): the thread that
// hands the session its lines advances it a step at a time, and reads the next line between
// steps, so that a `stop` can arrive. Each step is an ordinary search one ply deeper than the
// last step completed, under a node budget; the engine keeps its transposition table between
// steps, so the plies before cost little. What the steps report reads as one search: each
// depth and MultiPV line once, nodes and time counted from the first step.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>

#include "engine/engine.h"

namespace tori::protocol {

class SteppedSearch {
 public:
  // `limits` may be unbounded (infinite, ponder, or no limit at all): the steps then go on
  // until stopped or the deepest depth; a depth or node limit in it ends them earlier.
  SteppedSearch(engine::Engine& engine, const engine::SearchLimits& limits,
                std::function<void(const engine::SearchInfo&)> on_info);

  // Runs one step; false once there is nothing more to search.
  bool step();
  // The best move of the deepest step so far (none before the first step).
  const engine::SearchOutcome& outcome() const { return outcome_; }
  const engine::SearchLimits& limits() const { return limits_; }

  // A step's node budget at first; it doubles each time a step falls short of its depth. A
  // budget that stayed put would stall the search: a step re-searches the plies before its own
  // (the table makes that cheaper, not free: 585,000 nodes to depth 26 from the start position),
  // so deep enough no budget is left for the next ply. Doubling keeps the work of the steps
  // within a small factor of one search's, and a `stop` waits for at most one step: a fraction
  // of a second at first, about as long as the deepest iteration later on.
  static constexpr uint64_t FIRST_BUDGET = 100'000;
  static constexpr uint64_t MAX_BUDGET = uint64_t(1) << 40;  // never reached: a guard only
  static constexpr int MAX_DEPTH = 95;                       // the search's own ply limit, less one

 private:
  void report(engine::SearchInfo info);

  engine::Engine& engine_;
  engine::SearchLimits limits_;
  std::function<void(const engine::SearchInfo&)> on_info_;
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  engine::SearchOutcome outcome_;
  uint64_t budget_ = FIRST_BUDGET;
  uint64_t nodes_before_ = 0;  // of the steps before the running one
  int target_depth_ = 1;
  int reported_depth_ = 0;  // the deepest info passed on, and its last MultiPV line
  int reported_line_ = 0;
  int step_depth_ = 0;  // the deepest info of the running step
};

}  // namespace tori::protocol
