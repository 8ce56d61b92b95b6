// The game's refusals, in the order Game::why_illegal has always checked them.
#include "core/game_refusal.h"

#include "core/illegal_reason.h"
#include "core/termination_names.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

Refusal game_over_refusal(const GameResult& result) {
  Refusal r{RefusalCode::GAME_OVER};
  r.outcome = result.outcome == Outcome::BLACK_WINS   ? "black"
              : result.outcome == Outcome::WHITE_WINS ? "white"
                                                      : "draw";
  r.termination = std::string(termination_name(result.termination));
  r.description = result.description;
  return r;
}

template <class V>
std::optional<Refusal> game_refusal(const Game<V>& game, Move m) {
  if (game.over()) return game_over_refusal(game.result());
  MoveList legal;
  generate_legal(game.position(), legal);
  if (!legal.contains(m)) return illegal_move_refusal(game.position(), m);
  if (!game.legal_moves().contains(m)) return Refusal{RefusalCode::FOURTH_REPETITION};
  return std::nullopt;
}

template std::optional<Refusal> game_refusal<Tori>(const Game<Tori>&, Move);
template std::optional<Refusal> game_refusal<Yari>(const Game<Yari>&, Move);

}  // namespace tori
