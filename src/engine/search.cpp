// The search, narrated as numbered steps in search(). Tunables are in the anonymous namespace at
// the top, nowhere else.
#include "engine/search.h"

#include <algorithm>
#include <cmath>

#include "engine/eval_params.h"
#include "engine/evaluation.h"

namespace tori::engine {

namespace {

constexpr int ASPIRATION_WINDOW = 40;
constexpr int NULL_MOVE_MIN_DEPTH = 3;
constexpr int FUTILITY_MARGIN = 120;  // per ply of depth left
constexpr int FUTILITY_MAX_DEPTH = 3;
constexpr int RAZOR_MARGIN = 350;
constexpr int LMR_MIN_DEPTH = 3;
constexpr int LMR_MIN_MOVES = 3;
constexpr int DELTA_MARGIN = 200;
constexpr int HISTORY_LIMIT = 1 << 14;
constexpr int REPETITION_WINDOW = 64;  // plies looked back for a repetition

// The deterministic evaluation error of a weakened engine: the same position always gets the
// same error, so that the search stays consistent.
int skill_error(Key key, int amplitude) {
  return amplitude ? int((key >> 20) % uint64_t(2 * amplitude + 1)) - amplitude : 0;
}

int mate_in(int ply) { return VALUE_MATE - ply; }
int mated_in(int ply) { return -VALUE_MATE + ply; }

// Mate scores are stored relative to the node, not the root.
int to_tt(int score, int ply) {
  return score >= VALUE_MATE_IN_MAX_PLY    ? score + ply
         : score <= -VALUE_MATE_IN_MAX_PLY ? score - ply
                                           : score;
}
int from_tt(int score, int ply) {
  return score >= VALUE_MATE_IN_MAX_PLY    ? score - ply
         : score <= -VALUE_MATE_IN_MAX_PLY ? score + ply
                                           : score;
}

int reduction(int depth, int move_number) {
  static const auto table = [] {
    std::array<std::array<int, 64>, 64> r{};
    for (int d = 1; d < 64; ++d)
      for (int m = 1; m < 64; ++m) r[d][m] = int(0.5 + std::log(d) * std::log(m) / 2.2);
    return r;
  }();
  return table[std::min(depth, 63)][std::min(move_number, 63)];
}

// Brings the best-scored of the moves from i on to place i and returns it (selection sort, one
// step at a time: most nodes cut off after a few moves).
Move pick_next(MoveList& list, std::array<int, MAX_MOVES>& scores, std::size_t i) {
  std::size_t best = i;
  for (std::size_t j = i + 1; j < list.size(); ++j)
    if (scores[j] > scores[best]) best = j;
  std::swap(scores[i], scores[best]);
  std::swap(list[i], list[best]);
  return list[i];
}

Score to_score(int value) {
  if (value >= VALUE_MATE_IN_MAX_PLY) return {true, (VALUE_MATE - value + 1) / 2};
  if (value <= -VALUE_MATE_IN_MAX_PLY) return {true, -(VALUE_MATE + value) / 2};
  return {false, value};
}

}  // namespace

template <class V>
void Searcher<V>::clear_history() {
  for (auto& by_colour : history_)
    for (auto& by_from : by_colour) by_from.fill(0);
}

template <class V>
int Searcher<V>::history_index(Move m) const {
  return m.is_drop() ? 64 + m.dropped() : m.from();
}

template <class V>
bool Searcher<V>::should_stop() {
  if (shared_.stop.load(std::memory_order_relaxed)) return true;
  if ((nodes_ & 1023) != 0 || !main_thread_) return false;
  if ((limits_.nodes && shared_.nodes.load(std::memory_order_relaxed) >= limits_.nodes) ||
      shared_.time.past_hard_limit())
    shared_.stop = true;
  return shared_.stop;
}

// Whether the current position repeats an earlier one, and what the rules make of it: perpetual
// check loses for the checker; otherwise Yari scores a draw and Tori a loss for the side that
// repeated (it must vary).
template <class V>
bool Searcher<V>::repetition_score(int ply, int& score) const {
  const std::size_t here = frames_.size() - 1;
  const Key key = frames_[here].key;
  std::size_t lowest = here > REPETITION_WINDOW ? here - REPETITION_WINDOW : 0;
  // A null move (a frame reached by no move) breaks any cycle: look no further back than it.
  for (std::size_t k = here; k > lowest; --k)
    if (!frames_[k].move) {
      lowest = k;
      break;
    }
  for (std::size_t i = here - std::min<std::size_t>(here, 4); i >= lowest && i + 4 <= here;
       i -= 2) {
    if (frames_[i].key == key) {
      bool mover_checked = true, stm_checked = true;  // mover: the side that just moved
      for (std::size_t k = i + 1; k <= here; ++k)
        ((here - k) % 2 == 0 ? mover_checked : stm_checked) &= frames_[k].in_check;
      if (mover_checked && !stm_checked)
        score = VALUE_REPETITION_WIN;
      else if (stm_checked && !mover_checked)
        score = -VALUE_REPETITION_WIN;
      else
        score = V::FOURFOLD_REPETITION && !mover_checked ? VALUE_REPETITION_WIN : 0;
      (void)ply;
      return true;
    }
    if (i < 2) break;
  }
  return false;
}

template <class V>
void Searcher<V>::order_moves(const MoveList& list, Move tt_move, int ply,
                              std::array<int, MAX_MOVES>& scores) {
  using P = EvalParams<V>;
  const Frame& frame = frames_.back();
  Color us = pos_.side_to_move();
  for (std::size_t i = 0; i < list.size(); ++i) {
    Move m = list[i];
    int s;
    if (m == tt_move) {
      s = 1 << 30;
    } else if (is_capture(m)) {
      int victim = P::BOARD[type_of(pos_.piece_on(m.to()))];
      int attacker = P::BOARD[type_of(pos_.piece_on(m.from()))];
      s = (1 << 28) + victim * 16 - attacker / 16;
    } else if (m.is_promotion()) {
      s = (1 << 27);
    } else if (m == frame.killers[0]) {
      s = (1 << 26);
    } else if (m == frame.killers[1]) {
      s = (1 << 26) - 1;
    } else {
      s = history_[us][history_index(m)][m.to()];
    }
    scores[i] = s;
  }
  (void)ply;
}

template <class V>
void Searcher<V>::update_quiet_stats(Move best, int ply, int depth, const Move* tried,
                                     int tried_count) {
  Frame& frame = frames_.back();
  if (frame.killers[0] != best) {
    frame.killers[1] = frame.killers[0];
    frame.killers[0] = best;
  }
  Color us = pos_.side_to_move();
  int bonus = std::min(depth * depth, 400);
  auto adjust = [&](Move m, int delta) {
    int& h = history_[us][history_index(m)][m.to()];
    h += delta - h * std::abs(delta) / HISTORY_LIMIT;
  };
  adjust(best, bonus);
  for (int i = 0; i < tried_count; ++i)
    if (tried[i] != best) adjust(tried[i], -bonus);
  (void)ply;
}

// The principal variation of this node: m, then the child's.
template <class V>
void Searcher<V>::extend_pv(int ply, Move m) {
  pv_[ply][ply] = m;
  for (int k = ply + 1; k < pv_length_[ply + 1]; ++k) pv_[ply][k] = pv_[ply + 1][k];
  pv_length_[ply] = pv_length_[ply + 1];
}

template <class V>
int Searcher<V>::quiesce(int alpha, int beta, int ply) {
  ++nodes_;
  shared_.nodes.fetch_add(1, std::memory_order_relaxed);
  seldepth_ = std::max(seldepth_, ply);
  pv_length_[ply] = ply;
  if (should_stop()) return 0;
  int rep;
  if (ply > 0 && repetition_score(ply, rep)) return rep;
  const bool in_check = pos_.in_check();
  if (ply >= MAX_PLY) return in_check ? 0 : evaluate(pos_);

  int best = -VALUE_INFINITE;
  int stand_pat = 0;
  if (!in_check) {
    stand_pat = evaluate(pos_) + skill_error(pos_.key(), skill_noise_);
    if (stand_pat >= beta) return stand_pat;
    alpha = std::max(alpha, stand_pat);
    best = stand_pat;
  }
  MoveList list;
  generate_captures(pos_, list);
  if (in_check && list.empty()) return mated_in(ply);
  std::array<int, MAX_MOVES> scores;
  order_moves(list, Move(), ply, scores);
  typename Position<V>::Undo undo;
  for (std::size_t i = 0; i < list.size(); ++i) {
    Move m = pick_next(list, scores, i);
    if (!in_check) {
      // Delta pruning: even winning the piece would not reach alpha.
      int gain = EvalParams<V>::BOARD[type_of(pos_.piece_on(m.to()))];
      if (stand_pat + gain + DELTA_MARGIN < alpha && !m.is_promotion()) continue;
    }
    pos_.do_move(m, undo);
    frames_.push_back({pos_.key(), pos_.in_check(), m, {}, 0});
    int score = -quiesce(-beta, -alpha, ply + 1);
    frames_.pop_back();
    pos_.undo_move(m, undo);
    if (shared_.stop.load(std::memory_order_relaxed)) return 0;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        extend_pv(ply, m);
        if (score >= beta) break;
      }
    }
  }
  return best;
}

template <class V>
int Searcher<V>::search(int alpha, int beta, int depth, int ply, bool pv_node) {
  if (depth <= 0) return quiesce(alpha, beta, ply);
  ++nodes_;
  shared_.nodes.fetch_add(1, std::memory_order_relaxed);
  seldepth_ = std::max(seldepth_, ply);
  pv_length_[ply] = ply;

  // 1. Stop, repetition, maximum depth, mate distance pruning.
  if (should_stop()) return 0;
  int rep;
  if (repetition_score(ply, rep)) return rep;
  const bool in_check = pos_.in_check();
  if (ply >= MAX_PLY) return in_check ? 0 : evaluate(pos_);
  alpha = std::max(alpha, mated_in(ply));
  beta = std::min(beta, mate_in(ply + 1));
  if (alpha >= beta) return alpha;

  // 2. Transposition table.
  TTHit hit;
  const Key key = pos_.key();
  bool tt_found = shared_.tt.probe(key, hit);
  int tt_score = tt_found ? from_tt(hit.score, ply) : 0;
  if (tt_found && !pv_node && hit.depth >= depth &&
      (hit.bound == Bound::EXACT || (hit.bound == Bound::LOWER && tt_score >= beta) ||
       (hit.bound == Bound::UPPER && tt_score <= alpha)))
    return tt_score;

  // 3. Static evaluation.
  int static_eval = in_check
                        ? -VALUE_INFINITE
                        : (tt_found ? hit.eval : evaluate(pos_) + skill_error(key, skill_noise_));
  frames_.back().static_eval = static_eval;

  if (!in_check && !pv_node) {
    // 4. Razoring: far below alpha at the frontier, trust the quiescence search.
    if (depth <= 2 && static_eval + RAZOR_MARGIN * depth < alpha) {
      int score = quiesce(alpha, beta, ply);
      if (score < alpha) return score;
    }
    // 5. Futility pruning of the whole node: far above beta near the leaves.
    if (depth <= FUTILITY_MAX_DEPTH && static_eval - FUTILITY_MARGIN * depth >= beta &&
        std::abs(beta) < VALUE_MATE_IN_MAX_PLY)
      return static_eval;
    // 6. Null move: if passing still holds beta, a real move will too.
    if (depth >= NULL_MOVE_MIN_DEPTH && static_eval >= beta && frames_.back().move &&
        std::abs(beta) < VALUE_MATE_IN_MAX_PLY) {
      int r = 3 + depth / 4;
      typename Position<V>::Undo undo;
      pos_.do_null_move(undo);
      frames_.push_back({pos_.key(), false, Move(), {}, 0});
      int score = -search(-beta, -beta + 1, depth - r, ply + 1, false);
      frames_.pop_back();
      pos_.undo_null_move(undo);
      if (shared_.stop.load(std::memory_order_relaxed)) return 0;
      if (score >= beta) return score >= VALUE_MATE_IN_MAX_PLY ? beta : score;
    }
  }

  // 7. Moves, best first.
  MoveList list;
  generate_legal(pos_, list);
  if (list.empty()) return mated_in(ply);  // checkmate, or stalemate, which also loses
  std::array<int, MAX_MOVES> scores;
  Move tt_move = tt_found ? hit.move : Move();
  order_moves(list, tt_move, ply, scores);

  int best = -VALUE_INFINITE;
  Move best_move;
  const int original_alpha = alpha;
  Move quiets[64];
  int quiet_count = 0;
  typename Position<V>::Undo undo;
  for (std::size_t i = 0; i < list.size(); ++i) {
    Move m = pick_next(list, scores, i);
    const bool quiet = !is_capture(m) && !m.is_promotion();

    // 8. Move-count futility: late quiet moves near the leaves rarely matter.
    if (!pv_node && !in_check && quiet && depth <= 2 && i >= std::size_t(6 + 6 * depth) &&
        best > -VALUE_MATE_IN_MAX_PLY)
      continue;

    pos_.do_move(m, undo);
    const bool gives_check = pos_.in_check();
    frames_.push_back({pos_.key(), gives_check, m, {}, 0});
    // 9. Check extension.
    int new_depth = depth - 1 + (gives_check ? 1 : 0);
    int score;
    if (i == 0) {
      score = -search(-beta, -alpha, new_depth, ply + 1, pv_node);
    } else {
      // 10. Late move reductions, then a null-window search, re-searched when it surprises.
      int r = 0;
      if (depth >= LMR_MIN_DEPTH && i >= LMR_MIN_MOVES && quiet && !in_check && !gives_check) {
        r = reduction(depth, int(i)) + (pv_node ? 0 : 1);
        r = std::clamp(r, 0, new_depth - 1);
      }
      score = -search(-alpha - 1, -alpha, new_depth - r, ply + 1, false);
      if (score > alpha && r > 0) score = -search(-alpha - 1, -alpha, new_depth, ply + 1, false);
      if (score > alpha && score < beta && pv_node)
        score = -search(-beta, -alpha, new_depth, ply + 1, true);
    }
    frames_.pop_back();
    pos_.undo_move(m, undo);
    if (shared_.stop.load(std::memory_order_relaxed)) return 0;

    if (score > best) {
      best = score;
      if (score > alpha) {
        best_move = m;
        alpha = score;
        extend_pv(ply, m);
        if (score >= beta) {
          if (quiet) update_quiet_stats(m, ply, depth, quiets, quiet_count);
          break;
        }
      }
    }
    if (quiet && quiet_count < 64) quiets[quiet_count++] = m;
  }

  // 11. Remember what was learned.
  Bound bound = best >= beta ? Bound::LOWER : best > original_alpha ? Bound::EXACT : Bound::UPPER;
  shared_.tt.store(key, best_move, to_tt(best, ply), in_check ? 0 : static_eval, depth, bound);
  return best;
}

// The root: every root move from `first` on (earlier ones are the better lines of MultiPV).
template <class V>
int Searcher<V>::search_root(int alpha, int beta, int depth, std::size_t first) {
  int best = -VALUE_INFINITE;
  typename Position<V>::Undo undo;
  for (std::size_t i = first; i < root_moves_.size(); ++i) {
    RootMove& rm = root_moves_[i];
    pos_.do_move(rm.move, undo);
    const bool gives_check = pos_.in_check();
    frames_.push_back({pos_.key(), gives_check, rm.move, {}, 0});
    int new_depth = depth - 1 + (gives_check ? 1 : 0);
    int score;
    if (i == first) {
      score = -search(-beta, -alpha, new_depth, 1, true);
    } else {
      score = -search(-alpha - 1, -alpha, new_depth, 1, false);
      if (score > alpha && score < beta) score = -search(-beta, -alpha, new_depth, 1, true);
    }
    frames_.pop_back();
    pos_.undo_move(rm.move, undo);
    if (shared_.stop.load(std::memory_order_relaxed)) break;  // a half-searched move tells nothing
    if (score > best) best = score;
    if (score > alpha || i == first) {
      rm.score = score;
      rm.pv.assign(1, rm.move);
      for (int k = 1; k < pv_length_[1]; ++k) rm.pv.push_back(pv_[1][k]);
      if (score > alpha) alpha = score;
      // Keep the best line first among the candidates.
      std::rotate(root_moves_.begin() + first, root_moves_.begin() + i,
                  root_moves_.begin() + i + 1);
      if (score >= beta) break;
    } else {
      rm.score = -VALUE_INFINITE;
    }
  }
  return best;
}

template <class V>
void Searcher<V>::report(int depth, int multipv_index, const RootMove& rm, int alpha, int beta,
                         const Callbacks& callbacks) const {
  if (!callbacks.on_info) return;
  SearchInfo info;
  info.depth = depth;
  info.seldepth = seldepth_;
  info.multipv = multipv_index + 1;
  info.score = to_score(rm.score);
  info.bound = rm.score >= beta    ? SearchInfo::Bound::LOWER
               : rm.score <= alpha ? SearchInfo::Bound::UPPER
                                   : SearchInfo::Bound::EXACT;
  info.nodes = shared_.nodes.load();
  info.time_ms = shared_.time.elapsed_ms();
  info.nps = info.time_ms > 0 ? info.nodes * 1000 / uint64_t(info.time_ms) : info.nodes * 1000;
  info.hashfull = shared_.tt.hashfull();
  info.pv = rm.pv;
  callbacks.on_info(info);
}

template <class V>
SearchOutcome Searcher<V>::run(const Game<V>& game, const SearchLimits& limits,
                               const Options& options, const Callbacks& callbacks, bool main_thread,
                               int thread_index) {
  limits_ = limits;
  main_thread_ = main_thread;
  nodes_ = 0;
  seldepth_ = 0;
  pos_ = game.position();
  // The game's positions, oldest first, so that repetitions reaching back into the game count.
  frames_.clear();
  {
    Game<V> replay(game.start());
    frames_.push_back({replay.position().key(), replay.position().in_check(), Move(), {}, 0});
    for (Move m : game.moves()) {
      replay.play(m);
      frames_.push_back({replay.position().key(), replay.position().in_check(), m, {}, 0});
    }
  }
  root_frame_ = frames_.size() - 1;
  // Weaker play for casual players: a shallower search and a deterministic per-position error.
  skill_noise_ = options.skill < 20 ? (20 - options.skill) * 15 : 0;
  int max_depth = limits.depth > 0 ? std::min(limits.depth, MAX_PLY - 1) : MAX_PLY - 1;
  if (options.skill < 20) max_depth = std::min(max_depth, 1 + options.skill / 3);
  if (limits.mate > 0) max_depth = std::min(max_depth, 2 * limits.mate + 1);

  root_moves_.clear();
  for (Move m : game.legal_moves())
    if (limits.root_moves.empty() ||
        std::find(limits.root_moves.begin(), limits.root_moves.end(), m) != limits.root_moves.end())
      root_moves_.push_back({m, -VALUE_INFINITE, -VALUE_INFINITE, {m}});
  SearchOutcome outcome;
  if (root_moves_.empty()) {
    outcome.score = {true, 0};
    return outcome;
  }
  const std::size_t multipv =
      std::min<std::size_t>(std::max(options.multipv, 1), root_moves_.size());

  for (int depth = 1 + (main_thread ? 0 : thread_index % 2); depth <= max_depth; ++depth) {
    for (RootMove& rm : root_moves_) rm.previous_score = rm.score;
    for (std::size_t line = 0; line < multipv; ++line) {
      // Aspiration window around the previous score of this line.
      int previous = root_moves_[line].previous_score;
      int delta = ASPIRATION_WINDOW;
      int alpha = depth >= 4 && std::abs(previous) < VALUE_REPETITION_WIN ? previous - delta
                                                                          : -VALUE_INFINITE;
      int beta = depth >= 4 && std::abs(previous) < VALUE_REPETITION_WIN ? previous + delta
                                                                         : VALUE_INFINITE;
      while (true) {
        seldepth_ = 0;
        int score = search_root(alpha, beta, depth, line);
        if (shared_.stop.load(std::memory_order_relaxed)) break;
        if (score <= alpha) {
          beta = (alpha + beta) / 2;
          alpha = std::max(score - delta, -VALUE_INFINITE);
        } else if (score >= beta) {
          beta = std::min(score + delta, VALUE_INFINITE);
        } else {
          break;
        }
        delta += delta / 2;
      }
      if (shared_.stop.load(std::memory_order_relaxed)) break;  // nothing complete to report
      if (main_thread)
        report(depth, int(line), root_moves_[line], -VALUE_INFINITE, VALUE_INFINITE, callbacks);
    }
    if (shared_.stop.load(std::memory_order_relaxed)) break;
    if (!main_thread) continue;
    const RootMove& best = root_moves_[0];
    if (limits.mate > 0 && best.score >= mate_in(2 * limits.mate)) break;
    if (!limits.infinite && !limits.ponder && root_moves_.size() == 1 && depth >= 4 &&
        shared_.time.timed())
      break;  // the only move: no need to think on
    if (shared_.time.past_soft_limit()) break;
  }
  const RootMove& best = root_moves_[0];
  outcome.best = best.move;
  outcome.ponder = best.pv.size() > 1 ? best.pv[1] : Move();
  // Stopped before the first iteration finished: a legal move, but no score to tell.
  outcome.score = best.score == -VALUE_INFINITE ? Score{} : to_score(best.score);
  return outcome;
}

template class Searcher<Tori>;
template class Searcher<Yari>;

}  // namespace tori::engine
