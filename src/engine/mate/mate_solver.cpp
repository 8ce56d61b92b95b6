// solve_mate in three steps: prove or disprove the mate with df-pn (unlimited, or within
// max_plies); for a mate, find its exact length by depth-limited re-searches; then read the line
// and replay it. All steps share one table and one budget.
#include "engine/mate/mate_solver.h"

#include <algorithm>
#include <bit>

#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "engine/mate/df_pn.h"
#include "engine/mate/mate_line.h"

namespace tori::engine::mate {

namespace {

// About one entry per node the budget allows (each visit stores one), within 4k .. 2M entries
// (48 MB); without a node limit, the largest.
std::size_t table_entries(uint64_t max_nodes) {
  constexpr uint64_t SMALLEST = 1 << 12, LARGEST = 1 << 21;
  if (max_nodes == 0) return LARGEST;
  return std::size_t(std::clamp(std::bit_ceil(max_nodes), SMALLEST, LARGEST));
}

// The line and its length, once the root is proven.
template <class V>
void explain_mate(DfPn<V>& search, const Position<V>& root, const NodeResult& proof, int limit,
                  MateResult& result) {
  if (auto length = shortest_mate_length(search, proof.distance)) {
    auto line = shortest_line(search, *length);
    if (line && int(line->size()) == *length && is_mating_line(root, *line)) {
      result.line = *line;
      result.length = *length;
      result.shortest = true;
      return;
    }
  }
  // The budget ran out: any mate the proof holds, its length an upper bound.
  result.line = proof_line(search, limit);
  if (!is_mating_line(root, result.line)) result.line.clear();
  result.length = result.line.empty() ? proof.distance : int(result.line.size());
}

}  // namespace

template <class V>
MateResult solve_mate(const Position<V>& pos, const MateLimits& limits) {
  MateBudget budget(limits.max_nodes, limits.max_ms, limits.stop);
  ProofTable table(table_entries(limits.max_nodes));
  DfPn<V> search(pos, table, budget);
  const int limit = limits.max_plies > 0 ? std::min(limits.max_plies, MAX_LIMITED_PLIES) : NO_LIMIT;

  MateResult result;
  NodeResult root = search.solve(limit);
  if (root.proven()) {
    result.status = MateResult::MATE;
    explain_mate(search, pos, root, limit, result);
  } else if (root.disproven() && root.dependency == INDEPENDENT) {
    result.status = MateResult::NO_MATE;
  }
  result.nodes = budget.nodes();
  return result;
}

template MateResult solve_mate<Tori>(const Position<Tori>&, const MateLimits&);
template MateResult solve_mate<Yari>(const Position<Yari>&, const MateLimits&);

}  // namespace tori::engine::mate
