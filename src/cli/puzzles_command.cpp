#include "cli/puzzles_command.h"

#include <fmt/core.h>

#include <chrono>
#include <iostream>
#include <thread>

#include "cli/number_checks.h"
#include "cli/puzzle_terminal.h"
#include "cli/puzzles_import_command.h"
#include "puzzles/mining.h"
#include "puzzles/puzzle_json.h"
#include "puzzles/set_check.h"
#include "server/puzzles/finished_games.h"
#include "server/storage/open_storage.h"

namespace tori::cli {

namespace {

Result<std::vector<puzzles::PlayedGame>> finished_games(const std::string& database) {
  auto storage = server::open_storage(database, std::chrono::milliseconds(5000));
  if (!storage) return storage.error();
  return server::finished_games_for_mining(**storage);
}

struct MineOptions {
  puzzles::MiningOptions mining;
  uint64_t nodes = puzzles::MateProofLimits{}.prove_nodes;
  std::string database;  // the server's, for its finished games
};

void add_mine(CLI::App& puzzles) {
  auto options = std::make_shared<MineOptions>();
  options->mining.threads = int(std::max(1u, std::thread::hardware_concurrency()));
  auto* mine = puzzles.add_subcommand(
      "mine",
      "Scan self-play data (`tori nnue gen` files) for tsume and mates, appending to a set");
  mine->add_option("files", options->mining.packed, "packed position files (archive.py unpack)")
      ->check(CLI::ExistingFile);
  mine->add_option("--db", options->database,
                   "also the finished games of this server database (SQLite file or PostgreSQL "
                   "URL), with their analyses");
  mine->add_option("-o,--output", options->mining.output,
                   "the set file (JSON lines), carried on from its .progress file")
      ->required();
  mine->add_option("--threads", options->mining.threads, "threads (default: every core)")
      ->check(whole_number_at_least(1));
  mine->add_option("--max", options->mining.max_puzzles, "stop once the set holds this many")
      ->check(whole_number_at_least(0));
  mine->add_option("--min-score", options->mining.min_score,
                   "look at positions scored at least this (centipawns, for the winner)");
  mine->add_option("--nodes", options->nodes, "df-pn nodes for each proof")
      ->check(whole_number_at_least(1000));
  mine->add_flag("!--no-mates", options->mining.mates, "look for tactics only");
  mine->add_option("--max-tactics", options->mining.max_tactics,
                   "look for tactics while the set holds fewer than this many (default 0: none)");
  mine->add_option("--tactic-nodes", options->mining.search.tactic.nodes,
                   "engine nodes for each search of a tactic")
      ->check(whole_number_at_least(1000));
  mine->callback([options] {
    options->mining.search.mate.prove_nodes = options->nodes;
    if (options->mining.packed.empty() && options->database.empty()) {
      std::cerr << "tori puzzles mine: give packed files, --db, or both\n";
      throw CLI::RuntimeError(2);
    }
    if (!options->database.empty()) {
      auto games = finished_games(options->database);
      if (!games) {
        std::cerr << "tori puzzles mine: " << games.error().to_string() << "\n";
        throw CLI::RuntimeError(2);
      }
      options->mining.games = std::move(games).value();
      options->mining.games_input = "server";
    }
    const auto start = std::chrono::steady_clock::now();
    auto progress = [&start](const puzzles::MiningProgress& p) {
      double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::cerr << fmt::format("\r{}: games {}/{}, puzzles {}, {:.0f} s   ", p.input, p.games_done,
                               p.games, p.puzzles, seconds)
                << std::flush;
    };
    auto count = puzzles::mine_puzzles(options->mining, progress);
    std::cerr << "\n";
    if (!count) {
      std::cerr << "tori puzzles mine: " << count.error().to_string() << "\n";
      throw CLI::RuntimeError(2);
    }
    std::cout << fmt::format("{} puzzles in {}\n", *count, options->mining.output);
  });
}

struct CheckOptions {
  std::vector<std::string> files;
  std::size_t sample = 0;
  uint64_t nodes = puzzles::MateProofLimits{}.prove_nodes;
  uint64_t tactic_nodes = puzzles::TacticLimits{}.nodes;
};

void add_check(CLI::App& puzzles) {
  auto options = std::make_shared<CheckOptions>();
  auto* check = puzzles.add_subcommand(
      "check", "Re-prove every puzzle of a set (or a sample): exit 1 if any does not hold");
  check->add_option("files", options->files, "set files")->required()->check(CLI::ExistingFile);
  check->add_option("--sample", options->sample, "only this many, spread over each set (0: all)");
  check->add_option("--nodes", options->nodes, "df-pn nodes for each proof, as mined")
      ->check(whole_number_at_least(1000));
  check
      ->add_option("--tactic-nodes", options->tactic_nodes,
                   "engine nodes for each search of a tactic, as mined")
      ->check(whole_number_at_least(1000));
  check->callback([options] {
    puzzles::PuzzleSearch search;
    search.mate.prove_nodes = options->nodes;
    search.tactic.nodes = options->tactic_nodes;
    std::unique_ptr<engine::Engine> engine;  // kept between tactics: made once per variant
    std::size_t checked = 0, wrong = 0;
    for (const std::string& file : options->files) {
      auto set = puzzles::read_puzzle_set_file(file);
      if (!set) {
        std::cerr << "tori puzzles check: " << set.error().message << "\n";
        throw CLI::RuntimeError(2);
      }
      for (std::size_t i : puzzles::sample_indices(set->size(), options->sample)) {
        const auto& puzzle = (*set)[i];
        ++checked;
        if (auto why = puzzles::recheck_puzzle(puzzle, search, engine)) {
          ++wrong;
          std::cout << fmt::format("{} ({} line {}): {}\n", puzzle.id, file, i + 1, *why);
        }
      }
    }
    std::cout << fmt::format("{} puzzles checked, {} wrong\n", checked, wrong);
    if (wrong) throw CLI::RuntimeError(1);
  });
}

}  // namespace

void add_puzzles_command(CLI::App& app) {
  auto* puzzles = app.add_subcommand("puzzles", "Mine, check and solve puzzles");
  puzzles->require_subcommand(1);
  add_mine(*puzzles);
  add_check(*puzzles);
  add_puzzle_play_command(*puzzles);
  add_puzzles_import_subcommand(*puzzles);
}

}  // namespace tori::cli
