// The mate solver's table: it starts small whatever the budget (a mate in one must not pay for
// clearing 48 MB), grows rather than forget a position until it reaches the budget's size, and
// only then lets a new position push out the one with the least work.
#include "engine/mate/proof_table.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/fen.h"
#include "core/variant_tori.h"
#include "engine/mate/mate_solver.h"

namespace tori::engine::mate {
namespace {

constexpr std::size_t LARGEST = 1 << 21;  // what `tori mate` allows for its default budget

TEST(ProofTable, StartsSmallWhateverItMayGrowTo) {
  EXPECT_EQ(ProofTable(LARGEST).size(), ProofTable::FIRST_ENTRIES);
  EXPECT_EQ(ProofTable(1 << 12).size(), 1u << 12);  // a small budget's table is made whole
  EXPECT_EQ(ProofTable(5000).size(), 1u << 12);     // rounded down to a power of two
}

TEST(ProofTable, GrowsRatherThanForgetAPosition) {
  ProofTable table(LARGEST);
  std::mt19937_64 rng(7);
  std::vector<Key> keys(20'000);
  for (Key& key : keys) key = rng() | 1;  // never 0, the empty entry's key
  for (std::size_t i = 0; i < keys.size(); ++i)
    table.store(keys[i], ProofNumber(i % 100), 1, uint32_t(i + 1), int(i % 50), INDEPENDENT);
  EXPECT_GT(table.size(), ProofTable::FIRST_ENTRIES);
  EXPECT_LE(table.size(), LARGEST);
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const ProofEntry* e = table.probe(keys[i]);
    ASSERT_NE(e, nullptr) << "position " << i << " was forgotten";
    EXPECT_EQ(e->pn, ProofNumber(i % 100));
    EXPECT_EQ(e->work, uint32_t(i + 1));
    EXPECT_EQ(e->distance, int(i % 50));
  }
}

TEST(ProofTable, AtItsLargestTheLeastWorkGoes) {
  ProofTable table(16);  // four buckets of four: keys equal modulo 4 share one
  for (Key k : {4, 8, 12, 16}) table.store(k, 1, 1, uint32_t(k), 0, INDEPENDENT);
  table.store(4, 1, 1, 10, 0, INDEPENDENT);  // the same position again: its work adds up
  EXPECT_EQ(table.probe(4)->work, 14u);
  table.store(20, 1, 1, 1, 0, INDEPENDENT);  // the bucket is full: 8, with the least work, goes
  EXPECT_EQ(table.size(), 16u);
  EXPECT_EQ(table.probe(8), nullptr);
  for (Key k : {4, 12, 16, 20}) EXPECT_NE(table.probe(k), nullptr) << k;
  EXPECT_EQ(table.probe(0), nullptr);  // key 0 marks an empty entry, never a position
}

// A mate in one is found in a handful of nodes, whatever the budget allows.
TEST(ProofTable, AMateInOneNeedsAFewNodes) {
  auto pos = parse_position<Tori>("3k3/7/3S3/7/7/7/3K3 b F 1");
  ASSERT_TRUE(pos.ok());
  for (uint64_t budget : {uint64_t(10), uint64_t(2'000'000)}) {
    MateLimits limits;
    limits.max_nodes = budget;
    MateResult r = solve_mate(pos.value(), limits);
    EXPECT_EQ(r.status, MateResult::MATE);
    EXPECT_TRUE(r.shortest);
    EXPECT_EQ(r.length, 1);
    EXPECT_LE(r.nodes, 10u);
  }
}

}  // namespace
}  // namespace tori::engine::mate
