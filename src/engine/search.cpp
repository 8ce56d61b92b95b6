// The search, narrated as numbered steps in search(). Tunables are in the anonymous namespace at
// the top, nowhere else.
#include "engine/search.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "engine/checks.h"
#include "engine/eval_params.h"
#include "engine/evaluation.h"
#include "engine/mate/mate_solver.h"
#include "engine/see.h"

namespace tori::engine {

namespace {

// The margins that compare the static evaluation with alpha or beta (futility, razoring, move
// futility, the null move's eval step, delta pruning) are about three times a chess engine's.
// Our centipawns are the tuner's: +800 is about a 73% expected score (K in docs/tuning.md),
// where the same fit puts Fairy-Stockfish's reported scores at K = 320; margins in chess sizes
// pruned lines that were far from lost. Tripling them gained about 80 Elo in Tori and 130 in
// Yari against Fairy-Stockfish at 2 s + 0.05 s (README, "Strength against Fairy-Stockfish");
// 4.5 and 5 times were no better.
constexpr int ASPIRATION_WINDOW = 40;
constexpr int NULL_MOVE_MIN_DEPTH = 3;
constexpr int FUTILITY_MARGIN = 360;  // per ply of depth left
constexpr int FUTILITY_MAX_DEPTH = 6;
constexpr int RAZOR_MARGIN = 1050;
constexpr int LMR_MIN_DEPTH = 3;
constexpr int LMR_MIN_MOVES = 3;
constexpr int DELTA_MARGIN = 600;
constexpr int HISTORY_LIMIT = 1 << 14;
constexpr int LMR_HISTORY_DIVISOR = 8192;  // history points per ply of reduction
constexpr int SEE_QUIET_MARGIN = 60;       // per ply of depth: how much a quiet move may lose
constexpr int SEE_CAPTURE_MARGIN = 100;    // the same for captures
constexpr int SEE_PRUNE_MAX_DEPTH = 6;
constexpr int LATE_MOVE_BASE = 3;  // quiet moves tried at depth d before the rest are skipped:
constexpr int LATE_MOVE_PER_DEPTH2 = 1;  // base + per_depth2 * d * d (halved when not improving)
constexpr int LATE_MOVE_MAX_DEPTH = 8;
// A quiet move at depth d is skipped when the static evaluation is below alpha by more than
// base + per_depth * d: a quiet move seldom wins that much back.
constexpr int MOVE_FUTILITY_BASE = 300;
constexpr int MOVE_FUTILITY_PER_DEPTH = 300;
constexpr int MOVE_FUTILITY_MAX_DEPTH = 6;
// Null-move reduction: base + depth / divisor, plus a ply per eval_step the static evaluation
// stands above beta (at most eval_max plies).
constexpr int NULL_MOVE_BASE = 3;
constexpr int NULL_MOVE_DEPTH_DIVISOR = 3;
constexpr int NULL_MOVE_EVAL_STEP = 600;
constexpr int NULL_MOVE_EVAL_MAX = 3;
constexpr int IIR_MIN_DEPTH = 4;  // internal iterative reduction
// Singular extension: the table move is searched a ply deeper when, at half depth, every other
// move falls short of its stored score by more than margin_per_depth * depth.
constexpr int SINGULAR_MIN_DEPTH = 7;
constexpr int SINGULAR_MARGIN_PER_DEPTH = 4;
// Two steps that each variant's games against Fairy-Stockfish judged apart (README, "Strength
// against Fairy-Stockfish"): Yari plays better with singular extensions and without razoring,
// Tori did not gain from either. (A guess at why: Yari's spear pieces fight long forced
// exchanges down the files, which both steps let the search follow further.)
template <class V>
constexpr bool USES_SINGULAR_EXTENSION = std::is_same_v<V, Yari>;
template <class V>
constexpr bool USES_RAZORING = !std::is_same_v<V, Yari>;
// Two more of Yari's alone, judged the same way (docs/tuning.md, "Yari: the history's bonus and
// the kings' neighbourhood"): a cutoff's history bonus grows with depth as Fairy-Stockfish's
// does, not as d * d, so that within a game the history reaches sizes that move a reduction
// (LMR_HISTORY_DIVISOR); and a quiet move onto a square next to either king is reduced a ply
// less, since there the attacks of a drop game are made and met.
template <class V>
constexpr bool USES_STOCKFISH_HISTORY_BONUS = std::is_same_v<V, Yari>;
template <class V>
constexpr bool REDUCES_LESS_NEXT_TO_KINGS = std::is_same_v<V, Yari>;
constexpr int REPETITION_WINDOW = 64;  // plies looked back for a repetition
// The best root move of each iteration from this depth on is checked with the df-pn solver for
// a mate by checks against it, within this many solver nodes.
constexpr int MATE_CHECK_MIN_DEPTH = 6;
constexpr uint64_t MATE_CHECK_NODES = 1500;

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
// step at a time: most nodes cut off after a few moves). The first of equal scores wins. The
// best score is found first and then its place: two loops without a branch on the running best,
// which the compiler turns into vector instructions (the lists of a drop game are long).
Move pick_next(MoveList& list, std::array<int, MAX_MOVES>& scores, std::size_t i) {
  int best_score = scores[i];
  for (std::size_t j = i + 1; j < list.size(); ++j) best_score = std::max(best_score, scores[j]);
  std::size_t best = i;
  while (scores[best] != best_score) ++best;
  std::swap(scores[i], scores[best]);
  std::swap(list[i], list[best]);
  return list[i];
}

// The provisional score of the quiet moves: after killers, before losing captures. Their history
// is looked up only when the search gets to them (most nodes cut off before).
constexpr int UNSCORED_QUIET = 1 << 25;

// Whether the side to move has a king step to a square nobody attacks: the cheap way out of most
// checks, tried before generating every evasion.
template <class V>
bool king_can_step_away(const Position<V>& pos) {
  const Color us = pos.side_to_move();
  const Square king = pos.king_square(us);
  const Bitboard occupied = pos.pieces() ^ square_bb(king);
  for (Bitboard to = Attacks<V>::of(us, V::KING, king, occupied) & ~pos.pieces(us); to;)
    if (!pos.attackers_to(pop_lsb(to), occupied, ~us)) return true;
  return false;
}

// The squares next to c's king: where nearly every mate of a drop game is given.
template <class V>
Bitboard king_neighbours(const Position<V>& pos, Color c) {
  using G = Geometry<V::W, V::H>;
  static const auto table = [] {
    std::array<Bitboard, G::SQUARES> near{};
    for (Square k = 0; k < G::SQUARES; ++k)
      for (Square s = 0; s < G::SQUARES; ++s)
        if (s != k && std::abs(G::col(s) - G::col(k)) <= 1 && std::abs(G::row(s) - G::row(k)) <= 1)
          near[k] |= square_bb(s);
    return near;
  }();
  return table[pos.king_square(c)];
}

Score to_score(int value) {
  if (value >= VALUE_MATE_IN_MAX_PLY) return {true, (VALUE_MATE - value + 1) / 2};
  if (value <= -VALUE_MATE_IN_MAX_PLY) return {true, -(VALUE_MATE + value) / 2};
  return {false, value};
}

}  // namespace

template <class V>
int16_t* Searcher<V>::continuation_after(int back) {
  const Frame& earlier = frames_[frames_.size() - std::size_t(back)];
  if (!earlier.moved) return nullptr;  // a null move or a move of the game: nothing to learn
  std::size_t slab = std::size_t(earlier.moved) * 64 + std::size_t(earlier.move.to());
  return &continuation_[slab * PIECE_CODES * 64];
}

template <class V>
void Searcher<V>::push_frame(Move m, int moved) {
  frames_.push_back({pos_.key(), pos_.in_check(), m, moved, 0});
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
  const auto& killers = killers_[ply];
  for (std::size_t i = 0; i < list.size(); ++i) {
    Move m = list[i];
    int s;
    if (m == tt_move) {
      s = 1 << 30;
    } else if (is_capture(m)) {
      // Captures that do not lose material first, most valuable victim first; losing ones last.
      int victim = P::BOARD[type_of(pos_.piece_on(m.to()))];
      int attacker = P::BOARD[type_of(pos_.piece_on(m.from()))];
      s = (see_ge(pos_, m, 0) ? (1 << 28) : -(1 << 28)) + victim * 16 - attacker / 16;
    } else if (m.is_promotion()) {
      s = (1 << 27);
    } else if (m == killers[0]) {
      s = (1 << 26);
    } else if (m == killers[1]) {
      s = (1 << 26) - 1;
    } else {
      s = UNSCORED_QUIET;
    }
    scores[i] = s;
  }
}

template <class V>
Move Searcher<V>::next_move(MoveList& list, std::array<int, MAX_MOVES>& scores, std::size_t i) {
  Move m = pick_next(list, scores, i);
  if (scores[i] != UNSCORED_QUIET) return m;
  const Continuations after = {continuation_after(1), continuation_after(2)};
  for (std::size_t j = i; j < list.size(); ++j)
    if (scores[j] == UNSCORED_QUIET) scores[j] = quiet_score(list[j], after);
  return pick_next(list, scores, i);
}

template <class V>
int Searcher<V>::quiet_score(Move m, const Continuations& after) const {
  const std::size_t index = std::size_t(piece_code(m)) * 64 + std::size_t(m.to());
  int score = history_[pos_.side_to_move()][history_index(m)][m.to()];
  for (const int16_t* table : after)
    if (table) score += table[index];
  return score;
}

template <class V>
void Searcher<V>::update_quiet_stats(Move best, int ply, int depth, const Move* tried,
                                     int tried_count) {
  auto& killers = killers_[ply];
  if (killers[0] != best) {
    killers[1] = killers[0];
    killers[0] = best;
  }
  Color us = pos_.side_to_move();
  // Fairy-Stockfish's bonus, 6d^2 + 229d - 215 (20 at depth 1, 526 at 3), held at 2,000 from
  // depth 8 on; d * d is 1, 9 and 64.
  const int bonus = USES_STOCKFISH_HISTORY_BONUS<V>
                        ? std::min((6 * depth + 229) * depth - 215, 2000)
                        : std::min(depth * depth, 400);
  auto update = [](auto& h, int delta) { h += delta - h * std::abs(delta) / HISTORY_LIMIT; };
  const Continuations after = {continuation_after(1), continuation_after(2)};
  auto adjust = [&](Move m, int delta) {
    update(history_[us][history_index(m)][m.to()], delta);
    const std::size_t index = std::size_t(piece_code(m)) * 64 + std::size_t(m.to());
    for (int16_t* table : after) {
      if (!table) continue;
      int value = table[index];
      update(value, delta);
      table[index] = int16_t(value);
    }
  };
  adjust(best, bonus);
  for (int i = 0; i < tried_count; ++i)
    if (tried[i] != best) adjust(tried[i], -bonus);
}

// A quick look for a mate in one: checks landing next to the enemy king (where nearly every mate
// of a drop game is given), each tried and kept when no reply is left. Finds most mates in one,
// not all; what it finds is certain.
template <class V>
bool Searcher<V>::mate_in_one(const MoveList& list, Move& mate) {
  const Bitboard near = king_neighbours(pos_, ~pos_.side_to_move());
  typename Position<V>::Undo undo;
  for (Move m : list) {
    if (!(near & square_bb(m.to()))) continue;
    // Only a move whose piece attacks the king from its new square is tried (discovered checks
    // are left to the search).
    if (!gives_direct_check(pos_, m)) continue;
    pos_.do_move(m, undo);
    bool mates = false;
    if (pos_.in_check() && !king_can_step_away(pos_)) {
      MoveList replies;
      generate_legal(pos_, replies);
      mates = replies.empty();
    }
    pos_.undo_move(m, undo);
    if (mates) {
      mate = m;
      return true;
    }
  }
  return false;
}

// Whether the opponent, after root move m, mates by a run of checks that the solver proves
// within its budget. Each move is checked once a search. The budget is small enough (a few
// milliseconds) that the check runs to its end even after the search was told to stop.
template <class V>
bool Searcher<V>::allows_mate_by_checks(Move m) {
  if (std::find(mate_checked_.begin(), mate_checked_.end(), m) != mate_checked_.end()) return false;
  mate_checked_.push_back(m);
  Position<V> after = pos_;
  typename Position<V>::Undo undo;
  after.do_move(m, undo);
  mate::MateLimits limits;
  limits.max_nodes = MATE_CHECK_NODES;
  return mate::solve_mate(after, limits).status == mate::MateResult::MATE;
}

// The principal variation of this node: m, then the child's.
template <class V>
void Searcher<V>::extend_pv(int ply, Move m) {
  pv_[ply][ply] = m;
  for (int k = ply + 1; k < pv_length_[ply + 1]; ++k) pv_[ply][k] = pv_[ply + 1][k];
  pv_length_[ply] = pv_length_[ply + 1];
}

template <class V>
int Searcher<V>::quiesce(int alpha, int beta, int ply, bool checks) {
  ++nodes_;
  shared_.nodes.fetch_add(1, std::memory_order_relaxed);
  seldepth_ = std::max(seldepth_, ply);
  pv_length_[ply] = ply;
  if (should_stop()) return 0;
  int rep;
  if (ply > 0 && repetition_score(ply, rep)) return rep;
  const bool in_check = pos_.in_check();
  if (ply >= MAX_PLY) return in_check ? 0 : static_evaluation();

  // Any stored result will do here: every search of this position went at least this deep.
  TTHit hit;
  const Key key = pos_.key();
  const bool tt_found = shared_.tt.probe(key, hit);
  if (tt_found) {
    int tt_score = from_tt(hit.score, ply);
    if (hit.bound == Bound::EXACT || (hit.bound == Bound::LOWER && tt_score >= beta) ||
        (hit.bound == Bound::UPPER && tt_score <= alpha))
      return tt_score;
  }

  const int original_alpha = alpha;
  int best = -VALUE_INFINITE;
  int stand_pat = 0;
  if (!in_check) {
    stand_pat = tt_found ? hit.eval : static_evaluation() + skill_error(key, skill_noise_);
    if (stand_pat >= beta) {
      if (!tt_found)
        shared_.tt.store(key, Move(), to_tt(stand_pat, ply), stand_pat, 0, Bound::LOWER);
      return stand_pat;
    }
    alpha = std::max(alpha, stand_pat);
    best = stand_pat;
  }
  MoveList list;
  generate_captures(pos_, list);
  if (in_check && list.empty()) return mated_in(ply);
  std::array<int, MAX_MOVES> scores;
  order_moves(list, tt_found ? hit.move : Move(), ply, scores);
  Move best_move;
  typename Position<V>::Undo undo;
  bool stopped = false;
  // Searches `m` a ply deeper and keeps it if it is the best so far; true when this node is
  // done: a beta cutoff, or the search was told to stop.
  auto search_move = [&](Move m) {
    const int moved = piece_code(m);
    make_move(m, undo);
    shared_.tt.prefetch(pos_.key());
    push_frame(m, moved);
    int score = -quiesce(-beta, -alpha, ply + 1);
    frames_.pop_back();
    unmake_move(m, undo);
    if (shared_.stop.load(std::memory_order_relaxed)) return stopped = true;
    if (score > best) {
      best = score;
      if (score > alpha) {
        alpha = score;
        best_move = m;
        extend_pv(ply, m);
        return score >= beta;
      }
    }
    return false;
  };
  for (std::size_t i = 0; i < list.size(); ++i) {
    Move m = next_move(list, scores, i);
    if (!in_check) {
      // Delta pruning: even winning the piece would not reach alpha.
      int gain = EvalParams<V>::BOARD[type_of(pos_.piece_on(m.to()))];
      if (stand_pat + gain + DELTA_MARGIN < alpha && !m.is_promotion()) continue;
      // A capture that loses material in the exchange does not help a quiet position.
      if (scores[i] < 0) continue;
    }
    if (search_move(m)) break;
  }
  if (stopped) return 0;
  // Quiet checks that do not give the piece away: in a drop game most mates at the horizon
  // start with one (a drop next to the king), and the capture-only search cannot see them.
  if (checks && !in_check && best < beta) {
    MoveList quiets;
    generate_legal(pos_, quiets);
    for (Move m : quiets) {
      if (is_capture(m) || !gives_direct_check(pos_, m) || !see_ge(pos_, m, 0)) continue;
      if (search_move(m)) break;
    }
    if (stopped) return 0;
  }
  Bound bound = best >= beta ? Bound::LOWER : best > original_alpha ? Bound::EXACT : Bound::UPPER;
  shared_.tt.store(key, best_move, to_tt(best, ply), in_check ? 0 : stand_pat, 0, bound);
  return best;
}

template <class V>
int Searcher<V>::search(int alpha, int beta, int depth, int ply, bool pv_node) {
  if (depth <= 0) return quiesce(alpha, beta, ply, true);
  ++nodes_;
  shared_.nodes.fetch_add(1, std::memory_order_relaxed);
  seldepth_ = std::max(seldepth_, ply);
  pv_length_[ply] = ply;
  killers_[ply + 1] = {};
  // The move left out by a singular-extension search of this node (step 10), if any.
  const Move excluded = excluded_[ply];

  // 1. Stop, repetition, maximum depth, mate distance pruning.
  if (should_stop()) return 0;
  int rep;
  if (repetition_score(ply, rep)) return rep;
  const bool in_check = pos_.in_check();
  if (ply >= MAX_PLY) return in_check ? 0 : static_evaluation();
  alpha = std::max(alpha, mated_in(ply));
  beta = std::min(beta, mate_in(ply + 1));
  if (alpha >= beta) return alpha;

  // 2. Transposition table.
  TTHit hit;
  const Key key = pos_.key();
  bool tt_found = !excluded && shared_.tt.probe(key, hit);
  int tt_score = tt_found ? from_tt(hit.score, ply) : 0;
  if (tt_found && !pv_node && hit.depth >= depth &&
      (hit.bound == Bound::EXACT || (hit.bound == Bound::LOWER && tt_score >= beta) ||
       (hit.bound == Bound::UPPER && tt_score <= alpha)))
    return tt_score;

  // 3. Static evaluation, and whether it improved on our previous move's.
  int static_eval =
      in_check ? -VALUE_INFINITE
               : (tt_found ? hit.eval : static_evaluation() + skill_error(key, skill_noise_));
  frames_.back().static_eval = static_eval;
  const std::size_t here = frames_.size() - 1;
  const bool improving = !in_check && ply >= 2 && here >= root_frame_ + 2 &&
                         static_eval > frames_[here - 2].static_eval;

  bool mate_threat = false;
  if (!in_check && !pv_node) {
    // 4. Razoring: far below alpha at the frontier, trust the quiescence search.
    if (USES_RAZORING<V> && depth <= 2 && static_eval + RAZOR_MARGIN * depth < alpha) {
      int score = quiesce(alpha, beta, ply);
      if (score < alpha) return score;
    }
    // 5. Futility pruning of the whole node: far above beta near the leaves.
    if (depth <= FUTILITY_MAX_DEPTH &&
        static_eval - FUTILITY_MARGIN * (depth - (improving ? 1 : 0)) >= beta &&
        std::abs(beta) < VALUE_MATE_IN_MAX_PLY)
      return static_eval;
    // 6. Null move: if passing still holds beta, a real move will too.
    if (depth >= NULL_MOVE_MIN_DEPTH && static_eval >= beta && frames_.back().move && !excluded &&
        std::abs(beta) < VALUE_MATE_IN_MAX_PLY) {
      int r = NULL_MOVE_BASE + depth / NULL_MOVE_DEPTH_DIVISOR +
              std::min((static_eval - beta) / NULL_MOVE_EVAL_STEP, NULL_MOVE_EVAL_MAX);
      typename Position<V>::Undo undo;
      pos_.do_null_move(undo);
      push_frame(Move(), 0);
      int score = -search(-beta, -beta + 1, depth - r, ply + 1, false);
      frames_.pop_back();
      pos_.undo_null_move(undo);
      if (shared_.stop.load(std::memory_order_relaxed)) return 0;
      if (score >= beta) return score >= VALUE_MATE_IN_MAX_PLY ? beta : score;
      // Passing gets us mated: the opponent threatens mate, and this node is searched a ply
      // deeper to see whether any move meets the threat.
      if (score <= -VALUE_MATE_IN_MAX_PLY) mate_threat = true;
    }
  }

  // 7. Moves, best first. Without a move from the table this node was never searched well:
  // search it a little shallower (the next iteration comes back with a table move).
  if (depth >= IIR_MIN_DEPTH && !(tt_found && hit.move) && !excluded) --depth;
  if (mate_threat) ++depth;
  MoveList list;
  generate_legal(pos_, list);
  if (list.empty()) return mated_in(ply);          // checkmate, or stalemate, which also loses
  if (excluded && list.size() == 1) return alpha;  // nothing else to try: not singular

  // 8. A mate in one ends the search of this node at once.
  Move mate;
  if (!in_check && !tt_found && !excluded && mate_in_one(list, mate)) {
    shared_.tt.store(key, mate, to_tt(mate_in(ply + 1), ply), static_eval, MAX_PLY, Bound::EXACT);
    pv_[ply][ply] = mate;
    pv_length_[ply] = ply + 1;
    return mate_in(ply + 1);
  }

  const Bitboard next_to_kings = REDUCES_LESS_NEXT_TO_KINGS<V> && depth >= LMR_MIN_DEPTH
                                     ? king_neighbours(pos_, BLACK) | king_neighbours(pos_, WHITE)
                                     : 0;
  std::array<int, MAX_MOVES> scores;
  Move tt_move = tt_found ? hit.move : Move();
  order_moves(list, tt_move, ply, scores);

  int best = -VALUE_INFINITE;
  Move best_move;
  const int original_alpha = alpha;
  Move quiets[64];
  int quiet_count = 0;
  int quiets_tried = 0;
  const int late_move_limit =
      (LATE_MOVE_BASE + LATE_MOVE_PER_DEPTH2 * depth * depth) / (improving ? 1 : 2);
  typename Position<V>::Undo undo;
  for (std::size_t i = 0; i < list.size(); ++i) {
    Move m = next_move(list, scores, i);
    if (m == excluded) continue;
    const bool quiet = !is_capture(m) && !m.is_promotion();

    // 9. Pruning at shallow depth, once a move has saved us from being mated: late quiet moves,
    // quiet moves far below alpha, and moves that lose material to the exchange on their
    // square; never a check, since in a drop game the attack on the king is what matters most.
    const bool prunable =
        !pv_node && !in_check && best > -VALUE_MATE_IN_MAX_PLY &&
        ((quiet && depth <= LATE_MOVE_MAX_DEPTH && quiets_tried >= late_move_limit) ||
         (quiet && depth <= MOVE_FUTILITY_MAX_DEPTH &&
          static_eval + MOVE_FUTILITY_BASE + MOVE_FUTILITY_PER_DEPTH * depth <= alpha) ||
         (depth <= SEE_PRUNE_MAX_DEPTH &&
          !see_ge(pos_, m, -(quiet ? SEE_QUIET_MARGIN : SEE_CAPTURE_MARGIN) * depth)));

    // A pruned move is still made when it may check (checks are never pruned); one that cannot
    // check is skipped here, before the exchange, the singular search and the move itself.
    const bool may_check = may_give_check(pos_, m);
    if (prunable && !may_check) continue;
    const int moved = piece_code(m);
    const int history = quiet ? scores[i] : 0;
    // Whether the move loses material matters only to the check extension below.
    const bool loses_material = may_check && !see_ge(pos_, m, 0);
    int singular = 0;
    if (USES_SINGULAR_EXTENSION<V> && m == tt_move && depth >= SINGULAR_MIN_DEPTH && !excluded &&
        hit.depth >= depth - 3 && hit.bound != Bound::UPPER &&
        std::abs(tt_score) < VALUE_MATE_IN_MAX_PLY) {
      // 10. Singular extension: is the table move the only good one here? The others are
      // searched at half depth against a bound a little below its score. If one of them
      // reaches even beta, this node fails high without the table move (multi-cut).
      const int singular_beta = tt_score - SINGULAR_MARGIN_PER_DEPTH * depth;
      excluded_[ply] = m;
      int score = search(singular_beta - 1, singular_beta, (depth - 1) / 2, ply, false);
      excluded_[ply] = Move();
      pv_length_[ply] = ply;
      if (shared_.stop.load(std::memory_order_relaxed)) return 0;
      if (score < singular_beta)
        singular = 1;
      else if (singular_beta >= beta)
        return singular_beta;
      else if (tt_score >= beta)
        singular = -1;
    }
    make_move(m, undo);
    const bool gives_check = pos_.in_check();
    if (prunable && !gives_check) {
      unmake_move(m, undo);
      continue;
    }
    shared_.tt.prefetch(pos_.key());
    push_frame(m, moved);
    // The check extension (step 10 too), for checks that do not simply give the piece away (a
    // drop game has many of those, and extending them all lets the tree explode); a singular
    // move is extended once, not twice.
    int new_depth = depth - 1 + std::max(singular, gives_check && !loses_material ? 1 : 0);
    int score;
    if (i == 0) {
      score = -search(-beta, -alpha, new_depth, ply + 1, pv_node);
    } else {
      // 11. Late move reductions, then a null-window search, re-searched when it surprises. A
      // quiet check is reduced a ply less than another quiet move, but reduced: a drop game
      // offers many checks, and searching every one at full depth keeps the tree too wide for
      // a longer think to go deeper.
      int r = 0;
      if (depth >= LMR_MIN_DEPTH && i >= LMR_MIN_MOVES && quiet && !in_check) {
        r = reduction(depth, int(i)) + (pv_node ? 0 : 1) + (improving ? 0 : 1) -
            (gives_check ? 1 : 0);
        if (m == killers_[ply][0] || m == killers_[ply][1]) --r;
        if (next_to_kings & square_bb(m.to())) --r;
        r -= history / LMR_HISTORY_DIVISOR;
        r = std::clamp(r, 0, new_depth - 1);
      }
      score = -search(-alpha - 1, -alpha, new_depth - r, ply + 1, false);
      if (score > alpha && r > 0) score = -search(-alpha - 1, -alpha, new_depth, ply + 1, false);
      if (score > alpha && score < beta && pv_node)
        score = -search(-beta, -alpha, new_depth, ply + 1, true);
    }
    frames_.pop_back();
    unmake_move(m, undo);
    if (shared_.stop.load(std::memory_order_relaxed)) return 0;
    if (quiet) ++quiets_tried;

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

  // 12. Remember what was learned (not what was found without a move).
  if (excluded) return best;
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
    const int moved = piece_code(rm.move);
    make_move(rm.move, undo);
    const bool gives_check = pos_.in_check();
    push_frame(rm.move, moved);
    int new_depth = depth - 1 + (gives_check ? 1 : 0);
    int score;
    if (i == first) {
      score = -search(-beta, -alpha, new_depth, 1, true);
    } else {
      score = -search(-alpha - 1, -alpha, new_depth, 1, false);
      if (score > alpha && score < beta) score = -search(-beta, -alpha, new_depth, 1, true);
    }
    frames_.pop_back();
    unmake_move(rm.move, undo);
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
void Searcher<V>::new_game() {
  pv_.fill({});
  pv_length_.fill(0);
  for (auto& from : history_)
    for (auto& to : from) to.fill(0);
  std::fill(continuation_.begin(), continuation_.end(), int16_t(0));
  killers_.fill({});
  excluded_.fill(Move());
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
  if (net_) accumulators_.reset(*net_, pos_);
  // The game's positions, oldest first, so that repetitions reaching back into the game count.
  frames_.clear();
  {
    Game<V> replay(game.start());
    frames_.push_back({replay.position().key(), replay.position().in_check(), Move(), 0, 0});
    for (Move m : game.moves()) {
      replay.play(m);
      // The game's moves take no part in the continuation history: moved stays 0.
      frames_.push_back({replay.position().key(), replay.position().in_check(), m, 0, 0});
    }
  }
  root_frame_ = frames_.size() - 1;
  // Weaker play for casual players: a shallower search and a deterministic per-position error.
  skill_noise_ = options.skill < 20 ? (20 - options.skill) * 15 : 0;
  int max_depth = limits.depth > 0 ? std::min(limits.depth, MAX_PLY - 1) : MAX_PLY - 1;
  if (options.skill < 20) max_depth = std::min(max_depth, 1 + options.skill / 3);
  if (limits.mate > 0) max_depth = std::min(max_depth, 2 * limits.mate + 1);

  root_moves_.clear();
  mate_checked_.clear();
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
  // The mate-by-checks look at the best root move (step 13): one line of play, not a mate search.
  const bool check_mates = main_thread && multipv == 1 && limits.mate == 0;

  IterationClock iteration_clock;
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
    // 13. A best move that walks into a mate by checks is dropped and the depth searched again:
    // the search's pruning hides such mates behind a material lead (a drop game's king falls
    // to a run of checks), and the solver finds most of them in a few thousand nodes.
    if (check_mates && depth >= MATE_CHECK_MIN_DEPTH && root_moves_.size() > 1 &&
        allows_mate_by_checks(root_moves_[0].move)) {
      root_moves_.erase(root_moves_.begin());
      --depth;
      continue;
    }
    const RootMove& best = root_moves_[0];
    if (limits.mate > 0 && best.score >= mate_in(2 * limits.mate)) break;
    if (!limits.infinite && !limits.ponder && root_moves_.size() == 1 && depth >= 4 &&
        shared_.time.timed())
      break;  // the only move: no need to think on
    if (shared_.time.past_soft_limit(iteration_clock.after_iteration(best.move, best.score, depth)))
      break;
  }
  // A new best move found by an iteration the clock cut short has not been looked at: if it
  // allows a mate by checks, the one before it (second now) is played instead. Only once step
  // 13 has run (some move was looked at), so that shallow searches stay as they were.
  if (check_mates && !mate_checked_.empty() && root_moves_.size() > 1 &&
      allows_mate_by_checks(root_moves_[0].move))
    std::swap(root_moves_[0], root_moves_[1]);
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
