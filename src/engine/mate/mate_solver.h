// The mate solver: does the side to move force checkmate by continuous check (tsume)? It
// answers with a proof, a disproof, or "unknown" when the budget runs out, and with a proof
// the shortest mate and the defender's longest resistance to it.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "core/position.h"

namespace tori::engine::mate {

struct MateLimits {
  uint64_t max_nodes = 0;  // 0: no limit
  int64_t max_ms = 0;      // 0: no limit
  // 0: any length; otherwise only mates of at most this many plies count (above 255: any length,
  // as no mate that long is within reach).
  int max_plies = 0;
  std::atomic<bool>* stop = nullptr;  // set from another thread to give up
};

struct MateResult {
  // MATE: proven, with `line`. NO_MATE: proven that none exists (within max_plies if set).
  // UNKNOWN: the budget ran out first.
  enum Status { MATE, NO_MATE, UNKNOWN } status = UNKNOWN;
  // The attacker's checks and the defender's replies, ending in checkmate.
  std::vector<Move> line;
  int length = 0;  // plies of the mate: line.size() when the line is known
  // Whether `length` is proven to be the shortest mate against the longest defence. False only
  // when the budget ran out after the proof: the line is then a real mate, maybe not the
  // shortest.
  bool shortest = false;
  uint64_t nodes = 0;
};

template <class V>
MateResult solve_mate(const Position<V>& pos, const MateLimits& limits = {});

}  // namespace tori::engine::mate
