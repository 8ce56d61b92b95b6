// What the engine reports, written as USI or UCI lines: `info ...`, `bestmove ...` and USI's
// `checkmate ...`. Every move is checked against the game first.
#pragma once

#include <string>
#include <vector>

#include "engine/engine.h"
#include "protocol/commands.h"
#include "protocol/protocol_game.h"

namespace tori::protocol {

// `info depth D seldepth S multipv M score cp X|mate N [lowerbound|upperbound] nodes N nps N
// hashfull H time T [pv ...]`; the pv is cut at its first move that is not legal.
std::string info_line(const engine::SearchInfo& info, const ProtocolGame& game, Dialect dialect);

// The score words: UCI counts a mate in moves, USI in plies.
std::string score_text(const engine::Score& score, Dialect dialect);

// The lines that end a search: `bestmove <move> [ponder <move>]`, `bestmove resign` (USI) or
// `bestmove (none)` (UCI) when there is no legal move. An engine move that is not legal is
// replaced by a legal one, with an `info string` line saying so.
std::vector<std::string> bestmove_lines(const engine::SearchOutcome& outcome,
                                        const ProtocolGame& game, Dialect dialect);

// USI `go mate`: `checkmate <moves>` when a mate was found, else `checkmate nomate` (the search
// ended on its own) or `checkmate timeout` (it was stopped or ran out of time).
std::string checkmate_line(const engine::SearchOutcome& outcome, const std::vector<Move>& last_pv,
                           bool out_of_time, const ProtocolGame& game);

}  // namespace tori::protocol
