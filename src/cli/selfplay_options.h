// The options that say how self-play games start and end, shared by `tori tune generate` and
// `tori nnue gen` (both play with tune/selfplay_rules.h).
#pragma once

#include <CLI/CLI.hpp>

#include "cli/number_checks.h"

namespace tori::cli {

// --seed, --random-plies, --max-plies and --openings, read into the like-named fields of `play`.
template <class PlayOptions>
void add_selfplay_game_options(CLI::App* cmd, PlayOptions& play) {
  cmd->add_option("--seed", play.seed, "seed of the random plies")
      ->check(whole_number_at_least(0))
      ->capture_default_str();
  cmd->add_option("--random-plies", play.random_plies, "up to this many random plies")
      ->check(CLI::Range(0, 1000))
      ->capture_default_str();
  cmd->add_option("--max-plies", play.max_plies, "longer games are draws")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--openings", play.openings_path, "opening file (default: the variant's)");
}

}  // namespace tori::cli
