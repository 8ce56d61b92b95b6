// The move a text names and the game's verdict on it.
#include "notation/move_explanation.h"

#include "core/game_refusal.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "notation/move_notation.h"

namespace tori {

template <class V>
MoveExplanation explain_move(const Game<V>& game, std::string_view text) {
  MoveContext context;  // Japanese reads 同 as the previous move's square
  if (!game.moves().empty()) context.previous = game.moves().back();
  auto m = parse_any_move(game.position(), text, context);
  if (!m) {
    Refusal unreadable{RefusalCode::UNREADABLE_MOVE};
    unreadable.text = std::string(text);
    unreadable.detail = m.error().to_string();
    return {std::nullopt, unreadable.detail, unreadable};
  }
  auto reason = game.why_illegal(*m);  // a game that is over refuses every move, saying so
  if (!reason) return {*m, std::nullopt, std::nullopt};
  return {*m, reason, game_refusal(game, *m)};
}

template MoveExplanation explain_move<Tori>(const Game<Tori>&, std::string_view);
template MoveExplanation explain_move<Yari>(const Game<Yari>&, std::string_view);

}  // namespace tori
