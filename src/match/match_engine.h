// One engine of a match, driven over USI or UCI through EngineProcess: the handshake, options,
// new games, and a move under a budget. It deals in text only (positions and moves as the
// dialect writes them); the rules and the arbiter live in the game runner.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/result.h"
#include "core/variant.h"
#include "match/engine_output.h"
#include "match/time_control.h"
#include "protocol/commands.h"
#include "protocol/engine_process.h"

namespace tori::match {

using protocol::Dialect;
enum class ProtocolChoice { USI, UCI, AUTO };  // AUTO: try `usi`, then `uci`

struct EngineConfig {
  std::string command;  // run with /bin/sh -c
  std::string name;     // empty: the engine's `id name`
  ProtocolChoice protocol = ProtocolChoice::AUTO;
  std::vector<std::pair<std::string, std::string>> options;  // extra `setoption`s, in order
  int hash_mb = 64;
  int threads = 1;
  std::string stderr_path = "/dev/null";  // where the engine's stderr goes
  // How long `usiok`/`uciok` may take (AUTO gives `usi` at most 3 s of it before `uci`).
  std::chrono::milliseconds handshake_timeout = std::chrono::seconds(15);
};

// How a request for a move ended.
struct MoveReply {
  enum class Kind {
    MOVE,     // `move` holds the text, not yet checked
    RESIGN,   // `bestmove resign`, or `(none)` while moves remain
    WIN,      // `bestmove win`: a claim the arbiter judges
    TIMEOUT,  // no bestmove within the allowance
    CRASH,    // the engine exited, closed its output or stopped reading
    GARBLED,  // a bestmove line without a move
  } kind = Kind::CRASH;
  std::string move;
  std::optional<EngineScore> score;  // the last one its info lines gave
  int64_t elapsed_ms = 0;
  std::string detail;  // for CRASH and GARBLED: what happened, in words
};

class MatchEngine {
 public:
  // Starts the engine and completes the handshake, the options and `isready`. The variant is
  // set through USI_Variant/UCI_Variant when the engine lists it (always under UCI, where
  // Fairy-Stockfish needs it).
  static Result<std::unique_ptr<MatchEngine>> start(const EngineConfig& config, VariantId variant);
  ~MatchEngine();
  MatchEngine(const MatchEngine&) = delete;
  MatchEngine& operator=(const MatchEngine&) = delete;

  Dialect dialect() const { return dialect_; }
  const std::string& name() const { return name_; }

  // `usinewgame`/`ucinewgame` and `isready`. False when the engine does not answer.
  bool new_game();
  // Sends the position (`start` an SFEN for USI, a FEN for UCI; moves in the dialect's
  // notation) and `go`, and waits for the bestmove up to the budget's allowance.
  MoveReply play(const std::string& start, const std::vector<std::string>& moves,
                 const MoveBudget& budget);
  // USI `gameover win|lose|draw`; nothing under UCI.
  void game_over(std::string_view result_word);
  // Whether the process can be trusted with another game (it has not crashed or hung).
  bool healthy() const { return healthy_; }
  // `quit`, then a kill after a short grace.
  protocol::ExitStatus quit();

 private:
  MatchEngine(std::unique_ptr<protocol::EngineProcess> process, const EngineConfig& config);
  Result<bool> handshake(ProtocolChoice choice);
  bool try_handshake(Dialect dialect, std::chrono::milliseconds timeout);
  void send_options(VariantId variant);
  bool sync(std::chrono::milliseconds timeout);
  std::string go_command(const MoveBudget& budget) const;
  std::string crash_detail(const char* when);

  std::unique_ptr<protocol::EngineProcess> process_;
  EngineConfig config_;
  Dialect dialect_ = Dialect::USI;
  std::string name_;
  std::vector<std::string> listed_options_;  // names from `option name ...`
  bool healthy_ = true;
};

}  // namespace tori::match
