// Every way a move of Tori or Yari Shogi is written, read and written from one Move type:
// USI, Fairy-Stockfish UCI, Western (Hodges), numeric (pychess), Japanese (KIF) and the move
// grammar of the network shogi server.
//
// Reading resolves the text to the one move it names in the position (a piece letter and a
// destination are enough when only one such piece can get there) but does not judge legality:
// a move that names a real piece and path comes back even if the rules forbid it, so that the
// caller (Game::why_illegal) can say why. Text naming no move, or several, is an error that says
// which; an ambiguous move lists the candidates.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/position.h"
#include "core/result.h"

namespace tori {

enum class MoveNotation { USI, UCI, WESTERN, NUMERIC, JAPANESE, SERVER };

std::string_view notation_name(MoveNotation n);  // "usi", "uci", "western", ...
std::optional<MoveNotation> parse_notation_name(std::string_view name);

// What the text of a move may need besides the position: the previous move (Japanese writes 同
// for a recapture on its square).
struct MoveContext {
  Move previous;
};

// Writes `m`, a legal move in `pos`, in notation n.
template <class V>
std::string format_move(const Position<V>& pos, Move m, MoveNotation n,
                        const MoveContext& context = {});

// Reads a move written in notation n.
template <class V>
Result<Move> parse_move(const Position<V>& pos, std::string_view text, MoveNotation n,
                        const MoveContext& context = {});

// Reads a move in whichever notation it is written in (tried in a fixed order; the first that
// names a move wins). The error, when none does, is the one of the notation the text looks most
// like.
template <class V>
Result<Move> parse_any_move(const Position<V>& pos, std::string_view text,
                            const MoveContext& context = {});

}  // namespace tori
