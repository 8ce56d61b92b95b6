// `tori show`: reads a position (FEN, SFEN or "startpos") and prints it in the standard,
// alternate or small board style, from Black's side or, with --flip, from White's. Bad input is
// reported on stderr with exit code 2.
#include "cli/show_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "core/fen.h"
#include "core/variant.h"
#include "notation/board_text.h"

namespace tori::cli {

namespace {

struct ShowOptions {
  std::string variant = "tori";
  std::string position = "startpos";
  std::string style = "standard";
  bool flip = false;
  std::string black = "Black";
  std::string white = "White";
  std::string last_move;
};

template <class V>
int show(const ShowOptions& o, const BoardView& view) {
  auto parsed = parse_position<V>(o.position);
  if (!parsed) {
    std::cerr << "tori show: bad position: " << parsed.error().to_string() << "\n";
    return 2;
  }
  std::cout << render_board(parsed.value(), view);
  return 0;
}

int run(const ShowOptions& o) {
  auto id = parse_variant_name(o.variant);
  if (!id) {
    std::cerr << "tori show: unknown variant '" << o.variant << "' (expected tori or yari)\n";
    return 2;
  }
  auto style = parse_board_style(o.style);
  if (!style) {
    std::cerr << "tori show: unknown board style '" << o.style
              << "' (expected standard, alternate or small)\n";
    return 2;
  }
  BoardView view;
  view.style = *style;
  view.white_at_bottom = o.flip;
  view.black_name = o.black;
  view.white_name = o.white;
  view.last_move = o.last_move;
  return visit_variant(*id, [&]<class V>() { return show<V>(o, view); });
}

}  // namespace

void add_show_command(CLI::App& app) {
  auto options = std::make_shared<ShowOptions>();
  CLI::App* cmd = app.add_subcommand("show", "Print a position as a text board");
  cmd->add_option("--variant", options->variant, "tori or yari")->capture_default_str();
  cmd->add_option("--position", options->position, "FEN, SFEN or startpos")->capture_default_str();
  cmd->add_option("--style", options->style, "standard, alternate or small")->capture_default_str();
  cmd->add_flag("--flip", options->flip, "show the board from White's side");
  cmd->add_option("--black", options->black, "Black's name")->capture_default_str();
  cmd->add_option("--white", options->white, "White's name")->capture_default_str();
  cmd->add_option("--last-move", options->last_move, "the last move, as text to show");
  cmd->callback([options] {
    int rc = run(*options);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
