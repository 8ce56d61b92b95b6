// What a move cost: the drop in the mover's winning chances between the position before it (with
// the engine's best move) and the position after it, turned into a judgement and an accuracy.
// docs/analysis.md explains the curve, its fitted scale and the rules for mates.
#pragma once

#include <optional>
#include <string_view>

#include "analysis/evaluation.h"
#include "core/variant.h"

namespace tori::analysis {

enum class Judgement { INACCURACY, MISTAKE, BLUNDER };

std::string_view judgement_name(Judgement judgement);  // "inaccuracy", "mistake", "blunder"
std::optional<Judgement> parse_judgement_name(std::string_view name);

// The slope k of the winning-chances curve 2 / (1 + exp(-k cp)) - 1, fitted per variant on our
// own self-play games (tools/analysis/fit_scale.py; the fit is in docs/analysis.md).
double winning_chances_scale(VariantId variant);

// The winning chances of whoever the evaluation is seen by, from -1 (lost) to +1 (won).
double winning_chances(const Evaluation& evaluation, double scale);

// Centipawns for the average loss: mates and decided games count as 1000, and so does anything
// beyond, so that one hopeless position does not swamp a game's average.
int capped_centipawns(const Evaluation& evaluation);

struct MoveCost {
  std::optional<Judgement> judgement;
  double accuracy = 100;  // 0 to 100
  int centipawn_loss = 0;
};

// The cost of a move for its mover: `before` is the evaluation of the position it was played in
// (with best play), `after` that of the position it made, both seen by the mover. A move that is
// the engine's own best costs nothing, whatever a second search of the next position says.
MoveCost move_cost(const Evaluation& before, const Evaluation& after, bool was_best, double scale);

}  // namespace tori::analysis
