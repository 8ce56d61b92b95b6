// What a written move says (piece, origin, destination, drop, promotion), independent of the
// notation it was written in, and how that is resolved to the one Move it names.
#pragma once

#include <functional>
#include <string>

#include "core/position.h"
#include "core/result.h"

namespace tori {

enum class PromotionMark { UNSPECIFIED, PROMOTE, DECLINE };

struct MoveSpec {
  PieceType piece = NO_PIECE_TYPE;  // NO_PIECE_TYPE: not written
  Square from = NO_SQUARE;          // NO_SQUARE: not written
  Square to = NO_SQUARE;
  bool drop = false;           // written as a drop
  bool implicit_drop = false;  // may be a drop although not marked (Japanese: 打 is optional)
  PromotionMark promotion = PromotionMark::UNSPECIFIED;
};

// Writes a candidate move in the caller's notation, for the list of an ambiguous move.
using MoveDescriber = std::function<std::string(Move)>;

// The move `spec` names in `pos`. It need not be legal (the game explains why not), but it must
// name exactly one piece that can make that move; several that could are narrowed to the legal
// ones, and if still several the error lists them.
template <class V>
Result<Move> resolve_move(const Position<V>& pos, const MoveSpec& spec,
                          const MoveDescriber& describe);

// m with its promotion added where the move names none and the rules leave no choice (Tori: a
// swallow or falcon moving into, within or out of the zone; Yari: a pawn, yari bishop or yari
// knight reaching the last rank), so that a player need not type the '+'. Any other move, legal
// or not, comes back as it is.
template <class V>
Move with_compulsory_promotion(const Position<V>& pos, Move m);

// Whether another piece of the same type could also legally move to m's destination, so that
// notations which usually omit the origin must write it.
template <class V>
bool origin_needed(const Position<V>& pos, Move m);

// Whether m declines a promotion that was optional (Yari only), written '=' or 不成.
template <class V>
bool declines_promotion(const Position<V>& pos, Move m);

}  // namespace tori
