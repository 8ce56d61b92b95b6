// Buckets of four entries; a new position replaces the entry with the least work in its bucket,
// once the table is as large as it may grow.
#include "engine/mate/proof_table.h"

#include <algorithm>
#include <array>
#include <bit>

namespace tori::engine::mate {

ProofTable::ProofTable(std::size_t largest) {
  largest_ = std::bit_floor(std::max<std::size_t>(largest / BUCKET, 1)) * BUCKET;
  entries_.resize(std::min(largest_, FIRST_ENTRIES));
  bucket_mask_ = entries_.size() / BUCKET - 1;
}

void ProofTable::grow() {
  const std::size_t buckets = bucket_mask_ + 1;
  std::vector<ProofEntry> grown(entries_.size() * 2);
  for (std::size_t b = 0; b < buckets; ++b) {
    std::array<std::size_t, 2> filled{};  // in bucket b, and in its twin b + buckets
    for (std::size_t i = 0; i < BUCKET; ++i) {
      const ProofEntry& e = entries_[b * BUCKET + i];
      if (e.key == 0) continue;
      const bool twin = (e.key & buckets) != 0;
      grown[(b + (twin ? buckets : 0)) * BUCKET + filled[twin]++] = e;
    }
  }
  entries_ = std::move(grown);
  bucket_mask_ = buckets * 2 - 1;
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
    if (slot->key != 0 && entries_.size() < largest_) {  // room to grow rather than forget
      grow();
      return store(key, pn, dn, work, distance, dependency);
    }
  }
  *slot = ProofEntry{key,
                     pn,
                     dn,
                     work,
                     uint16_t(std::clamp(distance, 0, UINT16_MAX)),
                     int16_t(std::clamp(dependency, -1, int(INT16_MAX)))};
}

}  // namespace tori::engine::mate
