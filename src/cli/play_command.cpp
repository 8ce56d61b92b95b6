// `tori play`: a game between two people at one terminal.
#include "cli/play_command.h"

#include <iostream>
#include <memory>

#include "cli/terminal_game.h"

namespace tori::cli {

namespace {

struct PlayOptions {
  std::string variant = "tori";
  std::string position;
  std::string handicap;
  std::string style = "standard";
  std::string notation = "western";
  bool flip = false;
  bool no_prompt = false;
  std::string black = "Black";
  std::string white = "White";
  std::string engine;  // "black", "white" or empty
  int64_t engine_ms = 2000;
  int skill = 20;
};

}  // namespace

void add_play_command(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  CLI::App* cmd = app.add_subcommand("play", "Play a game in the terminal");
  cmd->add_option("--variant", o->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--position", o->position, "start from this FEN or SFEN");
  cmd->add_option("--handicap", o->handicap,
                  "handicap code (tori: lq f f+lq f+2q; yari: yb yr 2p 4p 6p)");
  cmd->add_option("--style", o->style, "board style: standard, alternate or small")
      ->capture_default_str();
  cmd->add_option("--notation", o->notation,
                  "how moves are shown: western, numeric, japanese, usi, uci, server")
      ->capture_default_str();
  cmd->add_flag("--flip", o->flip, "show the board from White's side");
  cmd->add_flag("--no-prompt", o->no_prompt, "do not print a prompt (for scripts)");
  cmd->add_option("--engine", o->engine, "the computer plays this side: black or white")
      ->check(CLI::IsMember({"black", "white"}));
  cmd->add_option("--think", o->engine_ms, "the computer's time per move in milliseconds")
      ->check(CLI::Range(10, 600000))
      ->capture_default_str();
  cmd->add_option("--skill", o->skill, "the computer's strength, 0 (weakest) to 20")
      ->check(CLI::Range(0, 20))
      ->capture_default_str();
  cmd->add_option("--black", o->black, "Black's name")->capture_default_str();
  cmd->add_option("--white", o->white, "White's name")->capture_default_str();
  cmd->callback([o] {
    TerminalGameOptions options;
    auto variant = parse_variant_name(o->variant);
    if (!variant) throw CLI::ValidationError("--variant", "unknown variant '" + o->variant + "'");
    auto style = parse_board_style(o->style);
    if (!style) throw CLI::ValidationError("--style", "unknown board style '" + o->style + "'");
    auto notation = parse_notation_name(o->notation);
    if (!notation)
      throw CLI::ValidationError("--notation", "unknown notation '" + o->notation + "'");
    options.variant = *variant;
    options.position = o->position;
    options.handicap = o->handicap;
    options.view.style = *style;
    options.view.white_at_bottom = o->flip;
    options.view.black_name = o->black;
    options.view.white_name = o->white;
    options.notation = *notation;
    options.prompt = !o->no_prompt;
    if (!o->engine.empty()) {
      options.engine_side = o->engine == "black" ? BLACK : WHITE;
      options.engine_ms = o->engine_ms;
      options.engine_skill = o->skill;
      (o->engine == "black" ? options.view.black_name : options.view.white_name) = "Tori";
    }
    int rc = run_terminal_game(options, std::cin, std::cout);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
