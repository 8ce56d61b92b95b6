// How much the mate solver may still spend: nodes, wall time and an outside stop flag, shared by
// every search one solve_mate call runs. The clock is read only every few hundred nodes.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

namespace tori::engine::mate {

class MateBudget {
 public:
  // 0 means no limit for max_nodes and max_ms; stop may be null.
  MateBudget(uint64_t max_nodes, int64_t max_ms, std::atomic<bool>* stop)
      : max_nodes_(max_nodes), stop_(stop) {
    if (max_ms > 0)
      deadline_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(max_ms);
  }

  void count_node() {
    ++nodes_;
    if (exhausted_) return;
    if (max_nodes_ && nodes_ >= max_nodes_) exhausted_ = true;
    if ((nodes_ & 255) == 0) {
      if (stop_ && stop_->load(std::memory_order_relaxed)) exhausted_ = true;
      if (deadline_ && std::chrono::steady_clock::now() >= *deadline_) exhausted_ = true;
    }
  }
  bool exhausted() const { return exhausted_; }
  uint64_t nodes() const { return nodes_; }

 private:
  uint64_t max_nodes_;
  std::atomic<bool>* stop_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  uint64_t nodes_ = 0;
  bool exhausted_ = false;
};

}  // namespace tori::engine::mate
