// Whether the text of a move names a move the game allows now and, if not, why, in the words a
// player reads: what the web client's explain op answers (src/wasm/rules_api.cpp), kept here so
// that native tests ask the core exactly what the browser asks it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/refusal.h"

namespace tori {

struct MoveExplanation {
  std::optional<Move> move;           // what the text names (in any notation), if anything
  std::optional<std::string> reason;  // why it may not be played now; nothing when it may
  std::optional<Refusal> refusal;     // the same reason as a code with parameters

  bool legal() const { return !reason; }
};

template <class V>
MoveExplanation explain_move(const Game<V>& game, std::string_view text);

}  // namespace tori
