#include "puzzles/tactic_proof.h"

#include "analysis/evaluation.h"
#include "analysis/judgement.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::puzzles {

namespace {

struct Line {
  Move move;
  double chances = 0;  // the mover's winning chances
  bool mate = false;   // the mover mates by force
};

// The engine's two best lines from `pos`, best first; fewer where there are fewer moves.
template <class V>
std::vector<Line> best_lines(const Position<V>& pos, engine::Engine& engine, uint64_t nodes,
                             uint64_t& spent) {
  engine.new_game();  // an empty hash table: the answer depends on the position alone
  if (engine.set_position(to_sfen(pos), {})) return {};
  engine::SearchLimits limits;
  limits.nodes = nodes;
  engine::SearchInfo last[2];
  bool seen[2] = {false, false};
  engine::SearchOutcome outcome = engine.search(limits, [&](const engine::SearchInfo& info) {
    if (info.multipv < 1 || info.multipv > 2 || info.pv.empty()) return;
    last[info.multipv - 1] = info;
    seen[info.multipv - 1] = true;
  });
  spent += outcome.nodes;
  const Color mover = pos.side_to_move();
  const double scale =
      analysis::winning_chances_scale(std::is_same_v<V, Tori> ? VariantId::TORI : VariantId::YARI);
  std::vector<Line> lines;
  for (int i = 0; i < 2 && seen[i]; ++i) {
    auto eval = analysis::Evaluation::from_search(last[i].score, mover).seen_by(mover);
    lines.push_back(
        {last[i].pv.front(), analysis::winning_chances(eval, scale), eval.winning_by_force()});
  }
  if (!lines.empty() && outcome.best && lines.front().move != outcome.best) return {};
  return lines;
}

template <class V>
bool has_moves(const Position<V>& pos) {
  MoveList list;
  generate_legal(pos, list);
  return list.size() > 0;
}

}  // namespace

engine::Options tactic_engine_options() {
  engine::Options options;
  options.hash_mb = 16;  // cleared before every search: small, so that clearing is cheap
  options.threads = 1;
  options.multipv = 2;
  return options;
}

template <class V>
std::optional<TacticProof> prove_tactic(const Position<V>& root, engine::Engine& engine,
                                        const TacticLimits& limits) {
  TacticProof proof;
  Position<V> pos = root;
  typename Position<V>::Undo undo;
  for (int step = 0; step < limits.max_solver_moves; ++step) {
    auto lines = best_lines(pos, engine, limits.nodes, proof.nodes);
    if (lines.size() < 2 || lines[0].chances - lines[1].chances < limits.margin) break;
    // A forced mate belongs to the mate puzzles, proven otherwise; the tactic stops before it.
    if (lines[0].mate) break;
    if (step == 0) {
      proof.margin = lines[0].chances - lines[1].chances;
      const double best = lines[0].chances, second = lines[1].chances;
      proof.defence =
          (best < limits.decisive) && (best > -limits.decisive / 5) && (second <= -limits.decisive);
      if ((best < limits.decisive) && !proof.defence) return std::nullopt;
    }
    proof.line.push_back(lines[0].move);
    pos.do_move(lines[0].move, undo);
    if (!has_moves(pos) || step + 1 == limits.max_solver_moves) break;
    auto replies = best_lines(pos, engine, limits.nodes, proof.nodes);
    if (replies.empty()) break;
    pos.do_move(replies[0].move, undo);
    proof.line.push_back(replies[0].move);
  }
  // The line ends with the solver's move: a reply after which no move stands out is dropped.
  if (proof.line.size() % 2 == 0 && !proof.line.empty()) proof.line.pop_back();
  if (proof.line.empty()) return std::nullopt;
  return proof;
}

template std::optional<TacticProof> prove_tactic<Tori>(const Position<Tori>&, engine::Engine&,
                                                       const TacticLimits&);
template std::optional<TacticProof> prove_tactic<Yari>(const Position<Yari>&, engine::Engine&,
                                                       const TacticLimits&);

}  // namespace tori::puzzles
