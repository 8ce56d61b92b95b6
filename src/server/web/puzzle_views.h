// Puzzles as the API sends them (docs/api.md, "Puzzles"): the puzzle, a player's puzzle ratings,
// an attempt's outcome and the history.
#pragma once

#include <array>

#include "server/puzzles/puzzle_service.h"
#include "server/web/api_reply.h"

namespace tori::server::web {

// {"id", "variant", "sfen", "solution", "themes", "kind", "rating" (whole), "plays"}
json puzzle_view_json(const PuzzleRecord& puzzle);
// {"torishogi": {"rating", "deviation", "attempts"}, "yarishogi": {...}}
json puzzle_ratings_json(const std::array<PuzzleRating, 2>& ratings);
json attempt_outcome_json(const AttemptOutcome& outcome);
json puzzle_history_json(const PuzzleHistory& history);

}  // namespace tori::server::web
