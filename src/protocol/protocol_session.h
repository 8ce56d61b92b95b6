// One conversation with a GUI: the settings, the position it set up, the running search, and
// the rules for when a bestmove may be written (not before `stop` or `ponderhit` when the GUI
// asked for `go infinite` or `go ponder`).
#pragma once

#include <memory>
#include <mutex>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/engine.h"
#include "protocol/commands.h"
#include "protocol/options.h"
#include "protocol/protocol_game.h"
#include "protocol/stepped_search.h"

namespace tori::protocol {

// Where a search runs: on the engine's own thread (native programs), or on the thread that
// hands the session its lines (WebAssembly without threads): a bounded `go` then answers before
// handle_line returns, and an unbounded one (infinite, ponder, no limit) waits for step_search().
enum class SearchThreading { OWN_THREAD, CALLER };

class ProtocolSession {
 public:
  explicit ProtocolSession(std::ostream& out,
                           SearchThreading threading = SearchThreading::OWN_THREAD);
  ~ProtocolSession();  // stops the search before anything it writes to goes away
  ProtocolSession(const ProtocolSession&) = delete;
  ProtocolSession& operator=(const ProtocolSession&) = delete;

  // Handles one command line; false after `quit`. Never throws: a failure becomes an
  // `info string error: ...` line.
  bool handle_line(std::string_view line);

  // CALLER threading: whether a search waits for steps, and one step of it (its info lines, and
  // its bestmove once it ends on its own). The caller reads its next line between steps.
  bool search_pending() const { return stepped_ != nullptr; }
  void step_search();

 private:
  struct SearchContext;
  using Args = std::span<const std::string_view>;

  bool dispatch(std::string_view command, Args args, std::string_view line);
  void identify();
  void on_isready();
  void on_setoption(Args args);
  void on_newgame();
  void on_position(Args args);
  void refuse_position(const std::string& why);
  void on_go(Args args);
  void refuse_go(const GoCommand& go);
  void on_stop();
  void on_ponderhit();
  void on_gameover(Args args);
  void on_display();
  void on_bench(Args args);

  engine::SearchLimits make_limits(const GoCommand& go, const ProtocolGame& game);
  void start_search(const GoCommand& go);
  engine::Callbacks callbacks_for(const std::shared_ptr<SearchContext>& context);
  // CALLER threading: runs the search now, or leaves it to step_search() when unbounded.
  void search_on_caller(const std::shared_ptr<SearchContext>& context, engine::SearchLimits limits);
  void end_stepped_search();
  void report_best_move(const std::shared_ptr<SearchContext>& context,
                        const engine::SearchOutcome& outcome);
  // Ends the running search, if any, and waits until its bestmove has been reported.
  void finish_search();
  // The engine for the current variant and options; made or updated only while no search runs.
  void ensure_engine();
  bool search_active();

  void write(const std::vector<std::string>& lines);
  void write(const std::string& line) { write(std::vector<std::string>{line}); }
  void write_locked(const std::vector<std::string>& lines);  // mutex_ held
  void info_string(const std::string& text) { write("info string " + text); }

  std::mutex mutex_;  // guards out_ and search_
  std::ostream& out_;
  SearchThreading threading_;
  Dialect dialect_ = Dialect::USI;
  bool dialect_chosen_ = false;
  ProtocolSettings settings_;
  bool settings_changed_ = false;
  // The evaluation the last isready announced, so that each one is announced once.
  std::string announced_evaluation_;
  std::shared_ptr<const ProtocolGame> game_;
  // Why the last position command was refused; empty once one reads. While set, go searches
  // nothing: the GUI's position is not game_.
  std::string position_error_;

  struct SearchState {
    std::shared_ptr<SearchContext> context;  // of the last go
    bool active = false;                     // a go whose bestmove is not reported yet
    bool hold = false;       // go infinite / go ponder: the bestmove waits for stop or ponderhit
    bool pondering = false;  // go ponder, no ponderhit yet
    bool infinite = false;
    bool discard = false;  // gameover during a search: nobody waits for its bestmove
    std::vector<std::string> held;
  } search_;

  std::unique_ptr<SteppedSearch> stepped_;  // CALLER threading: the search waiting for steps

  // Last, so that it is destroyed first: its search thread calls back into this object.
  std::unique_ptr<engine::Engine> engine_;
};

}  // namespace tori::protocol
