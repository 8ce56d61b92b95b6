// The terminal game loop: commands are words, anything else is read as a move in any notation.
#include "cli/terminal_game.h"

#include <fmt/format.h>

#include <chrono>
#include <fstream>
#include <istream>
#include <memory>
#include <ostream>
#include <sstream>

#include "core/fen.h"
#include "core/game.h"
#include "core/illegal_reason.h"
#include "core/text.h"
#include "engine/engine.h"
#include "notation/record_io.h"

namespace tori::cli {

namespace {

constexpr std::string_view HELP = R"(Commands:
  <move>       play a move, written in any notation: Sw-4d, S-44, 4e4d, d3d4, ３四燕, 4e-4d
  moves        list the legal moves
  undo         take back the last move (against the computer: your last move and its reply)
  resign       the side to move resigns
  save FILE    save the game (KIF; .pgn for PGN, .usi for a USI position command)
  board        show the board again
  help         this text
  quit         leave
)";

// The format a file name asks for: .pgn, .usi, or KIF for anything else.
RecordFormat record_format_for(const std::string& path) {
  if (path.ends_with(".pgn")) return RecordFormat::PGN;
  if (path.ends_with(".usi")) return RecordFormat::USI;
  return RecordFormat::KIF;
}

std::string today() {
  auto days = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  std::chrono::year_month_day date{days};
  return fmt::format("{:04}-{:02}-{:02}", int(date.year()), unsigned(date.month()),
                     unsigned(date.day()));
}

template <class V>
class Session {
 public:
  Session(const TerminalGameOptions& o, Game<V> game, std::ostream& out)
      : options_(o), game_(std::move(game)), out_(out) {
    if (o.engine_side) {
      engine::Options engine_options;
      engine_options.skill = o.engine_skill;
      engine_ = std::make_unique<engine::Engine>(o.variant, engine_options);
    }
  }

  void show_board() {
    BoardView view = options_.view;
    view.last_move = last_move_text_;
    out_ << render_board(game_.position(), view);
    if (game_.over()) out_ << "Game over: " << game_.result().description << "\n";
  }

  void prompt() {
    if (!options_.prompt) return;
    const Position<V>& pos = game_.position();
    out_ << color_name(pos.side_to_move()) << " to move (move " << pos.move_number() << ")> "
         << std::flush;
  }

  // Returns false when the player wants to leave.
  bool handle(const std::string& line) {
    std::istringstream words(line);
    std::string command, argument;
    words >> command;
    std::getline(words, argument);
    argument = std::string(trim(argument));
    if (command == "quit" || command == "exit") return false;
    if (command == "help" || command == "?") {
      out_ << HELP;
    } else if (command == "board") {
      show_board();
    } else if (command == "moves") {
      list_moves();
    } else if (command == "undo") {
      undo();
    } else if (command == "resign") {
      game_.resign(game_.position().side_to_move());
      out_ << game_.result().description << "\n";
    } else if (command == "save") {
      save(argument);
    } else {
      play(line);
    }
    return true;
  }

 private:
  void list_moves() {
    const Position<V>& pos = game_.position();
    std::string list;
    for (Move m : game_.legal_moves())
      list += (list.empty() ? "" : " ") + format_move(pos, m, options_.notation, context());
    out_ << (list.empty() ? "no legal moves" : list) << "\n";
  }

  // How many plies `undo` takes back: between two people the last one; against the computer the
  // player's own last move, with the computer's reply to it when there is one (else the
  // computer would at once play it again). 0 when the player has no move to take back.
  int plies_to_take_back() const {
    const int played = int(game_.moves().size());
    if (!engine_) return played > 0 ? 1 : 0;
    const bool computer_moved_last = game_.position().side_to_move() != *options_.engine_side;
    if (!computer_moved_last) return played > 0 ? 1 : 0;  // the game ended on the player's move
    return played >= 2 ? 2 : 0;  // only the computer's first move: nothing of the player's
  }

  void undo() {
    const int plies = plies_to_take_back();
    if (plies == 0) {
      out_ << "nothing to undo\n";
      return;
    }
    for (int i = 0; i < plies; ++i) game_.undo();
    last_move_text_.clear();
    if (!engine_)
      out_ << "took back the last move\n";
    else if (plies == 2)
      out_ << "took back your last move and the computer's reply\n";
    else
      out_ << "took back your last move\n";
    show_board();
  }

  void save(const std::string& path) {
    if (path.empty()) {
      out_ << "save needs a file name: save game.kif (or .pgn, .usi)\n";
      return;
    }
    RecordFormat format = record_format_for(path);
    RecordedGame header;
    header.black = options_.view.black_name;
    header.white = options_.view.white_name;
    header.date = today();
    std::ofstream file(path, std::ios::binary);
    file << write_record(record_of(game_, header), format);
    if (!file.flush()) {
      out_ << "could not write " << path << "\n";
      return;
    }
    out_ << "saved " << game_.moves().size() << " moves to " << path << " ("
         << record_format_name(format) << ")\n";
  }

  MoveContext context() const {
    return MoveContext{game_.moves().empty() ? Move() : game_.moves().back()};
  }

  void play(const std::string& text) {
    const Position<V> before = game_.position();
    auto move = parse_any_move(before, text, context());
    if (!move) {
      out_ << "cannot read '" << text << "': " << move.error().message << "\n";
      return;
    }
    std::string written = format_move(before, *move, options_.notation, context());
    if (auto reason = game_.why_illegal(*move)) {
      out_ << "illegal move " << written << ": " << *reason << "\n";
      return;
    }
    apply(*move, written);
    engine_turn();
  }

 public:
  // When the engine plays the side to move, it thinks and moves.
  void engine_turn() {
    if (!engine_ || game_.over() || game_.position().side_to_move() != *options_.engine_side)
      return;
    if (auto error = engine_->set_position(to_sfen(game_.start()), game_.moves())) {
      out_ << "engine: " << error->message << "\n";
      return;
    }
    engine::SearchLimits limits;
    limits.move_time = options_.engine_ms;
    engine::SearchOutcome outcome = engine_->search(limits);
    if (!outcome.best) return;  // no legal move: the game is already over
    apply(outcome.best, format_move(game_.position(), outcome.best, options_.notation, context()));
  }

 private:
  void apply(Move move, const std::string& written) {
    const Color mover = game_.position().side_to_move();
    auto result = game_.play(move);
    if (!result) {  // cannot happen after why_illegal, but never lose a game to it
      out_ << "illegal move " << written << ": " << result.error().message << "\n";
      return;
    }
    last_move_text_ = written;
    out_ << color_name(mover) << " played " << written << "\n";
    show_board();
  }

  const TerminalGameOptions& options_;
  Game<V> game_;
  std::ostream& out_;
  std::string last_move_text_;
  std::unique_ptr<engine::Engine> engine_;
};

template <class V>
Result<Position<V>> starting_position(const TerminalGameOptions& o) {
  if (!o.handicap.empty()) {
    for (const auto& h : V::HANDICAPS)
      if (h.code == o.handicap) return parse_sfen<V>(h.sfen);
    std::string known;
    for (const auto& h : V::HANDICAPS) known += (known.empty() ? "" : ", ") + std::string(h.code);
    return make_error("unknown handicap '" + o.handicap + "' (" + std::string(V::NAME) + " has " +
                      known + ")");
  }
  if (o.position.empty()) return start_position<V>();
  return parse_position<V>(o.position);
}

template <class V>
int run(const TerminalGameOptions& options, std::istream& in, std::ostream& out) {
  auto start = starting_position<V>(options);
  if (!start) {
    out << "tori play: " << start.error().to_string() << "\n";
    return 2;
  }
  Session<V> session(options, Game<V>(*start), out);
  out << "Tori: " << V::NAME << " shogi. Type a move, or 'help'.\n";
  session.show_board();
  session.engine_turn();
  session.prompt();
  for (std::string line; std::getline(in, line);) {
    line = std::string(trim(line));
    if (!line.empty() && !session.handle(line)) break;
    session.prompt();
  }
  out << "\n";
  return 0;
}

}  // namespace

int run_terminal_game(const TerminalGameOptions& options, std::istream& in, std::ostream& out) {
  return visit_variant(options.variant, [&]<class V>() { return run<V>(options, in, out); });
}

}  // namespace tori::cli
