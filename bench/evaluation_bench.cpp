// The cost of one evaluation, classical against NNUE, on the positions of seeded random games:
// the NNUE from nothing (both accumulators refreshed) and incrementally (one move pushed and
// the accumulator brought up to date, as in the search); moves_only is the walk without an
// evaluation, to subtract. docs/nnue.md has the figures.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/variant.h"
#include "engine/evaluation.h"
#include "engine/nnue/accumulator.h"
#include "support/random_game.h"

namespace tori {
namespace {

using test_support::random_moves;

// Plays the game forwards, calling `at` after each move, then takes it all back.
template <class V, class F>
void walk(const std::vector<Move>& moves, F&& at) {
  Position<V> pos = start_position<V>();
  std::vector<typename Position<V>::Undo> undos(moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    at(pos, moves[i], true);
    pos.do_move(moves[i], undos[i]);
    at(pos, moves[i], false);
  }
  for (std::size_t i = moves.size(); i-- > 0;) pos.undo_move(moves[i], undos[i]);
}

// The walk alone: what the other figures pay besides the evaluation.
template <class V>
void moves_only(benchmark::State& state) {
  const auto moves = random_moves<V>(7, 120);
  for (auto _ : state)
    walk<V>(moves, [](const Position<V>& pos, Move, bool) { benchmark::DoNotOptimize(pos); });
  state.counters["evals/s"] =
      benchmark::Counter(double(moves.size()), benchmark::Counter::kIsIterationInvariantRate);
}

template <class V>
void classical(benchmark::State& state) {
  const auto moves = random_moves<V>(7, 120);
  for (auto _ : state)
    walk<V>(moves, [](const Position<V>& pos, Move, bool before) {
      if (!before) benchmark::DoNotOptimize(engine::evaluate(pos));
    });
  state.counters["evals/s"] =
      benchmark::Counter(double(moves.size()), benchmark::Counter::kIsIterationInvariantRate);
}

template <class V>
void nnue_refresh(benchmark::State& state) {
  const auto moves = random_moves<V>(7, 120);
  const auto& net = **engine::nnue::embedded_network<V>();
  for (auto _ : state)
    walk<V>(moves, [&](const Position<V>& pos, Move, bool before) {
      if (!before) benchmark::DoNotOptimize(engine::nnue::evaluate_from_scratch(net, pos));
    });
  state.counters["evals/s"] =
      benchmark::Counter(double(moves.size()), benchmark::Counter::kIsIterationInvariantRate);
}

template <class V>
void nnue_incremental(benchmark::State& state) {
  const auto moves = random_moves<V>(7, 120);
  const auto& net = **engine::nnue::embedded_network<V>();
  engine::nnue::AccumulatorStack<V> stack(int(moves.size()) + 1);
  for (auto _ : state) {
    stack.reset(net, start_position<V>());
    walk<V>(moves, [&](const Position<V>& pos, Move m, bool before) {
      if (before)
        stack.push(pos, m);
      else
        benchmark::DoNotOptimize(stack.evaluate(pos));
    });
  }
  state.counters["evals/s"] =
      benchmark::Counter(double(moves.size()), benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK(moves_only<Tori>)->Name("evaluate/tori/moves_only");
BENCHMARK(classical<Tori>)->Name("evaluate/tori/classical");
BENCHMARK(nnue_refresh<Tori>)->Name("evaluate/tori/nnue_refresh");
BENCHMARK(nnue_incremental<Tori>)->Name("evaluate/tori/nnue_incremental");
BENCHMARK(moves_only<Yari>)->Name("evaluate/yari/moves_only");
BENCHMARK(classical<Yari>)->Name("evaluate/yari/classical");
BENCHMARK(nnue_refresh<Yari>)->Name("evaluate/yari/nnue_refresh");
BENCHMARK(nnue_incremental<Yari>)->Name("evaluate/yari/nnue_incremental");

}  // namespace
}  // namespace tori

BENCHMARK_MAIN();
