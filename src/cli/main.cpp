// The `tori` command: one front for every tool of the project. Each subcommand lives in its own
// file and only parses options and prints; the work is done by the libraries.
#include <CLI/CLI.hpp>

#include "cli/analyse_command.h"
#include "cli/bench_command.h"
#include "cli/command_command.h"
#include "cli/convert_command.h"
#include "cli/engine_command.h"
#include "cli/loadtest_command.h"
#include "cli/mail_command.h"
#include "cli/match_command.h"
#include "cli/mate_command.h"
#include "cli/nnue_command.h"
#include "cli/perft_command.h"
#include "cli/play_command.h"
#include "cli/puzzles_command.h"
#include "cli/serve_command.h"
#include "cli/show_command.h"
#include "cli/tune_command.h"

int main(int argc, char** argv) {
  CLI::App app{"tori: Tori Shogi and Yari Shogi tools"};
  app.require_subcommand(1);
  tori::cli::add_analyse_command(app);
  tori::cli::add_bench_command(app);
  tori::cli::add_command_command(app);
  tori::cli::add_convert_command(app);
  tori::cli::add_engine_command(app);
  tori::cli::add_loadtest_command(app);
  tori::cli::add_mail_command(app);
  tori::cli::add_match_command(app);
  tori::cli::add_mate_command(app);
  tori::cli::add_nnue_command(app);
  tori::cli::add_perft_command(app);
  tori::cli::add_play_command(app);
  tori::cli::add_puzzles_command(app);
  tori::cli::add_serve_command(app);
  tori::cli::add_show_command(app);
  tori::cli::add_tune_command(app);
  CLI11_PARSE(app, argc, argv);
  return 0;
}
