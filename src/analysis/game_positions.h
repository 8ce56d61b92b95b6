// The engine's word on each position of a game: the first half of an analysis, the part that
// takes time, done by whichever worker leases the job (inside `tori serve` or `tori analyse
// --server` on another machine). Judgements are derived from it afterwards (game_review.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "analysis/evaluation.h"
#include "core/result.h"
#include "core/variant.h"

namespace tori::analysis {

// A game to analyse: its start (an SFEN; empty for the variant's) and its moves in USI.
struct AnalysedGame {
  VariantId variant = VariantId::TORI;
  std::string start;
  std::vector<std::string> moves;

  std::size_t positions() const { return moves.size() + 1; }  // the start and after each move
};

// One position: before move `index + 1`, or after the last move.
struct PositionAnalysis {
  Evaluation eval;                // from sente's view
  std::string best;               // USI; empty where the game is over
  std::vector<std::string> line;  // the principal variation, beginning with best
  bool operator==(const PositionAnalysis&) const = default;
};

// How long the engine looks at each position. Nodes, not time, by default: the same game analysed
// twice, on any machine, gets the same judgements (docs/analysis.md shows the default is stable).
struct AnalysisBudget {
  static constexpr uint64_t DEFAULT_NODES = 300'000;
  uint64_t nodes = DEFAULT_NODES;  // 0: no limit (movetime then)
  int64_t movetime_ms = 0;         // 0: no limit (nodes then)
};

// The game replayed: an error names the move that cannot be played.
std::optional<Error> check_game(const AnalysedGame& game);

// Analyses positions from `first` to the end, in order, calling `on_position(index, analysis)`
// after each; it returns false to stop early. Every position gets a fresh search (an empty hash
// table), so that what a position is given depends on it and the moves before it alone: a job
// resumed by another worker ends as it would have uninterrupted.
std::optional<Error> analyse_positions(
    const AnalysedGame& game, const AnalysisBudget& budget, std::size_t first,
    const std::function<bool(std::size_t, const PositionAnalysis&)>& on_position);

// What a worker sent for positions `first`..: each evaluation of a possible kind (a decided one
// only where the game is over, and saying who won), each best move legal in its position and
// each line playable from it. The error says which position and what is wrong with it.
std::optional<Error> check_positions(const AnalysedGame& game, std::size_t first,
                                     const std::vector<PositionAnalysis>& positions);

}  // namespace tori::analysis
