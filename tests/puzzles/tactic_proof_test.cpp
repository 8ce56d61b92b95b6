// Tactics: the engine's verdict at the mined budget is the same every time (one thread, a node
// budget, an empty hash table), so the sample's tactics prove again as stored, and a tactic
// whose stored claims differ is caught.
#include "puzzles/tactic_proof.h"

#include <gtest/gtest.h>

#include "core/fen.h"
#include "puzzles/set_check.h"
#include "sample_sets.h"

namespace tori::puzzles {
namespace {

TEST(TacticProof, SamplesProveAgainAsStored) {
  auto set = test::sample_set("tori-tactics-sample.jsonl");
  ASSERT_EQ(set.size(), 4u);
  std::unique_ptr<engine::Engine> engine;
  for (const Puzzle& p : set) {
    EXPECT_EQ(p.kind, PuzzleKind::TACTIC);
    EXPECT_GE(p.margin, TacticLimits{}.margin) << p.id;
    EXPECT_EQ(p.solution.size() % 2, 1u) << p.id;
    EXPECT_EQ(recheck_puzzle(p, {}, engine), std::nullopt) << p.id;
  }
}

TEST(TacticProof, AStoredClaimThatDiffersIsCaught) {
  Puzzle p = test::sample_set("tori-tactics-sample.jsonl").front();
  std::unique_ptr<engine::Engine> engine;
  Puzzle wider = p;
  wider.margin += 0.25;
  EXPECT_EQ(recheck_puzzle(wider, {}, engine), "the proof gives another margin");
  Puzzle shorter = p;
  shorter.solution.resize(1);
  EXPECT_EQ(recheck_puzzle(shorter, {}, engine), "the proof gives another solution");
}

TEST(TacticProof, NoTacticInTheOpening) {
  // At the start no move stands out by half the winning chances.
  engine::Engine engine(VariantId::TORI, tactic_engine_options());
  EXPECT_FALSE(prove_tactic(start_position<Tori>(), engine, {}));
}

}  // namespace
}  // namespace tori::puzzles
