// Why a game refuses a move now, as a code with parameters (core/refusal.h): the game is over, the
// position forbids it (illegal_move_refusal), or Tori's fourfold repetition. Game::why_illegal is
// refusal_text of this, so that the words and the code never part.
#pragma once

#include <optional>

#include "core/game.h"
#include "core/refusal.h"

namespace tori {

// Nothing when the game allows `m` now. Called only for a move already found illegal (it is slower
// than the test for legality: it lists every legal move).
template <class V>
std::optional<Refusal> game_refusal(const Game<V>& game, Move m);

// The refusal of every move once a game is over: its result as the API names it.
Refusal game_over_refusal(const GameResult& result);

}  // namespace tori
