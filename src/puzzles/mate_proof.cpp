#include "puzzles/mate_proof.h"

#include "core/movegen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "engine/mate/df_pn.h"
#include "engine/mate/mate_line.h"
#include "engine/mate/mate_solver.h"

namespace tori::puzzles {

namespace {

using engine::mate::DfPn;
using engine::mate::MateBudget;
using engine::mate::NodeResult;
using engine::mate::ProofTable;

// Room for the proof of an 11-ply tsume with its uniqueness checks: 12 MB.
constexpr std::size_t TABLE_ENTRIES = 1 << 19;

template <class V>
std::vector<Move> legal_moves(const Position<V>& pos) {
  MoveList list;
  generate_legal(pos, list);
  return {list.begin(), list.end()};
}

template <class V>
bool gives_check(Position<V>& pos, Move m) {
  typename Position<V>::Undo undo;
  pos.do_move(m, undo);
  bool check = pos.in_check();
  pos.undo_move(m, undo);
  return check;
}

// Whether the side to move is checkmated.
template <class V>
bool checkmated(const Position<V>& pos) {
  if (!pos.in_check()) return false;
  MoveList replies;
  generate_legal(pos, replies);
  return replies.size() == 0;
}

// The tsume proof, walking one df-pn search along the line as it is chosen.
template <class V>
class TsumeProver {
 public:
  TsumeProver(const Position<V>& root, uint64_t max_nodes)
      : budget_(max_nodes, 0, nullptr), table_(TABLE_ENTRIES), search_(root, table_, budget_) {}

  std::optional<std::vector<Move>> prove(int max_plies) {
    NodeResult found = search_.solve(max_plies);
    if (!found.proven()) return std::nullopt;
    auto length = engine::mate::shortest_mate_length(search_, found.distance);
    if (!length) return std::nullopt;
    std::vector<Move> line;
    for (int remaining = *length;;) {
      auto check = only_mating_check(remaining);
      if (!check) return std::nullopt;
      line.push_back(*check);
      search_.play(*check);
      if (remaining == 1) return line;
      auto reply = longest_reply(remaining - 2);
      if (!reply) return std::nullopt;
      line.push_back(reply->move);
      search_.play(reply->move);
      remaining = reply->plies_left;
    }
  }

  uint64_t nodes() const { return budget_.nodes(); }

 private:
  struct Reply {
    Move move;
    int plies_left = 0;  // the shortest mate after it
  };

  // The one check that mates within `remaining` plies; at the last ply any checkmating move.
  // Nothing when two checks mate that soon or the budget runs out before every other check is
  // disproven.
  std::optional<Move> only_mating_check(int remaining) {
    Position<V> pos = search_.position();
    std::optional<Move> mate;
    for (Move m : legal_moves(pos)) {
      if (!gives_check(pos, m)) continue;
      search_.play(m);
      bool mates = false, settled = true;
      if (remaining == 1) {
        mates = checkmated(search_.position());
      } else {
        NodeResult r = search_.solve(remaining - 1);
        mates = r.proven();
        settled = r.proven() || r.disproven();
      }
      search_.unplay();
      if (!settled || budget_.exhausted()) return std::nullopt;
      if (!mates) continue;
      if (remaining == 1) return m;
      if (mate) return std::nullopt;  // a second solution
      mate = m;
    }
    return mate;
  }

  // The defender's reply that holds out longest, every reply being mated within `within` plies.
  // A drop counts only where it holds out more than two plies longer than the best other reply:
  // otherwise it only adds itself and its capture (a useless interposition).
  std::optional<Reply> longest_reply(int within) {
    std::optional<Reply> best_move, best_drop;
    for (Move m : legal_moves(search_.position())) {
      search_.play(m);
      auto plies = engine::mate::shortest_mate_length(search_, within);
      search_.unplay();
      if (!plies || budget_.exhausted()) return std::nullopt;
      std::optional<Reply>& best = m.is_drop() ? best_drop : best_move;
      if (!best || *plies > best->plies_left) best = Reply{m, *plies};
    }
    if (!best_move) return best_drop;
    if (best_drop && best_drop->plies_left > best_move->plies_left + 2) return best_drop;
    return best_move;
  }

  MateBudget budget_;
  ProofTable table_;
  DfPn<V> search_;
};

// Whether the side to move has a check that mates at once.
template <class V>
bool mates_in_one(Position<V>& pos) {
  for (Move m : legal_moves(pos)) {
    typename Position<V>::Undo undo;
    pos.do_move(m, undo);
    bool mate = checkmated(pos);
    pos.undo_move(m, undo);
    if (mate) return true;
  }
  return false;
}

enum class Forcing { NO, MATE, UNCLEAR };

// Whether every reply to `m` allows a mate in one. UNCLEAR when `m` leaves the defender without
// a move (mate in one, or a stalemate that also wins): no two-move puzzle there.
template <class V>
Forcing forces_mate_in_one(Position<V>& pos, Move m, uint64_t& tried) {
  typename Position<V>::Undo undo;
  pos.do_move(m, undo);
  auto replies = legal_moves(pos);
  Forcing forcing = replies.empty() ? Forcing::UNCLEAR : Forcing::MATE;
  for (Move reply : replies) {
    ++tried;
    typename Position<V>::Undo reply_undo;
    pos.do_move(reply, reply_undo);
    bool mate = mates_in_one(pos);
    pos.undo_move(reply, reply_undo);
    if (!mate) {
      forcing = Forcing::NO;
      break;
    }
  }
  pos.undo_move(m, undo);
  return forcing;
}

// The reply to the quiet move that leaves the fewest mates in one (the hardest last step), the
// first such in move order; and that mate.
template <class V>
std::vector<Move> quiet_mate_line(Position<V> pos, Move first) {
  typename Position<V>::Undo undo;
  pos.do_move(first, undo);
  std::vector<Move> best;
  int fewest = 0;
  for (Move reply : legal_moves(pos)) {
    typename Position<V>::Undo reply_undo;
    pos.do_move(reply, reply_undo);
    std::vector<Move> mates;
    for (Move m : legal_moves(pos)) {
      typename Position<V>::Undo mate_undo;
      pos.do_move(m, mate_undo);
      if (checkmated(pos)) mates.push_back(m);
      pos.undo_move(m, mate_undo);
    }
    pos.undo_move(reply, reply_undo);
    if (best.empty() || int(mates.size()) < fewest) {
      fewest = int(mates.size());
      best = {first, reply, mates.front()};
    }
  }
  return best;
}

}  // namespace

template <class V>
std::optional<MateProof> prove_tsume(const Position<V>& pos, const MateProofLimits& limits) {
  // Most positions have no mate: a small search says so before the proof's large budget is spent.
  engine::mate::MateLimits find;
  find.max_nodes = limits.find_nodes;
  find.max_plies = limits.max_plies;
  if (engine::mate::solve_mate(pos, find).status != engine::mate::MateResult::MATE)
    return std::nullopt;
  TsumeProver<V> prover(pos, limits.prove_nodes);
  auto line = prover.prove(limits.max_plies);
  if (!line) return std::nullopt;
  return MateProof{PuzzleKind::TSUME, std::move(*line), prover.nodes()};
}

template <class V>
std::optional<MateProof> prove_quiet_mate(const Position<V>& root) {
  Position<V> pos = root;
  if (mates_in_one(pos)) return std::nullopt;
  uint64_t tried = 0;
  std::optional<Move> only;
  for (Move m : legal_moves(pos)) {
    Forcing forcing = forces_mate_in_one(pos, m, tried);
    if (forcing == Forcing::UNCLEAR) return std::nullopt;
    if (forcing == Forcing::NO) continue;
    if (only) return std::nullopt;  // a second solution
    only = m;
  }
  if (!only || gives_check(pos, *only)) return std::nullopt;  // none, or a tsume
  return MateProof{PuzzleKind::MATE, quiet_mate_line(pos, *only), tried};
}

template std::optional<MateProof> prove_tsume<Tori>(const Position<Tori>&, const MateProofLimits&);
template std::optional<MateProof> prove_tsume<Yari>(const Position<Yari>&, const MateProofLimits&);
template std::optional<MateProof> prove_quiet_mate<Tori>(const Position<Tori>&);
template std::optional<MateProof> prove_quiet_mate<Yari>(const Position<Yari>&);

}  // namespace tori::puzzles
