// The alpha-beta search of one thread: iterative deepening with aspiration windows, principal
// variation search, a shared transposition table, a 1-ply mate test, null-move pruning, late-move
// reductions, futility and SEE pruning, move ordering by SEE, killers, history and continuation
// history, quiescence search, check extensions, and the repetition rules of each variant.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

#include "core/game.h"
#include "engine/engine.h"
#include "engine/evaluation.h"
#include "engine/nnue/accumulator.h"
#include "engine/time_manager.h"
#include "engine/transposition_table.h"

namespace tori::engine {

constexpr int MAX_PLY = 96;
constexpr int VALUE_MATE = 30000;
constexpr int VALUE_INFINITE = 31000;
constexpr int VALUE_MATE_IN_MAX_PLY = VALUE_MATE - MAX_PLY;
// A repetition the rules decide against one side (Tori's "must vary", perpetual check): decisive
// but not a forced mate.
constexpr int VALUE_REPETITION_WIN = 10000;

// What the threads of one search share.
struct SharedState {
  TranspositionTable& tt;
  std::atomic<bool>& stop;
  std::atomic<uint64_t>& nodes;  // all threads together
  TimeManager& time;
};

template <class V>
class Searcher {
 public:
  explicit Searcher(SharedState shared) : shared_(shared) {}

  // Forgets what earlier searches learnt (histories, killers): as a searcher made anew.
  void new_game();

  // The net to evaluate with from the next search on; null: the classical evaluation.
  void set_network(const nnue::Network<V>* net) { net_ = net; }

  // Searches the game's current position. The main thread reports through `callbacks`
  // (on_info only; the caller reports the best move); helper threads pass empty callbacks.
  SearchOutcome run(const Game<V>& game, const SearchLimits& limits, const Options& options,
                    const Callbacks& callbacks, bool main_thread, int thread_index);

 private:
  struct Frame {
    Key key = 0;
    bool in_check = false;  // the side to move here is in check: the move before gave check
    Move move;              // the move that led here
    int moved = 0;          // piece_code of what made that move (0: none, or a null move)
    int static_eval = 0;
  };
  struct RootMove {
    Move move;
    int score = -VALUE_INFINITE;
    int previous_score = -VALUE_INFINITE;
    std::vector<Move> pv;
  };

  int search(int alpha, int beta, int depth, int ply, bool pv_node);
  // Every move of the search tree goes through these, so that the net's accumulators follow.
  void make_move(Move m, typename Position<V>::Undo& undo) {
    if (net_) accumulators_.push(pos_, m);
    pos_.do_move(m, undo);
  }
  void unmake_move(Move m, const typename Position<V>::Undo& undo) {
    pos_.undo_move(m, undo);
    if (net_) accumulators_.pop();
  }
  int static_evaluation() { return net_ ? accumulators_.evaluate(pos_) : evaluate(pos_); }
  // checks: also try the quiet moves that give a direct check (the first quiescence ply only).
  int quiesce(int alpha, int beta, int ply, bool checks = false);
  int search_root(int alpha, int beta, int depth, std::size_t first);
  bool repetition_score(int ply, int& score) const;
  void extend_pv(int ply, Move m);
  void order_moves(const MoveList& list, Move tt_move, int ply, std::array<int, MAX_MOVES>& scores);
  // The continuation histories that apply here: after the move one ply back and two plies back
  // (null where there is none).
  using Continuations = std::array<int16_t*, 2>;
  int quiet_score(Move m, const Continuations& after) const;
  // The best of the moves from i on, moved to place i (scoring the quiet moves when reached).
  Move next_move(MoveList& list, std::array<int, MAX_MOVES>& scores, std::size_t i);
  void update_quiet_stats(Move best, int ply, int depth, const Move* tried, int tried_count);
  int history_index(Move m) const;
  bool is_capture(Move m) const { return !m.is_drop() && pos_.piece_on(m.to()); }
  // Colour and type of the piece that makes m, in one number below PIECE_CODES (0 is no piece).
  int piece_code(Move m) const {
    PieceType t = m.is_drop() ? m.dropped() : type_of(pos_.piece_on(m.from()));
    return pos_.side_to_move() * PIECE_TYPE_LIMIT + t;
  }
  // The continuation history after the move `back` plies ago, indexed [piece code][to].
  int16_t* continuation_after(int back);
  bool mate_in_one(const MoveList& list, Move& mate);
  bool allows_mate_by_checks(Move m);
  void push_frame(Move m, int moved);
  bool should_stop();
  void report(int depth, int multipv_index, const RootMove& rm, int alpha, int beta,
              const Callbacks& callbacks) const;

  SharedState shared_;
  Position<V> pos_;
  const nnue::Network<V>* net_ = nullptr;
  // One entry per move made below the root (the root's moves included).
  nnue::AccumulatorStack<V> accumulators_{MAX_PLY + 2};
  std::vector<Frame> frames_;  // the game's positions, then the search path
  std::size_t root_frame_ = 0;
  std::vector<RootMove> root_moves_;
  std::vector<Move> mate_checked_;  // root moves the solver has looked at this search
  std::array<std::array<Move, MAX_PLY + 1>, MAX_PLY + 1> pv_{};
  std::array<int, MAX_PLY + 1> pv_length_{};
  // history_[colour][from square, or 64 + dropped type][to square]
  std::array<std::array<std::array<int, 64>, 64 + 16>, COLOR_NB> history_{};
  static constexpr int PIECE_CODES = COLOR_NB * PIECE_TYPE_LIMIT;
  // continuation_[code of an earlier move][its destination][code of this move][destination],
  // for the moves one and two plies back.
  std::vector<int16_t> continuation_ =
      std::vector<int16_t>(std::size_t(PIECE_CODES) * 64 * PIECE_CODES * 64);
  std::array<std::array<Move, 2>, MAX_PLY + 2> killers_{};
  std::array<Move, MAX_PLY + 2> excluded_{};  // left out by a singular-extension search
  SearchLimits limits_;
  uint64_t nodes_ = 0;
  int seldepth_ = 0;
  int skill_noise_ = 0;
  bool main_thread_ = true;
};

}  // namespace tori::engine
