// Why a move is not legal in a position, in words a player understands ("a third swallow may
// not be dropped on file 4"). History rules (repetition) are the game's; this covers the rest.
#pragma once

#include <string>

#include "core/position.h"
#include "core/refusal.h"

namespace tori {

// `m` must not be in the position's legal move list. The reason as a code with parameters
// (core/refusal.h), and in English (refusal_text of it).
template <class V>
Refusal illegal_move_refusal(const Position<V>& pos, Move m);
template <class V>
std::string explain_illegal_move(const Position<V>& pos, Move m);

inline const char* color_name(Color c) { return c == BLACK ? "Black" : "White"; }

}  // namespace tori
