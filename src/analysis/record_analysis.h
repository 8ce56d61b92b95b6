// Game records and analysis: the game a record holds, and the record with each move's evaluation
// and judgement written into its comments (what `tori analyse` prints as KIF).
#pragma once

#include "analysis/game_review.h"
#include "core/result.h"
#include "notation/record.h"

namespace tori::analysis {

// The record's start (its SFEN, or its handicap's start, or the variant's) and moves in USI.
Result<AnalysedGame> game_of_record(const RecordedGame& record);

// The record with every reviewed move's comment saying its evaluation (before the move, sente's
// view), the engine's best move and the judgement, and the game's comments each player's summary.
RecordedGame annotated_record(RecordedGame record, const GameReview& review);

// "+1.23", "-0.40", "#3", "#-2" (mate for sente, for gote), "1-0"-like words for decided games.
std::string evaluation_text(const Evaluation& eval);

}  // namespace tori::analysis
