// `go mate` through the engine interface: the df-pn solver answers first, with the whole mating
// line and its length; a tsume search that finds no mate by checks answers with no move.
#include <gtest/gtest.h>

#include "core/fen.h"
#include "core/game.h"
#include "engine/engine.h"

namespace tori::engine {
namespace {

SearchLimits tsume_limits(int moves) {
  SearchLimits limits;
  limits.mate = moves;
  limits.checks_only = true;
  return limits;
}

TEST(MateSearch, TheSolverFindsAThirteenPlyTsumeWithItsLine) {
  const char* sfen = "3k3/3s3/2L4/7/7/7/3K3 b 2FC 1";
  Engine engine(VariantId::TORI);
  ASSERT_FALSE(engine.set_position(sfen, {}));
  std::vector<Move> line;
  SearchOutcome out =
      engine.search(tsume_limits(32), [&](const SearchInfo& info) { line = info.pv; });
  ASSERT_TRUE(out.best);
  EXPECT_TRUE(out.score.mate);
  EXPECT_EQ(out.score.value, 7);  // 13 plies
  ASSERT_EQ(line.size(), 13u);
  EXPECT_EQ(line.front(), out.best);
  Game<Tori> game(*parse_position<Tori>(sfen));
  for (Move m : line) ASSERT_TRUE(game.play(m).ok());
  EXPECT_EQ(game.result().termination, Termination::CHECKMATE);
}

TEST(MateSearch, NoMateByChecksGivesNoMove) {
  // Only the swallow drop on 4b would mate, and that drop is illegal.
  Engine engine(VariantId::TORI);
  ASSERT_FALSE(engine.set_position("2pkp2/2s1s2/3C3/7/7/7/3K3 b S 1", {}));
  SearchOutcome out = engine.search(tsume_limits(32));
  EXPECT_FALSE(out.best);
}

TEST(MateSearch, AnyMateSearchStillPlaysWhenTheSolverFindsNone) {
  // UCI `go mate N` without the tsume restriction: no forced mate here, but a legal move comes.
  const char* sfen = "3k3/7/7/7/7/7/3K3 b F 1";
  Engine engine(VariantId::TORI);
  ASSERT_FALSE(engine.set_position(sfen, {}));
  SearchLimits limits;
  limits.mate = 3;
  SearchOutcome out = engine.search(limits);
  ASSERT_TRUE(out.best);
  EXPECT_TRUE(Game<Tori>(*parse_position<Tori>(sfen)).legal_moves().contains(out.best));
}

}  // namespace
}  // namespace tori::engine
