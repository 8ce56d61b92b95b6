// The mate solver's hash table: proof and disproof numbers of the positions df-pn has visited,
// keyed by the position key (mixed with the plies left when the search is depth-limited).
// Entries are kept by the work spent on them, so that the expensive results survive collisions.
// The table is sized for the budget (up to 48 MB) but starts small and doubles only when a
// position would otherwise push out another: a mate in one does not pay for clearing a table
// made for two million nodes, and a long search holds what the largest table would.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/types.h"

namespace tori::engine::mate {

using ProofNumber = uint32_t;
// A number that no sum of proof numbers reaches: pn = PN_INFINITE means disproven (dn = 0),
// dn = PN_INFINITE proven (pn = 0). Sums saturate at PN_MAX, so "unresolved" stays below.
constexpr ProofNumber PN_INFINITE = 1u << 30;
constexpr ProofNumber PN_MAX = PN_INFINITE - 1;

// Which positions on the path a disproof relied on: a repetition counts as "no mate" only on the
// path where it happens. INDEPENDENT marks a result that holds whatever the path.
constexpr int INDEPENDENT = 1 << 30;
// A disproof caused by the path-length cap: never trusted as a final answer.
constexpr int DEPENDS_ON_CAP = -1;

struct ProofEntry {
  Key key = 0;
  ProofNumber pn = 1;
  ProofNumber dn = 1;
  uint32_t work = 0;      // nodes searched below the entry, summed over visits
  uint16_t distance = 0;  // for a proof: the length in plies of the mate it found
  int16_t dependency = 0;
};

class ProofTable {
 public:
  // The most entries it starts with: 1.5 MB, cleared in a fraction of a millisecond.
  static constexpr std::size_t FIRST_ENTRIES = 1 << 16;

  // Room for up to `largest` entries (a power of two, rounded down), FIRST_ENTRIES at first.
  explicit ProofTable(std::size_t largest);

  // The entry of `key`, or nullptr when the table does not hold it. The pointer is good until
  // the next store.
  const ProofEntry* probe(Key key) const;
  // Keeps a new position in place of the entry with the least work in its bucket; only once the
  // table has its largest size does that push out another position.
  void store(Key key, ProofNumber pn, ProofNumber dn, uint32_t work, int distance, int dependency);
  std::size_t size() const { return entries_.size(); }

 private:
  static constexpr std::size_t BUCKET = 4;
  // Twice the buckets: each bucket's entries split between it and its new twin, in their order.
  void grow();

  std::vector<ProofEntry> entries_;
  std::size_t bucket_mask_ = 0;
  std::size_t largest_ = 0;
};

}  // namespace tori::engine::mate
