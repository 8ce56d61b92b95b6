// The engine as the rest of the program sees it: give it a game (start position and moves), start
// a search with limits, get progress and the best move through callbacks. The protocol front
// end (USI/UCI), the match runner and the server all drive it this way, without text.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/types.h"
#include "core/variant.h"

namespace tori::engine {

// Both players' clocks as `go` reads them out. Times in milliseconds; the arrays are indexed by
// Color.
struct ClockTimes {
  int64_t remaining[2] = {-1, -1};  // main time left; -1 when not given
  int64_t increment[2] = {0, 0};
  int64_t byoyomi[2] = {0, 0};
};

struct SearchLimits {
  ClockTimes clock;
  int64_t move_time = 0;  // exactly this long per move; 0 when not given
  int depth = 0;          // 0: no limit
  uint64_t nodes = 0;     // 0: no limit
  int mate = 0;           // look for a mate in this many moves
  // USI `go mate`: only a mate by continuous checks (tsume) answers, found by the mate solver;
  // no alpha-beta search follows when it finds none.
  bool checks_only = false;
  bool infinite = false;         // until stop()
  bool ponder = false;           // thinking on the opponent's time until ponderhit() or stop()
  std::vector<Move> root_moves;  // only these moves at the root; empty: all
};

struct Score {
  bool mate = false;  // value is moves to mate (negative: being mated) rather than centipawns
  int value = 0;
};

// One progress report ("info" in USI/UCI).
struct SearchInfo {
  int depth = 0;
  int seldepth = 0;
  int multipv = 1;
  Score score;
  enum class Bound { EXACT, LOWER, UPPER } bound = Bound::EXACT;
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int hashfull = 0;  // per mille
  int64_t time_ms = 0;
  std::vector<Move> pv;
};

struct SearchOutcome {
  Move best;    // none when the side to move has no legal move (it has lost)
  Move ponder;  // the expected reply, if known
  Score score;
  uint64_t nodes = 0;  // searched by all threads, the mate solver's included
};

struct Callbacks {
  std::function<void(const SearchInfo&)> on_info;
  std::function<void(const SearchOutcome&)> on_best_move;
};

struct Options {
  int hash_mb = 64;
  int threads = 1;
  int multipv = 1;
  int skill = 20;  // 0 (weakest) .. 20 (full strength), for casual players
  // The neural evaluation instead of the classical one ("Use NNUE", as Fairy-Stockfish names
  // it): on, since the embedded nets beat the classical evaluation by hundreds of Elo
  // (docs/nnue.md); the classical one stays for comparison and for tuning its own weights.
  bool use_nnue = true;
  std::string eval_file = {};  // a net file to use instead of the embedded net; empty: embedded
};

// Which evaluation a search with these options would use, or why the net cannot be used (then
// the classical evaluation is used): for the protocols' `info string`.
Result<std::string> describe_evaluation(VariantId variant, const Options& options);

class Engine {
 public:
  explicit Engine(VariantId variant, Options options = {});
  ~Engine();  // stops any search and waits for it
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  VariantId variant() const;
  const Options& options() const;
  // Takes effect for the next search (the hash table is resized now).
  void set_options(const Options& options);
  // Forgets what earlier games taught it (hash table, move ordering statistics).
  void new_game();
  // The game so far. `position` is an SFEN, a FEN or "startpos"; every move must be legal.
  std::optional<Error> set_position(std::string_view position, const std::vector<Move>& moves);

  // Starts a search on its own thread and returns at once; on_best_move is called exactly once
  // for every go(), from the search thread, after the last on_info.
  void go(const SearchLimits& limits, Callbacks callbacks);
  void stop();       // the search ends soon and reports its best move
  void ponderhit();  // the move pondered on was played: the clock now runs for us
  void wait();       // until the current search (if any) has reported its best move
  bool searching() const;

  // Searches and waits: the convenience the match runner and the server use.
  SearchOutcome search(const SearchLimits& limits,
                       std::function<void(const SearchInfo&)> on_info = {});

  // Nodes searched by `bench`: fixed positions, fixed depth, one thread; with the embedded net
  // when use_nnue (the signature is the classical evaluation's).
  static uint64_t bench(VariantId variant, int depth, std::function<void(const std::string&)> log,
                        bool use_nnue = false);

  class Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace tori::engine
