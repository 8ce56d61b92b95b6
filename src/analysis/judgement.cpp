#include "analysis/judgement.h"

#include <algorithm>
#include <cmath>

namespace tori::analysis {

namespace {

// Drops in winning chances (on the -1..+1 scale) that make a move an inaccuracy, a mistake or a
// blunder: lichess's thresholds, which lishogi uses as well.
constexpr double INACCURACY_DROP = 0.1;
constexpr double MISTAKE_DROP = 0.2;
constexpr double BLUNDER_DROP = 0.3;

// Where a mate is let go or walked into, how bad it was depends on how the game stood otherwise:
// still above +999 (or already below -999) it changed little, above +700 (below -700) somewhat.
constexpr int CLEARLY_DECIDED = 999;
constexpr int NEARLY_DECIDED = 700;

// The accuracy of a move from the winning percentage it lost (0 to 100): the exponential lichess
// published for its accuracy, whose constants we take over as they stand.
constexpr double ACCURACY_SCALE = 103.1668;
constexpr double ACCURACY_DECAY = 0.04354;
constexpr double ACCURACY_OFFSET = 3.1669;

// The fitted slopes (per centipawn) of the winning-chances curve: docs/analysis.md.
constexpr double TORI_SCALE = 0.00120;
constexpr double YARI_SCALE = 0.00130;

std::optional<Judgement> judge_drop(double drop) {
  if (drop >= BLUNDER_DROP) return Judgement::BLUNDER;
  if (drop >= MISTAKE_DROP) return Judgement::MISTAKE;
  if (drop >= INACCURACY_DROP) return Judgement::INACCURACY;
  return std::nullopt;
}

// A mate let go: the worse the position left behind, the worse the move.
Judgement judge_mate_lost(const Evaluation& after) {
  if (after.kind != Evaluation::Kind::CENTIPAWNS) return Judgement::BLUNDER;  // a draw or mated
  if (after.value > CLEARLY_DECIDED) return Judgement::INACCURACY;
  if (after.value > NEARLY_DECIDED) return Judgement::MISTAKE;
  return Judgement::BLUNDER;
}

// A forced mate walked into: the better the position was, the worse the move.
Judgement judge_mate_created(const Evaluation& before) {
  if (before.kind == Evaluation::Kind::CENTIPAWNS && before.value < -CLEARLY_DECIDED)
    return Judgement::INACCURACY;
  if (before.kind == Evaluation::Kind::CENTIPAWNS && before.value < -NEARLY_DECIDED)
    return Judgement::MISTAKE;
  return Judgement::BLUNDER;
}

}  // namespace

std::string_view judgement_name(Judgement judgement) {
  switch (judgement) {
    case Judgement::INACCURACY:
      return "inaccuracy";
    case Judgement::MISTAKE:
      return "mistake";
    case Judgement::BLUNDER:
      return "blunder";
  }
  return "";
}

std::optional<Judgement> parse_judgement_name(std::string_view name) {
  for (Judgement j : {Judgement::INACCURACY, Judgement::MISTAKE, Judgement::BLUNDER})
    if (judgement_name(j) == name) return j;
  return std::nullopt;
}

double winning_chances_scale(VariantId variant) {
  // Fitted by tools/analysis/fit_scale.py on the self-play data in data/nnue (docs/analysis.md).
  return variant == VariantId::TORI ? TORI_SCALE : YARI_SCALE;
}

double winning_chances(const Evaluation& evaluation, double scale) {
  if (evaluation.kind != Evaluation::Kind::CENTIPAWNS)
    return evaluation.value > 0 ? 1.0 : evaluation.value < 0 ? -1.0 : 0.0;
  return 2 / (1 + std::exp(-scale * evaluation.value)) - 1;
}

int capped_centipawns(const Evaluation& evaluation) {
  constexpr int CAP = 1000;
  if (evaluation.kind != Evaluation::Kind::CENTIPAWNS)
    return evaluation.value > 0 ? CAP : evaluation.value < 0 ? -CAP : 0;
  return std::clamp(evaluation.value, -CAP, CAP);
}

MoveCost move_cost(const Evaluation& before, const Evaluation& after, bool was_best, double scale) {
  MoveCost cost;
  if (was_best) return cost;
  cost.centipawn_loss = std::max(0, capped_centipawns(before) - capped_centipawns(after));
  double drop = std::max(0.0, winning_chances(before, scale) - winning_chances(after, scale));
  double percent_lost = 50 * drop;  // winning percentage is 50 + 50 * chances
  cost.accuracy = std::clamp(
      ACCURACY_SCALE * std::exp(-ACCURACY_DECAY * percent_lost) - ACCURACY_OFFSET, 0.0, 100.0);

  bool had_mate = before.kind == Evaluation::Kind::MATE && before.value > 0;
  bool kept_win = after.winning_by_force();
  if (had_mate && !kept_win) {
    cost.judgement = judge_mate_lost(after);
  } else if (after.losing_by_force() && !before.losing_by_force()) {
    cost.judgement = judge_mate_created(before);
  } else if (!had_mate && !before.losing_by_force()) {
    cost.judgement = judge_drop(drop);
  }
  return cost;
}

}  // namespace tori::analysis
