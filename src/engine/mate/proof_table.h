// The mate solver's hash table: proof and disproof numbers of the positions df-pn has visited,
// keyed by the position key (mixed with the plies left when the search is depth-limited).
// Entries are kept by the work spent on them, so that the expensive results survive collisions.
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
  explicit ProofTable(std::size_t entries);

  // The entry of `key`, or nullptr when the table does not hold it.
  const ProofEntry* probe(Key key) const;
  void store(Key key, ProofNumber pn, ProofNumber dn, uint32_t work, int distance, int dependency);

 private:
  static constexpr std::size_t BUCKET = 4;
  std::vector<ProofEntry> entries_;
  std::size_t bucket_mask_ = 0;
};

}  // namespace tori::engine::mate
