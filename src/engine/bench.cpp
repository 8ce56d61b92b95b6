// `bench`: a fixed set of positions searched to a fixed depth on one thread. The total node count
// is the signature of the search: a change that alters it changes how the engine plays.
#include <array>
#include <string>

#include "engine/engine.h"

namespace tori::engine {

namespace {

constexpr std::array<const char*, 6> TORI_POSITIONS = {
    "startpos",
    "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w - 1",
    "rp2cp1/1ckf3/ss1s1ss/4sSs/SSFSSSS/4C2/LPCK1PR b 2S 9",
    "1p1k1p1/+S4lS/1sc1cs1/2SssSS/1s1SSSR/F3C2/1PCK1P1 b 2Ss 24",
    "3s1pf/5kl/1pscl1s/7/3CsPS/6R/CP1K2S w RC4S6s 29",
    "rpc2+F1/sskc3/sS1sss1/2F1S2/S1P2SR/1S1SSss/LPCKCP1 w s 18",
};
constexpr std::array<const char*, 5> YARI_POSITIONS = {
    "startpos",
    "rnnkbbr/7/ppppppp/7/7/2P4/PP1PPPP/7/RBBKNNR w - 2",
    "1nn1k2/r4N1/ppp1pp1/7/1B1p3/7/PPPPPPP/1B4R/RB1KN2 w P 12",
    "3b3/7/2k4/p2pp1p/7/1B3P1/P1PPP1P/3K1N1/2R1NR1 b 4P2n 25",
    "r2kb2/BP4r/p1n1pbp/4bp1/3p3/P1NP1PP/1+p2P1N/R3N2/2K3R w Pp 19",
};

}  // namespace

uint64_t Engine::bench(VariantId variant, int depth, std::function<void(const std::string&)> log,
                       bool use_nnue) {
  Options options;
  options.use_nnue = use_nnue;
  options.hash_mb = 16;
  options.threads = 1;
  uint64_t total = 0;
  auto run = [&](const auto& positions) {
    Engine engine(variant, options);
    for (const char* position : positions) {
      engine.new_game();
      if (auto error = engine.set_position(position, {})) {
        if (log) log(std::string("bad bench position ") + position + ": " + error->message);
        continue;
      }
      SearchLimits limits;
      limits.depth = depth;
      uint64_t nodes = 0;
      engine.search(limits, [&](const SearchInfo& info) { nodes = info.nodes; });
      total += nodes;
      if (log) log(std::string(position) + ": " + std::to_string(nodes) + " nodes");
    }
  };
  if (variant == VariantId::TORI)
    run(TORI_POSITIONS);
  else
    run(YARI_POSITIONS);
  return total;
}

}  // namespace tori::engine
