// `tori bench`: searches fixed positions to a fixed depth on one thread and prints the total node
// count (the same on every run: the signature of the search) and the speed.
#include "cli/bench_command.h"

#include <fmt/core.h>

#include <chrono>
#include <iostream>
#include <memory>

#include "engine/engine.h"

namespace tori::cli {

namespace {

struct BenchOptions {
  std::string variant = "both";
  int depth = 8;
  bool quiet = false;
  bool nnue = false;
};

}  // namespace

void add_bench_command(CLI::App& app) {
  auto o = std::make_shared<BenchOptions>();
  CLI::App* cmd =
      app.add_subcommand("bench", "Search fixed positions: node-count signature, speed");
  cmd->add_option("--variant", o->variant, "tori, yari or both")->capture_default_str();
  cmd->add_option("--depth", o->depth, "search depth")
      ->check(CLI::Range(1, 30))
      ->capture_default_str();
  cmd->add_flag("--quiet", o->quiet, "print only the totals");
  cmd->add_flag("--nnue", o->nnue, "evaluate with the embedded net (another node count)");
  cmd->callback([o] {
    std::vector<VariantId> variants;
    if (o->variant == "both") {
      variants = {VariantId::TORI, VariantId::YARI};
    } else if (auto id = parse_variant_name(o->variant)) {
      variants = {*id};
    } else {
      throw CLI::ValidationError("--variant", "unknown variant '" + o->variant + "'");
    }
    uint64_t total = 0;
    auto start = std::chrono::steady_clock::now();
    for (VariantId id : variants) {
      uint64_t nodes = engine::Engine::bench(
          id, o->depth,
          [&](const std::string& line) {
            if (!o->quiet) std::cout << line << "\n";
          },
          o->nnue);
      std::cout << (id == VariantId::TORI ? "tori" : "yari") << " nodes " << nodes << "\n";
      total += nodes;
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << fmt::format("total nodes {}\ntime {:.3f} s\nnps {:.0f}\n", total, seconds,
                             seconds > 0 ? double(total) / seconds : 0.0);
  });
}

}  // namespace tori::cli
