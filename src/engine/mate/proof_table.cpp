// Buckets of four entries; a new position replaces the entry with the least work in its bucket.
#include "engine/mate/proof_table.h"

#include <algorithm>
#include <bit>

namespace tori::engine::mate {

ProofTable::ProofTable(std::size_t entries) {
  std::size_t buckets = std::bit_floor(std::max<std::size_t>(entries / BUCKET, 1));
  entries_.resize(buckets * BUCKET);
  bucket_mask_ = buckets - 1;
}

const ProofEntry* ProofTable::probe(Key key) const {
  const ProofEntry* bucket = &entries_[(key & bucket_mask_) * BUCKET];
  for (std::size_t i = 0; i < BUCKET; ++i)
    if (bucket[i].key == key && key != 0) return &bucket[i];
  return nullptr;
}

void ProofTable::store(Key key, ProofNumber pn, ProofNumber dn, uint32_t work, int distance,
                       int dependency) {
  ProofEntry* bucket = &entries_[(key & bucket_mask_) * BUCKET];
  ProofEntry* slot = nullptr;
  for (std::size_t i = 0; i < BUCKET && !slot; ++i)
    if (bucket[i].key == key) slot = &bucket[i];
  if (slot) {
    work = uint32_t(std::min<uint64_t>(uint64_t(slot->work) + work, UINT32_MAX));
  } else {
    slot = bucket;
    for (std::size_t i = 1; i < BUCKET; ++i)
      if (bucket[i].work < slot->work) slot = &bucket[i];
  }
  *slot = ProofEntry{key,
                     pn,
                     dn,
                     work,
                     uint16_t(std::clamp(distance, 0, UINT16_MAX)),
                     int16_t(std::clamp(dependency, -1, int(INT16_MAX)))};
}

}  // namespace tori::engine::mate
