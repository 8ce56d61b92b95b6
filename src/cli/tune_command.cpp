// `tori tune generate` and `tori tune fit`: options and progress output; the work is done by
// src/tune.
#include "cli/tune_command.h"

#include <fmt/core.h>

#include <fstream>
#include <iostream>
#include <memory>

#include "tune/fit_run.h"
#include "tune/selfplay.h"

namespace tori::cli {

namespace {

// Reports a failure on stderr and ends the command with exit code 2.
[[noreturn]] void fail(const std::string& message) {
  std::cerr << message << "\n";
  throw CLI::RuntimeError(2);
}

VariantId variant_from(const std::string& name) {
  auto id = parse_variant_name(name);
  if (!id) throw CLI::ValidationError("--variant", "unknown variant '" + name + "'");
  return *id;
}

struct GenerateOptions {
  std::string variant = "tori";
  std::string output;
  tune::SelfPlayOptions play;
};

void add_generate(CLI::App& tune) {
  auto o = std::make_shared<GenerateOptions>();
  CLI::App* cmd = tune.add_subcommand("generate", "Self-play games: quiet positions and results");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--games", o->play.games, "games to play")->capture_default_str();
  cmd->add_option("--nodes", o->play.nodes, "nodes per move")->capture_default_str();
  cmd->add_option("--seed", o->play.seed, "seed of the random plies")->capture_default_str();
  cmd->add_option("--random-plies", o->play.random_plies, "up to this many random plies")
      ->capture_default_str();
  cmd->add_option("--max-plies", o->play.max_plies, "longer games are draws")
      ->capture_default_str();
  cmd->add_option("--openings", o->play.openings_path, "opening file (default: the variant's)");
  cmd->add_option("--output", o->output, "data file to write")->required();
  cmd->callback([o] {
    o->play.variant = variant_from(o->variant);
    std::ofstream out(o->output);
    if (!out) throw CLI::ValidationError("--output", "cannot write " + o->output);
    out << fmt::format(
        "# tori tune generate --variant {} --games {} --nodes {} --seed {} --random-plies {} "
        "--max-plies {}\n",
        o->variant, o->play.games, o->play.nodes, o->play.seed, o->play.random_plies,
        o->play.max_plies);
    auto stats = tune::generate_selfplay(o->play, out, [](const tune::SelfPlayStats& s) {
      if (s.games % 100 == 0)
        std::cerr << fmt::format("{} games, {} positions\n", s.games, s.positions);
    });
    if (!stats) fail("tori tune generate: " + stats.error().message);
    std::cout << fmt::format("{} games (Black {}, White {}, draws {}), {} positions\n",
                             stats->games, stats->black_wins, stats->white_wins, stats->draws,
                             stats->positions);
  });
}

struct FitCommandOptions {
  std::string variant = "tori";
  tune::FitRunOptions run;
};

void add_fit(CLI::App& tune) {
  auto o = std::make_shared<FitCommandOptions>();
  CLI::App* cmd = tune.add_subcommand("fit", "Texel fit of the evaluation weights");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--data", o->run.data_path, "data file (plain, .xz or .gz)")->required();
  cmd->add_option("--output", o->run.output_path, "weights header to write")->required();
  cmd->add_option("--epochs", o->run.fit.epochs, "full passes of Adam")->capture_default_str();
  cmd->add_option("--learning-rate", o->run.fit.learning_rate, "Adam step in centipawns")
      ->capture_default_str();
  cmd->add_option("--regularisation", o->run.fit.regularisation,
                  "pull towards the start weights (error per (100 cp)^2)")
      ->capture_default_str();
  cmd->add_option("--freeze", o->run.frozen_groups,
                  "term groups to leave at their start weights (comma-separated)")
      ->delimiter(',');
  cmd->add_option("--holdout-percent", o->run.fit.holdout_percent,
                  "hold out the last n% of the positions (whole games)")
      ->check(CLI::Range(0, 90))
      ->capture_default_str();
  cmd->callback([o] {
    o->run.variant = variant_from(o->variant);
    auto report =
        tune::run_fit(o->run, [](const std::string& line) { std::cout << line << std::endl; });
    if (!report) fail("tori tune fit: " + report.error().message);
    std::cout << "wrote " << o->run.output_path << "\n";
  });
}

}  // namespace

void add_tune_command(CLI::App& app) {
  CLI::App* tune = app.add_subcommand("tune", "Tune the evaluation: self-play data, Texel fit");
  tune->require_subcommand(1);
  add_generate(*tune);
  add_fit(*tune);
}

}  // namespace tori::cli
