// SteppedSearch: deepening by one ply a step, the budget doubled while a depth does not fit.
#include "protocol/stepped_search.h"

#include <algorithm>
#include <utility>

namespace tori::protocol {

SteppedSearch::SteppedSearch(engine::Engine& engine, const engine::SearchLimits& limits,
                             std::function<void(const engine::SearchInfo&)> on_info)
    : engine_(engine), limits_(limits), on_info_(std::move(on_info)) {}

bool SteppedSearch::step() {
  const int max_depth = limits_.depth > 0 ? std::min(limits_.depth, MAX_DEPTH) : MAX_DEPTH;
  // A step is bounded by depth and nodes only: the clock and the hold for `stop` are the
  // session's business, not the step's.
  engine::SearchLimits step_limits;
  step_limits.root_moves = limits_.root_moves;
  step_limits.depth = target_depth_;
  step_limits.nodes = budget_;
  if (limits_.nodes > 0) step_limits.nodes = std::min(budget_, limits_.nodes - nodes_before_);
  step_depth_ = 0;
  engine::SearchOutcome result =
      engine_.search(step_limits, [this](const engine::SearchInfo& info) { report(info); });
  if (result.best || !outcome_.best) outcome_ = result;
  nodes_before_ += result.nodes;
  outcome_.nodes = nodes_before_;
  if (limits_.nodes > 0 && nodes_before_ >= limits_.nodes) return false;
  const bool cut = result.nodes >= step_limits.nodes;
  if (step_depth_ >= target_depth_) {
    if (target_depth_ >= max_depth) return false;
    ++target_depth_;
    return true;
  }
  // Short of its depth without running out of nodes: the search went as deep as it will (a
  // mate found, or a weaker skill level's depth limit).
  if (!cut) return false;
  budget_ = std::min(budget_ * 2, MAX_BUDGET);
  return true;
}

void SteppedSearch::report(engine::SearchInfo info) {
  step_depth_ = std::max(step_depth_, info.depth);
  const bool fresh = info.depth > reported_depth_ ||
                     (info.depth == reported_depth_ && info.multipv > reported_line_);
  if (!fresh) return;
  reported_depth_ = info.depth;
  reported_line_ = info.multipv;
  info.nodes += nodes_before_;
  info.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                     std::chrono::steady_clock::now() - started_)
                     .count();
  info.nps = info.time_ms > 0 ? info.nodes * 1000 / uint64_t(info.time_ms) : info.nodes * 1000;
  if (on_info_) on_info_(info);
}

}  // namespace tori::protocol
