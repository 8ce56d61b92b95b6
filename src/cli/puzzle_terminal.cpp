#include "cli/puzzle_terminal.h"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <random>

#include "core/fen.h"
#include "core/game.h"
#include "core/illegal_reason.h"
#include "core/move_text.h"
#include "core/text.h"
#include "puzzles/puzzle_json.h"
#include "puzzles/puzzle_judge.h"

namespace tori::cli {

namespace {

constexpr std::string_view HELP = R"(Commands:
  <move>     your move, in any notation: Sw-4d, S-44, 4e4d, d3d4, ３四燕
  hint       the piece to move
  solution   show the rest of the solution and go on (the puzzle counts as failed)
  skip       the next puzzle (failed)
  board      show the board again
  quit       leave
)";

enum class Ending { SOLVED, FAILED, QUIT };

template <class V>
class PuzzleRun {
 public:
  PuzzleRun(const puzzles::Puzzle& puzzle, const PuzzleSessionOptions& options, std::ostream& out)
      : puzzle_(puzzle),
        options_(options),
        out_(out),
        game_(parse_sfen<V>(puzzle.sfen).value()),
        solver_(game_.position().side_to_move()) {}

  Ending run(std::istream& in) {
    out_ << fmt::format("\nPuzzle {} ({}), rating {}: {} to move, {}.\n", puzzle_.id,
                        fmt::join(puzzle_.themes, ", "), puzzle_.rating, color_name(solver_),
                        goal());
    show();
    std::string line;
    while (prompt(), std::getline(in, line)) {
      std::string word = std::string(trim(line));
      if (word.empty()) continue;
      if (word == "quit" || word == "exit") return Ending::QUIT;
      if (word == "help") {
        out_ << HELP;
      } else if (word == "board") {
        show();
      } else if (word == "hint") {
        hint();
      } else if (word == "skip") {
        out_ << "Skipped.\n";
        return Ending::FAILED;
      } else if (word == "solution") {
        show_solution();
        return Ending::FAILED;
      } else if (play(word)) {
        return failed_ ? Ending::FAILED : Ending::SOLVED;
      }
    }
    return Ending::QUIT;
  }

 private:
  std::string goal() const {
    const std::size_t moves = (puzzle_.solution.size() + 1) / 2;
    if (!puzzle_.is_mate()) return "find the best move";
    return moves == 1 ? "mate in 1" : fmt::format("mate in {} moves", moves);
  }

  void prompt() {
    if (options_.prompt) out_ << "puzzle> " << std::flush;
  }

  void show() {
    BoardView view;
    view.style = options_.style;
    view.white_at_bottom = solver_ == WHITE;
    out_ << render_board(game_.position(), view);
  }

  Move solution_move(std::size_t step) const {
    return parse_usi_move<V>(puzzle_.solution[step]).value();
  }

  void hint() {
    const Move m = solution_move(game_.moves().size());
    if (m.is_drop())
      out_ << "Hint: drop a piece from your hand.\n";
    else
      out_ << "Hint: move the piece on " << usi_square<V>(m.from()) << ".\n";
  }

  // Plays a move of the solver's; true when the puzzle is over.
  bool play(const std::string& text) {
    const Position<V> before = game_.position();
    auto move = parse_any_move(before, text);
    if (!move) {
      out_ << "cannot read '" << text << "': " << move.error().message << "\n";
      return false;
    }
    if (auto reason = game_.why_illegal(*move)) {
      out_ << "illegal move " << format_move(before, *move, options_.notation) << ": " << *reason
           << "\n";
      return false;
    }
    const std::size_t step = game_.moves().size();
    if (!puzzles::is_right_move(puzzle_, step, to_usi<V>(*move))) {
      failed_ = true;
      out_ << format_move(before, *move, options_.notation)
           << " is not the solution: try again, or type `solution`.\n";
      return false;
    }
    out_ << "Right: " << format_move(before, *move, options_.notation) << "\n";
    game_.play(*move);
    if (step + 1 == puzzle_.solution.size()) {
      show();
      out_ << (failed_ ? "Done, after a wrong try.\n" : "Solved!\n");
      return true;
    }
    reply();
    return false;
  }

  void reply() {
    const Move m = solution_move(game_.moves().size());
    out_ << "Reply: " << format_move(game_.position(), m, options_.notation) << "\n";
    game_.play(m);
    show();
  }

  void show_solution() {
    out_ << "Solution:";
    while (game_.moves().size() < puzzle_.solution.size()) {
      const Move m = solution_move(game_.moves().size());
      out_ << " " << format_move(game_.position(), m, options_.notation);
      game_.play(m);
    }
    out_ << "\n";
    show();
  }

  const puzzles::Puzzle& puzzle_;
  const PuzzleSessionOptions& options_;
  std::ostream& out_;
  Game<V> game_;
  Color solver_;
  bool failed_ = false;
};

struct PlayOptions {
  std::vector<std::string> files;
  std::string variant;
  std::string theme;
  std::string id;
  unsigned seed = 0;
  std::string style = "standard";
  std::string notation = "western";
};

}  // namespace

int run_puzzle_session(const std::vector<puzzles::Puzzle>& set, const PuzzleSessionOptions& options,
                       std::istream& in, std::ostream& out) {
  int solved = 0, tried = 0;
  for (const puzzles::Puzzle& puzzle : set) {
    Ending ending = visit_variant(
        puzzle.variant, [&]<class V>() { return PuzzleRun<V>(puzzle, options, out).run(in); });
    if (ending == Ending::QUIT) break;
    ++tried;
    if (ending == Ending::SOLVED) ++solved;
  }
  out << fmt::format("\nSolved {} of {} puzzles.\n", solved, tried);
  return solved;
}

void add_puzzle_play_command(CLI::App& puzzles) {
  auto options = std::make_shared<PlayOptions>();
  auto* play = puzzles.add_subcommand("play", "Solve puzzles in the terminal");
  play->add_option("files", options->files, "set files")
      ->default_val(std::vector<std::string>{"data/puzzles/tori.jsonl"})
      ->check(CLI::ExistingFile);
  play->add_option("--variant", options->variant, "only this variant: tori or yari");
  play->add_option("--theme", options->theme, "only puzzles with this theme (e.g. tsume, drop)");
  play->add_option("--id", options->id, "just this puzzle");
  play->add_option("--seed", options->seed, "shuffle the puzzles with this seed (0: in order)");
  play->add_option("--style", options->style, "board style: standard, alternate, small");
  play->add_option("--notation", options->notation,
                   "how moves are written: western, japanese, ...");
  play->callback([options] {
    auto fail = [](const std::string& message) {
      std::cerr << "tori puzzles play: " << message << "\n";
      throw CLI::RuntimeError(2);
    };
    PuzzleSessionOptions session;
    auto style = parse_board_style(options->style);
    if (!style) fail("unknown board style '" + options->style + "'");
    session.style = *style;
    auto notation = parse_notation_name(options->notation);
    if (!notation) fail("unknown notation '" + options->notation + "'");
    session.notation = *notation;
    std::optional<VariantId> variant;
    if (!options->variant.empty()) {
      variant = parse_variant_name(options->variant);
      if (!variant) fail("unknown variant '" + options->variant + "'");
    }
    std::vector<puzzles::Puzzle> chosen;
    for (const std::string& file : options->files) {
      auto set = puzzles::read_puzzle_set_file(file);
      if (!set) fail(set.error().message);
      for (auto& p : *set) {
        if (variant && p.variant != *variant) continue;
        if (!options->theme.empty() &&
            std::find(p.themes.begin(), p.themes.end(), options->theme) == p.themes.end())
          continue;
        if (!options->id.empty() && p.id != options->id) continue;
        chosen.push_back(std::move(p));
      }
    }
    if (chosen.empty()) fail("no puzzle matches");
    if (options->seed) std::shuffle(chosen.begin(), chosen.end(), std::mt19937(options->seed));
    run_puzzle_session(chosen, session, std::cin, std::cout);
  });
}

}  // namespace tori::cli
