#include "analysis/game_positions.h"

#include <cstdlib>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "engine/engine.h"

namespace tori::analysis {

namespace {

// Bounds on what a worker may claim: no engine score reaches them.
constexpr int MAX_CENTIPAWNS = 100'000;
constexpr int MAX_MATE_MOVES = 1'000;
// A line longer than this is not a principal variation but padding.
constexpr std::size_t MAX_LINE = 256;

template <class V>
Result<Game<V>> start_of(const AnalysedGame& game) {
  if (game.start.empty()) return Game<V>();
  auto pos = parse_position<V>(game.start);
  if (!pos) return make_error("the start position: " + pos.error().to_string());
  return Game<V>(*pos);
}

// The game's moves, each checked legal where it is played.
template <class V>
Result<std::vector<Move>> replayed_moves(const AnalysedGame& game) {
  auto start = start_of<V>(game);
  if (!start) return start.error();
  Game<V> replay = start.value();
  std::vector<Move> moves;
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const std::string& text = game.moves[i];
    std::string where = "move " + std::to_string(i + 1) + " (" + text + "): ";
    if (replay.over()) return make_error(where + "the game is already over");
    auto move = parse_usi_move<V>(text);
    if (!move) return make_error(where + move.error().to_string());
    if (auto why = replay.why_illegal(*move)) return make_error(where + *why);
    replay.play(*move);
    moves.push_back(*move);
  }
  return moves;
}

int winner_sign(Outcome outcome) {
  return outcome == Outcome::BLACK_WINS ? 1 : outcome == Outcome::WHITE_WINS ? -1 : 0;
}

template <class V>
std::optional<Error> analyse(const AnalysedGame& game, const AnalysisBudget& budget,
                             std::size_t first,
                             const std::function<bool(std::size_t, const PositionAnalysis&)>& on) {
  auto moves = replayed_moves<V>(game);
  if (!moves) return moves.error();
  Game<V> replay = start_of<V>(game).value();
  engine::Options options;
  options.hash_mb = 16;  // cleared before every position: small, so that clearing is cheap
  options.threads = 1;
  engine::Engine engine(game.variant, options);
  const std::string start = game.start.empty() ? "startpos" : game.start;
  engine::SearchLimits limits;
  limits.nodes = budget.nodes;
  limits.move_time = budget.movetime_ms;
  std::vector<Move> played;
  for (std::size_t index = 0; index < game.positions(); ++index) {
    if (index > 0) {
      replay.play((*moves)[index - 1]);
      played.push_back((*moves)[index - 1]);
    }
    if (index < first) continue;
    PositionAnalysis analysis;
    const Color mover = replay.position().side_to_move();
    if (replay.over()) {
      analysis.eval = Evaluation::decided(winner_sign(replay.result().outcome));
    } else {
      engine.new_game();
      if (auto error = engine.set_position(start, played)) return error;
      std::vector<Move> pv;
      engine::SearchOutcome outcome = engine.search(limits, [&](const engine::SearchInfo& info) {
        if (info.multipv == 1 && !info.pv.empty()) pv = info.pv;
      });
      // The rules end a game without legal moves (checkmate, stalemate), so a search always
      // has one to answer; the check keeps a broken promise from becoming a stored analysis.
      if (!outcome.best)
        return make_error("position " + std::to_string(index) + ": the engine found no move");
      analysis.eval = Evaluation::from_search(outcome.score, mover);
      analysis.best = to_usi<V>(outcome.best);
      if (pv.empty() || pv.front() != outcome.best) pv = {outcome.best};
      for (Move m : pv) analysis.line.push_back(to_usi<V>(m));
    }
    if (!on(index, analysis)) break;
  }
  return std::nullopt;
}

std::optional<Error> eval_error(const Evaluation& eval, bool over, int winner) {
  switch (eval.kind) {
    case Evaluation::Kind::CENTIPAWNS:
      if (over) return make_error("the game is over here: its evaluation is decided");
      if (std::abs(eval.value) > MAX_CENTIPAWNS) return make_error("centipawns out of range");
      return std::nullopt;
    case Evaluation::Kind::MATE:
      if (over) return make_error("the game is over here: its evaluation is decided");
      if (eval.value == 0 || std::abs(eval.value) > MAX_MATE_MOVES)
        return make_error("a mate is in 1 to 1000 moves, positive or negative");
      return std::nullopt;
    case Evaluation::Kind::DECIDED:
      if (!over) return make_error("the game is not over here: its evaluation is not decided");
      if (eval.value != winner) return make_error("the game's outcome is not that");
      return std::nullopt;
  }
  return make_error("an evaluation of no known kind");
}

template <class V>
std::optional<Error> check(const AnalysedGame& game, std::size_t first,
                           const std::vector<PositionAnalysis>& positions) {
  auto moves = replayed_moves<V>(game);
  if (!moves) return moves.error();
  if (first + positions.size() > game.positions())
    return make_error("the game has " + std::to_string(game.positions()) +
                      " positions; these run to position " +
                      std::to_string(first + positions.size()));
  Game<V> replay = start_of<V>(game).value();
  for (std::size_t index = 0; index < first + positions.size(); ++index) {
    if (index > 0) replay.play((*moves)[index - 1]);
    if (index < first) continue;
    const PositionAnalysis& analysis = positions[index - first];
    std::string where = "position " + std::to_string(index) + ": ";
    bool over = replay.over();
    if (auto error = eval_error(analysis.eval, over, winner_sign(replay.result().outcome)))
      return make_error(where + error->message);
    if (over != analysis.best.empty())
      return make_error(where +
                        (over ? "no best move where the game is over" : "a best move is needed"));
    if (analysis.line.size() > MAX_LINE) return make_error(where + "the line is too long");
    if (!over && (analysis.line.empty() || analysis.line.front() != analysis.best))
      return make_error(where + "the line begins with the best move");
    Game<V> line = replay;
    for (const std::string& text : analysis.line) {
      auto move = parse_usi_move<V>(text);
      if (!move || line.over() || !line.is_legal(*move))
        return make_error(where + "the line's move " + text + " cannot be played");
      line.play(*move);
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Error> check_game(const AnalysedGame& game) {
  return visit_variant(game.variant, [&]<class V>() -> std::optional<Error> {
    auto moves = replayed_moves<V>(game);
    if (!moves) return moves.error();
    return std::nullopt;
  });
}

std::optional<Error> analyse_positions(
    const AnalysedGame& game, const AnalysisBudget& budget, std::size_t first,
    const std::function<bool(std::size_t, const PositionAnalysis&)>& on_position) {
  return visit_variant(game.variant,
                       [&]<class V>() { return analyse<V>(game, budget, first, on_position); });
}

std::optional<Error> check_positions(const AnalysedGame& game, std::size_t first,
                                     const std::vector<PositionAnalysis>& positions) {
  return visit_variant(game.variant, [&]<class V>() { return check<V>(game, first, positions); });
}

}  // namespace tori::analysis
