// The engine through its interface: it finds short mates, never plays an illegal or forbidden
// move, honours stop, reports a lost position, forgets a game at new_game, and its bench
// signature is deterministic.
#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <thread>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "engine/engine.h"
#include "engine/mate/mate_solver.h"

namespace tori::engine {
namespace {

SearchLimits depth_limit(int depth) {
  SearchLimits limits;
  limits.depth = depth;
  return limits;
}

template <class V>
std::vector<Move> usi_moves(std::initializer_list<const char*> texts) {
  std::vector<Move> moves;
  for (const char* t : texts) moves.push_back(*parse_usi_move<V>(t));
  return moves;
}

TEST(Search, FindsMateInOneInTori) {
  Engine engine(VariantId::TORI);
  ASSERT_FALSE(engine.set_position("6k/7/5F1/5P1/7/7/K6 b - 1", {}));
  SearchOutcome out = engine.search(depth_limit(4));
  EXPECT_EQ(to_usi<Tori>(out.best), "2c2b+");
  EXPECT_TRUE(out.score.mate);
  EXPECT_EQ(out.score.value, 1);
}

TEST(Search, FindsPawnDropMateInYari) {
  // Yari allows mate by a pawn drop: the general on 1a is boxed in by its own pieces and the
  // dropped pawn on 1b is defended by the silver on 2c.
  Engine engine(VariantId::YARI);
  ASSERT_FALSE(engine.set_position("5nk/5p1/5+P1/7/7/7/7/7/K6 b P 1", {}));
  SearchOutcome out = engine.search(depth_limit(3));
  EXPECT_EQ(to_usi<Yari>(out.best), "P*1b");
  EXPECT_TRUE(out.score.mate);
}

TEST(Search, AvoidsTheIllegalSwallowDropMate) {
  // The only mating move would be a swallow drop, which is illegal: the engine plays something
  // else and does not claim a mate in one.
  Engine engine(VariantId::TORI);
  ASSERT_FALSE(engine.set_position("5pk/5p1/5C1/7/7/7/K6 b S 1", {}));
  SearchOutcome out = engine.search(depth_limit(2));
  EXPECT_NE(to_usi<Tori>(out.best), "S*1b");
  EXPECT_FALSE(out.score.mate && out.score.value == 1);
}

TEST(Search, AvoidsAMoveThatAllowsAMateByChecks) {
  // From a game lost to Fairy-Stockfish: White holds most of the material in hand, but Black's
  // cranes and pheasants stand around White's phoenix on 7b. At depth 8 the search alone chose
  // 7c7e, after which Black mates by checks (6c6a, 6d6b, 4b5c, then a quail drop on 6b); the
  // solver's look at each iteration's best move rules it out.
  const char* sfen = "s6/k1CC2+S/pP1S1S1/sPss1S1/2ss3/c3+sK1/4F1R w Lfcplr5s 136";
  Engine engine(VariantId::TORI);
  ASSERT_FALSE(engine.set_position(sfen, {}));
  SearchOutcome out = engine.search(depth_limit(8));
  Position<Tori> after = parse_sfen<Tori>(sfen).value();
  typename Position<Tori>::Undo undo;
  after.do_move(out.best, undo);
  EXPECT_NE(mate::solve_mate(after).status, mate::MateResult::MATE) << to_usi<Tori>(out.best);
}

TEST(Search, ReportsNoMoveWhenLost) {
  Engine engine(VariantId::TORI);
  ASSERT_FALSE(engine.set_position("6k/7/5PF/7/7/7/K6 w - 1", {}));  // White is stalemated
  SearchOutcome out = engine.search(depth_limit(3));
  EXPECT_FALSE(out.best);
}

TEST(Search, NeverChoosesAForbiddenFourthRepetition) {
  Engine engine(VariantId::TORI);
  auto moves = usi_moves<Tori>(
      {"4g4f", "4a4b", "4f4g", "4b4a", "4g4f", "4a4b", "4f4g", "4b4a", "4g4f", "4a4b", "4f4g"});
  ASSERT_FALSE(engine.set_position("3k3/7/7/7/7/7/3K3 b - 1", moves));
  for (int depth = 1; depth <= 5; ++depth) {
    SearchOutcome out = engine.search(depth_limit(depth));
    EXPECT_NE(to_usi<Tori>(out.best), "4b4a") << "depth " << depth;
  }
}

TEST(Search, RefusesAnIllegalGame) {
  Engine engine(VariantId::TORI);
  auto error = engine.set_position("startpos", usi_moves<Tori>({"4e4c"}));
  ASSERT_TRUE(error);
  EXPECT_NE(error->message.find("move 1 is illegal"), std::string::npos);
}

template <class V>
void expect_legal_best_moves(VariantId id, unsigned seed) {
  Engine engine(id, Options{8, 1, 1, 20});
  std::mt19937 rng(seed);
  for (int game = 0; game < 4; ++game) {
    Game<V> g;
    for (int ply = 0; ply < 30 && !g.over(); ++ply) {
      MoveList legal = g.legal_moves();
      g.play(legal[rng() % legal.size()]);
    }
    if (g.over()) continue;
    ASSERT_FALSE(engine.set_position(to_sfen(g.start()), g.moves()));
    SearchOutcome out = engine.search(depth_limit(3));
    EXPECT_TRUE(g.legal_moves().contains(out.best)) << to_sfen(g.position());
  }
}

TEST(Search, BestMovesAreLegal) {
  expect_legal_best_moves<Tori>(VariantId::TORI, 1);
  expect_legal_best_moves<Yari>(VariantId::YARI, 2);
}

TEST(Search, StopEndsAnInfiniteSearchWithALegalMove) {
  Engine engine(VariantId::YARI, Options{8, 2, 1, 20});
  ASSERT_FALSE(engine.set_position("startpos", {}));
  SearchLimits limits;
  limits.infinite = true;
  SearchOutcome result;
  int reported = 0;
  engine.go(limits, Callbacks{{}, [&](const SearchOutcome& o) {
                                result = o;
                                ++reported;
                              }});
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_TRUE(engine.searching()) << "an infinite search waits for stop";
  engine.stop();
  engine.wait();
  EXPECT_EQ(reported, 1);
  EXPECT_TRUE(Game<Yari>().legal_moves().contains(result.best));
}

TEST(Search, WeakSkillStillPlaysLegalMoves) {
  Engine engine(VariantId::TORI, Options{8, 1, 1, 0});
  ASSERT_FALSE(engine.set_position("startpos", {}));
  SearchOutcome out = engine.search(depth_limit(6));
  EXPECT_TRUE(Game<Tori>().legal_moves().contains(out.best));
}

// Every line a search reports, node counts included: two searches that report the same went the
// same way.
template <class V>
std::string search_trace(Engine& engine, const SearchLimits& limits) {
  std::string trace;
  SearchOutcome out = engine.search(limits, [&](const SearchInfo& info) {
    trace += std::to_string(info.depth) + ' ' + std::to_string(info.nodes) + ' ' +
             std::to_string(info.score.value);
    for (Move m : info.pv) trace += ' ' + to_usi<V>(m);
    trace += '\n';
  });
  return trace + "best " + to_usi<V>(out.best);
}

// After new_game the engine keeps its searchers (clearing them is cheaper than making them), so
// whatever the last game taught them must be forgotten: a new game searches as a new engine.
template <class V>
void expect_new_game_searches_as_new_engine(VariantId variant) {
  SearchLimits limits;
  limits.nodes = 20000;
  SearchLimits longer;
  longer.nodes = 60000;
  Engine fresh(variant);
  ASSERT_FALSE(fresh.set_position("startpos", {}));
  const std::string expected = search_trace<V>(fresh, limits);

  Engine used(variant);
  ASSERT_FALSE(used.set_position("startpos", {}));
  search_trace<V>(used, longer);
  EXPECT_NE(search_trace<V>(used, limits), expected) << "the search kept nothing to forget";
  used.new_game();
  ASSERT_FALSE(used.set_position("startpos", {}));
  EXPECT_EQ(search_trace<V>(used, limits), expected);
}

TEST(Search, ANewGameSearchesAsANewEngine) {
  expect_new_game_searches_as_new_engine<Tori>(VariantId::TORI);
  expect_new_game_searches_as_new_engine<Yari>(VariantId::YARI);
}

TEST(Bench, SignatureIsDeterministic) {
  uint64_t first = Engine::bench(VariantId::TORI, 5, {});
  uint64_t second = Engine::bench(VariantId::TORI, 5, {});
  EXPECT_EQ(first, second);
  EXPECT_GT(first, 0u);
  EXPECT_EQ(Engine::bench(VariantId::YARI, 5, {}), Engine::bench(VariantId::YARI, 5, {}));
}

}  // namespace
}  // namespace tori::engine
