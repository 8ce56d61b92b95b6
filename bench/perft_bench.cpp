// Perft speed of the move generator from the start positions: the figures in the README's
// benchmark table (run through scripts/bench.sh, which reports the median of repetitions).
#include <benchmark/benchmark.h>

#include "core/fen.h"
#include "core/perft.h"
#include "core/variant.h"

namespace tori {
namespace {

template <class V>
void perft_from_start(benchmark::State& state) {
  Position<V> pos = start_position<V>();
  const int depth = int(state.range(0));
  uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = perft(pos, depth);
    benchmark::DoNotOptimize(nodes);
  }
  state.counters["nodes"] = double(nodes);
  state.counters["nps"] =
      benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK(perft_from_start<Tori>)->Name("perft/tori/start")->Arg(6)->Unit(benchmark::kMillisecond);
BENCHMARK(perft_from_start<Yari>)->Name("perft/yari/start")->Arg(5)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace tori

BENCHMARK_MAIN();
