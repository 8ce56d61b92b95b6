// `tori perft`: prints nodes, time and speed; with --suite checks every line of a suite file and
// exits non-zero on any mismatch.
#include "cli/perft_command.h"

#include <fmt/core.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/perft.h"
#include "core/perft_suite.h"
#include "core/variant.h"

namespace tori::cli {

namespace {

struct PerftOptions {
  std::string variant = "tori";
  std::string fen;
  int depth = 5;
  bool divide = false;
  std::string suite;
  int max_depth = 99;
  std::vector<std::string> moves;
};

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::string rate(uint64_t nodes, double seconds) {
  return seconds > 0 ? fmt::format("{:.0f}", double(nodes) / seconds) : "-";
}

template <class V>
int run_single(const PerftOptions& o) {
  auto parsed = o.fen.empty() ? Result<Position<V>>(start_position<V>()) : parse_position<V>(o.fen);
  if (!parsed) {
    std::cerr << "tori perft: bad position: " << parsed.error().to_string() << "\n";
    return 2;
  }
  Position<V> pos = parsed.value();
  typename Position<V>::Undo undo;
  for (const std::string& text : o.moves) {
    auto move = parse_usi_move<V>(text);
    if (!move) move = parse_uci_move<V>(text);
    MoveList legal;
    generate_legal(pos, legal);
    if (!move || !legal.contains(*move)) {
      std::cerr << "tori perft: '" << text << "' is not a legal move here\n";
      return 2;
    }
    pos.do_move(*move, undo);
  }
  auto start = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (o.divide) {
    for (auto& [move, count] : perft_divide(pos, o.depth)) {
      std::cout << to_usi<V>(move) << " (" << to_uci<V>(move) << "): " << count << "\n";
      nodes += count;
    }
  } else {
    nodes = perft(pos, o.depth);
  }
  double secs = seconds_since(start);
  std::cout << fmt::format("nodes {}\ntime {:.3f} s\nnps {}\n", nodes, secs, rate(nodes, secs));
  return 0;
}

template <class V>
int run_suite(const PerftOptions& o) {
  std::ifstream in(o.suite);
  if (!in) {
    std::cerr << "tori perft: cannot read suite file " << o.suite << "\n";
    return 2;
  }
  int line_number = 0, passed = 0, failed = 0;
  uint64_t total_nodes = 0;
  auto start = std::chrono::steady_clock::now();
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    auto entry = parse_perft_suite_line(line);
    if (entry && entry->fen.empty()) continue;
    auto pos = entry ? parse_position<V>(entry->fen) : Result<Position<V>>(entry.error());
    if (!pos) {
      std::cout << fmt::format("line {}: FAIL cannot read: {}\n", line_number,
                               pos.error().to_string());
      ++failed;
      continue;
    }
    Position<V> p = pos.value();
    std::string report;
    bool ok = true;
    for (auto [depth, expected] : entry->expected) {
      if (depth > o.max_depth) continue;
      uint64_t got = perft(p, depth);
      total_nodes += got;
      report += fmt::format(" D{}={}", depth, got);
      if (got != expected) {
        report += fmt::format("(expected {})", expected);
        ok = false;
      }
    }
    std::cout << fmt::format("line {}: {}{}  {}\n", line_number, ok ? "ok  " : "FAIL", report,
                             entry->fen);
    (ok ? passed : failed)++;
  }
  double secs = seconds_since(start);
  std::cout << fmt::format("{} passed, {} failed\n", passed, failed);
  std::cout << fmt::format("nodes {} in {:.3f} s, nps {}\n", total_nodes, secs,
                           rate(total_nodes, secs));
  return failed == 0 ? 0 : 1;
}

}  // namespace

void add_perft_command(CLI::App& app) {
  auto options = std::make_shared<PerftOptions>();
  CLI::App* cmd = app.add_subcommand("perft", "Count move sequences (move generator check)");
  cmd->add_option("--variant", options->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--fen", options->fen, "position as FEN or SFEN (default: start)");
  cmd->add_option("--depth", options->depth, "plies to count")
      ->check(CLI::Range(1, 20))
      ->capture_default_str();
  cmd->add_option("--moves", options->moves, "moves (USI or UCI) played from the position first");
  cmd->add_flag("--divide", options->divide, "count per first move");
  cmd->add_option("--suite", options->suite, "suite file: FEN ;D1 n ;D2 n ...");
  cmd->add_option("--max-depth", options->max_depth, "with --suite: skip deeper entries")
      ->check(CLI::Range(1, 20));
  cmd->callback([options] {
    auto id = parse_variant_name(options->variant);
    if (!id)
      throw CLI::ValidationError(
          "--variant", "unknown variant '" + options->variant + "' (expected tori or yari)");
    int rc = visit_variant(*id, [&]<class V>() {
      return options->suite.empty() ? run_single<V>(*options) : run_suite<V>(*options);
    });
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
