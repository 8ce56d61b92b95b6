// The commands of USI and UCI. The reader thread handles commands; the engine's search thread
// reports info and bestmove. Both write through write(), under one mutex, whole lines at a time.
#include "protocol/protocol_session.h"

#include <atomic>
#include <charconv>
#include <chrono>
#include <exception>
#include <stdexcept>

#include "core/text.h"
#include "protocol/replies.h"

#ifndef TORI_VERSION
#define TORI_VERSION "dev"
#endif

namespace tori::protocol {

namespace {

using Clock = std::chrono::steady_clock;

// USI `go mate` gives a time, not a length: search for mates up to this many moves.
constexpr int USI_MATE_MOVES = 32;

// A USI mate search that ran to within this margin of its time ran out of time.
constexpr int64_t MATE_TIME_MARGIN_MS = 50;

// How much of an unknown command is repeated back.
constexpr std::size_t MAX_ECHO = 200;

}  // namespace

// What a search needs to write its reports: its own snapshot of the game, so the GUI may set up
// the next position while it runs.
struct ProtocolSession::SearchContext {
  std::shared_ptr<const ProtocolGame> game;
  Dialect dialect = Dialect::USI;
  bool usi_mate = false;
  int64_t mate_ms = 0;  // 0: no time limit
  Clock::time_point started = Clock::now();
  std::atomic<bool> stop_requested{false};
  std::vector<Move> last_pv;  // touched only by the search thread
};

// Without threads the engine's memory is the page's: a hash table this size is plenty there.
constexpr int CALLER_MAX_HASH_MB = 256;

ProtocolSession::ProtocolSession(std::ostream& out, SearchThreading threading)
    : out_(out), threading_(threading), game_(ProtocolGame::start(settings_.variant)) {}

ProtocolSession::~ProtocolSession() {
  stepped_.reset();
  if (engine_) engine_->stop();
  engine_.reset();
}

bool ProtocolSession::handle_line(std::string_view line) {
  std::vector<std::string_view> words = split_words(line);
  if (words.empty()) return true;
  std::string_view command = words[0];
  if (!dialect_chosen_) {
    dialect_ = command == "uci" ? Dialect::UCI : Dialect::USI;
    dialect_chosen_ = true;
  }
  try {
    return dispatch(command, Args(words).subspan(1), line);
  } catch (const std::exception& e) {
    info_string(std::string("error: ") + e.what());
  }
  return command != "quit";
}

bool ProtocolSession::dispatch(std::string_view command, Args args, std::string_view line) {
  if (command == "usi" || command == "uci") {
    dialect_ = command == "usi" ? Dialect::USI : Dialect::UCI;
    identify();
  } else if (command == "isready") {
    on_isready();
  } else if (command == "setoption") {
    on_setoption(args);
  } else if (command == "usinewgame" || command == "ucinewgame") {
    on_newgame();
  } else if (command == "position") {
    on_position(args);
  } else if (command == "go") {
    on_go(args);
  } else if (command == "stop") {
    on_stop();
  } else if (command == "ponderhit") {
    on_ponderhit();
  } else if (command == "gameover") {
    on_gameover(args);
  } else if (command == "d") {
    on_display();
  } else if (command == "eval") {
    for (const std::string& line : game_->evaluation_lines()) info_string(line);
  } else if (command == "bench") {
    on_bench(args);
  } else if (command == "quit") {
    finish_search();
    return false;
  } else if (command != "debug" && command != "register") {  // UCI commands with nothing to do
    std::string text;
    for (std::string_view w : split_words(line)) text += (text.empty() ? "" : " ") + std::string(w);
    if (text.size() > MAX_ECHO) text = text.substr(0, MAX_ECHO) + "...";
    info_string("unknown command: " + text);
  }
  return true;
}

void ProtocolSession::identify() {
  std::vector<std::string> lines = {std::string("id name Tori ") + TORI_VERSION,
                                    "id author the Tori developers"};
  for (std::string& option : option_lines(dialect_)) lines.push_back(std::move(option));
  lines.push_back(dialect_ == Dialect::USI ? "usiok" : "uciok");
  write(lines);
}

void ProtocolSession::on_isready() {
  // Making the engine or resizing its hash table can take a while: readyok says it is done.
  // During a search the changes wait for the next go, and readyok comes at once.
  // The first isready, and the first after a change, say which evaluation plays, as
  // Fairy-Stockfish does: with the net on by default a user should not have to ask.
  if (!search_active()) {
    ensure_engine();
    if (std::string line = evaluation_line(settings_); line != announced_evaluation_) {
      info_string(line);
      announced_evaluation_ = std::move(line);
    }
  }
  write("readyok");
}

void ProtocolSession::on_setoption(Args args) {
  auto command = parse_setoption(args);
  if (!command) return info_string("error: " + command.error().message);
  // Without threads is the browser's engine, which has no files to read a net from.
  if (threading_ == SearchThreading::CALLER && equals_ignoring_case(command->name, "EvalFile") &&
      !command->value.empty() && command->value != "<empty>")
    return info_string(
        "error: EvalFile: this engine has no files; it plays with its embedded nets");
  auto change = apply_option(settings_, *command, dialect_);
  if (!change) return info_string("error: " + change.error().message);
  settings_changed_ = true;
  if (change->variant_changed) game_ = ProtocolGame::start(settings_.variant);
  if (change->note.empty()) return;
  info_string(change->note);
  if (change->note == evaluation_line(settings_)) announced_evaluation_ = change->note;
}

void ProtocolSession::on_newgame() {
  finish_search();
  ensure_engine();
  engine_->new_game();
}

void ProtocolSession::on_position(Args args) {
  auto command = parse_position_command(args);
  if (!command) return refuse_position(command.error().message);
  auto game = ProtocolGame::create(settings_.variant, *command);
  if (!game) return refuse_position(game.error().message);
  game_ = *game;
  position_error_.clear();
}

// The GUI now means a position the engine does not have: searching the one it still has would
// answer a question nobody asked, so the next go searches nothing (see refuse_go).
void ProtocolSession::refuse_position(const std::string& why) {
  position_error_ = why;
  info_string("error: " + why + "; no position to search until the next position command");
}

void ProtocolSession::on_go(Args args) {
  GoCommand go = parse_go(args, dialect_);
  for (const std::string& warning : go.warnings) info_string("warning: " + warning);
  // A go during a search (a GUI error) ends that search first, bestmove and all.
  finish_search();
  if (!position_error_.empty()) return refuse_go(go);
  start_search(go);
}

// A GUI waits for the bestmove of every go: it comes at once, naming no move, after a line that
// says why.
void ProtocolSession::refuse_go(const GoCommand& go) {
  info_string("error: not searching: the last position command was refused (" + position_error_ +
              ")");
  if (go.mate && dialect_ == Dialect::USI) return write("checkmate nomate");
  write(dialect_ == Dialect::USI ? "bestmove resign" : "bestmove (none)");
}

void ProtocolSession::start_search(const GoCommand& go) {
  auto context = std::make_shared<SearchContext>();
  context->game = game_;
  context->dialect = dialect_;
  context->usi_mate = go.mate && dialect_ == Dialect::USI;
  context->mate_ms = go.mate_infinite ? 0 : go.mate_value;
  const ProtocolGame& game = *context->game;

  // No legal move: nothing to search; the answer is known.
  if (game.legal_moves().empty()) {
    engine::SearchOutcome none;
    if (context->usi_mate) return write(checkmate_line(none, {}, false, game));
    return write(bestmove_lines(none, game, dialect_));
  }
  engine::SearchLimits limits = make_limits(go, game);
  std::string failure;
  try {
    ensure_engine();
    if (auto error = engine_->set_position(game.start_sfen(), game.moves()))
      failure = "the engine refused the position: " + error->to_string();
  } catch (const std::exception& e) {
    failure = e.what();
  }
  if (!failure.empty()) {
    // Never leave a GUI waiting: answer with a legal move.
    info_string("error: " + failure);
    if (context->usi_mate) return write(checkmate_line({}, {}, false, game));
    return write(bestmove_lines({}, game, dialect_));
  }
  {
    std::lock_guard lock(mutex_);
    search_ = SearchState{};
    search_.context = context;
    search_.active = true;
    search_.pondering = go.ponder;
    search_.infinite = go.infinite;
    search_.hold = (go.infinite || go.ponder) && !context->usi_mate;
  }
  if (threading_ == SearchThreading::CALLER) return search_on_caller(context, limits);
  engine_->go(limits, callbacks_for(context));
}

engine::Callbacks ProtocolSession::callbacks_for(const std::shared_ptr<SearchContext>& context) {
  engine::Callbacks callbacks;
  callbacks.on_info = [this, context](const engine::SearchInfo& info) {
    context->last_pv = info.pv;
    write(info_line(info, *context->game, context->dialect));
  };
  callbacks.on_best_move = [this, context](const engine::SearchOutcome& outcome) {
    report_best_move(context, outcome);
  };
  return callbacks;
}

// The engine waits for stop itself only on its own thread: here the session holds the bestmove
// (search_.hold), and a search that only stop would end is run in steps.
void ProtocolSession::search_on_caller(const std::shared_ptr<SearchContext>& context,
                                       engine::SearchLimits limits) {
  const bool timed = limits.move_time > 0 || limits.clock.remaining[0] >= 0 ||
                     limits.clock.remaining[1] >= 0 || limits.clock.byoyomi[0] > 0 ||
                     limits.clock.byoyomi[1] > 0;
  const bool unbounded =
      limits.infinite || limits.ponder || (!timed && limits.depth == 0 && limits.nodes == 0);
  engine::Callbacks callbacks = callbacks_for(context);
  // A mate search is one run of the mate solver, which cannot be cut into steps.
  if (unbounded && limits.mate == 0) {
    stepped_ = std::make_unique<SteppedSearch>(*engine_, limits, std::move(callbacks.on_info));
    return;
  }
  limits.infinite = limits.ponder = false;
  callbacks.on_best_move(engine_->search(limits, callbacks.on_info));
}

void ProtocolSession::step_search() {
  if (stepped_ && !stepped_->step()) end_stepped_search();
}

// The bestmove of the steps so far: written, or held for stop as on the engine's own thread.
void ProtocolSession::end_stepped_search() {
  if (!stepped_) return;
  engine::SearchOutcome outcome = stepped_->outcome();
  stepped_.reset();
  std::shared_ptr<SearchContext> context;
  {
    std::lock_guard lock(mutex_);
    context = search_.context;
  }
  if (context) report_best_move(context, outcome);
}

engine::SearchLimits ProtocolSession::make_limits(const GoCommand& go, const ProtocolGame& game) {
  engine::SearchLimits limits;
  for (int c = 0; c < 2; ++c) {
    limits.clock.remaining[c] = go.time[c];
    limits.clock.increment[c] = go.increment[c];
    limits.clock.byoyomi[c] = go.byoyomi[c];
  }
  limits.move_time = go.movetime;
  limits.depth = go.depth;
  limits.nodes = go.nodes;
  limits.infinite = go.infinite;
  limits.ponder = go.ponder;
  if (go.mate && dialect_ == Dialect::USI) {
    limits.mate = USI_MATE_MOVES;
    limits.checks_only = true;
    limits.move_time = go.mate_value;  // 0 (no limit) for `go mate infinite`
  } else if (go.mate) {
    limits.mate = go.mate_infinite ? USI_MATE_MOVES : int(std::min<int64_t>(go.mate_value, 1000));
  }
  for (const std::string& text : go.searchmoves) {
    auto move = game.parse_legal_move(text);
    if (move)
      limits.root_moves.push_back(*move);
    else
      info_string("warning: searchmoves: " + move.error().message);
  }
  return limits;
}

void ProtocolSession::report_best_move(const std::shared_ptr<SearchContext>& context,
                                       const engine::SearchOutcome& outcome) {
  std::vector<std::string> lines;
  if (context->usi_mate) {
    auto elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - context->started);
    bool out_of_time =
        context->stop_requested ||
        (context->mate_ms > 0 && elapsed.count() + MATE_TIME_MARGIN_MS >= context->mate_ms);
    lines.push_back(checkmate_line(outcome, context->last_pv, out_of_time, *context->game));
  } else {
    lines = bestmove_lines(outcome, *context->game, context->dialect);
  }
  std::lock_guard lock(mutex_);
  if (search_.context != context) return;  // a search that was already given up
  search_.active = false;
  if (search_.discard) return;
  if (search_.hold)
    search_.held = std::move(lines);
  else
    write_locked(lines);
}

void ProtocolSession::on_stop() {
  bool active = false;
  {
    std::lock_guard lock(mutex_);
    active = search_.active;
    if (search_.context) search_.context->stop_requested = true;
    search_.hold = false;
    search_.pondering = false;
    write_locked(search_.held);
    search_.held.clear();
  }
  end_stepped_search();
  if (active && engine_) engine_->stop();
}

void ProtocolSession::on_ponderhit() {
  std::shared_ptr<SearchContext> context;
  bool infinite = false;
  {
    std::lock_guard lock(mutex_);
    if (!search_.pondering) return;
    infinite = search_.infinite;
    search_.pondering = false;
    search_.hold = search_.infinite;
    if (!search_.hold) {
      // The search may have ended while pondering: its move is the answer now.
      write_locked(search_.held);
      search_.held.clear();
    }
    context = search_.context;
  }
  // Pondering in steps: the clock now runs, so the search on it runs now, its table warm.
  if (stepped_ && context && !infinite) {
    engine::SearchLimits limits = stepped_->limits();
    limits.ponder = false;
    stepped_.reset();
    return search_on_caller(context, limits);
  }
  if (engine_) engine_->ponderhit();
}

void ProtocolSession::on_gameover(Args args) {
  if (args.empty() || (args[0] != "win" && args[0] != "lose" && args[0] != "draw"))
    info_string("warning: expected 'gameover win|lose|draw'");
  {
    std::lock_guard lock(mutex_);
    search_.discard = search_.active;
    search_.hold = false;
    search_.pondering = false;
    search_.held.clear();
  }
  finish_search();
  std::lock_guard lock(mutex_);
  search_.discard = false;
}

// `bench [DEPTH] [tori|yari|both] [nnue|classical]`: the node-count signature of `tori bench`
// (depth 8, both variants), evaluated as the Use NNUE option says unless told; then the speed.
void ProtocolSession::on_bench(Args args) {
  int depth = 8;
  std::vector<VariantId> variants = {VariantId::TORI, VariantId::YARI};
  bool use_nnue = settings_.engine.use_nnue;
  for (std::string_view word : args) {
    int number = 0;
    auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), number);
    if (error == std::errc() && end == word.data() + word.size()) {
      if (number < 1 || number > 30) return info_string("error: bench depth is 1 to 30");
      depth = number;
    } else if (word == "nnue" || word == "classical") {
      use_nnue = word == "nnue";
    } else if (word == "both") {
      variants = {VariantId::TORI, VariantId::YARI};
    } else if (auto variant = parse_variant_name(word)) {
      variants = {*variant};
    } else {
      return info_string("error: expected 'bench [DEPTH] [tori|yari|both] [nnue|classical]'");
    }
  }
  finish_search();
  uint64_t total = 0;
  const Clock::time_point start = Clock::now();
  for (VariantId variant : variants) {
    const char* name = variant == VariantId::TORI ? "tori" : "yari";
    uint64_t nodes = engine::Engine::bench(
        variant, depth,
        [&](const std::string& line) { info_string(std::string("bench ") + name + " " + line); },
        use_nnue);
    info_string(std::string("bench ") + name + " nodes " + std::to_string(nodes));
    total += nodes;
  }
  const int64_t ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
  info_string("bench total nodes " + std::to_string(total) + " time " + std::to_string(ms) +
              " nps " + std::to_string(ms > 0 ? total * 1000 / uint64_t(ms) : total * 1000));
}

void ProtocolSession::on_display() {
  info_string(std::string(dialect_ == Dialect::USI ? "sfen " : "fen ") +
              game_->current_position(dialect_));
}

void ProtocolSession::finish_search() {
  // Also when the search has ended: a bestmove held for `stop` is written now.
  on_stop();
  if (engine_) engine_->wait();
}

void ProtocolSession::ensure_engine() {
  engine::Options options = settings_.engine;
  if (threading_ == SearchThreading::CALLER) {
    options.threads = 1;  // helper threads cannot be had
    options.hash_mb = std::min(options.hash_mb, CALLER_MAX_HASH_MB);
  }
  if (engine_ && engine_->variant() != settings_.variant) engine_.reset();
  if (!engine_) {
    engine_ = std::make_unique<engine::Engine>(settings_.variant, options);
  } else if (settings_changed_) {
    engine_->wait();
    engine_->set_options(options);
  }
  settings_changed_ = false;
}

bool ProtocolSession::search_active() {
  std::lock_guard lock(mutex_);
  return search_.active;
}

void ProtocolSession::write(const std::vector<std::string>& lines) {
  std::lock_guard lock(mutex_);
  write_locked(lines);
}

void ProtocolSession::write_locked(const std::vector<std::string>& lines) {
  if (lines.empty()) return;
  for (const std::string& line : lines) out_ << line << '\n';
  out_.flush();
}

}  // namespace tori::protocol
