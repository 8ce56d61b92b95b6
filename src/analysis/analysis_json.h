// Analyses as JSON, in the shape of the HTTP API (docs/api.md, "Analysis"): what `tori analyse
// --json` prints, what GET .../analysis answers, and the positions a remote worker sends back.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <vector>

#include "analysis/game_review.h"
#include "core/result.h"

namespace tori::analysis {

// {"cp": x}, {"mate": n} or, where the game is over, {"decided": 1 | -1 | 0}.
nlohmann::json evaluation_json(const Evaluation& eval);
Result<Evaluation> evaluation_from_json(const nlohmann::json& json);

// {"plies": [{"ply", "move", "eval", "best", "line", "judgement"}...],
//  "players": {"black": {"accuracy", "average_loss", "inaccuracies", "mistakes", "blunders"},
//              "white": {...}}}
nlohmann::json review_json(const GameReview& review);

// [{"eval", "best", "line"}...]: positions as a worker computes and sends them.
nlohmann::json positions_json(const std::vector<PositionAnalysis>& positions);
// The error says which entry is malformed and how; nothing is checked against the game here
// (check_positions does that).
Result<std::vector<PositionAnalysis>> positions_from_json(const nlohmann::json& json);

}  // namespace tori::analysis
