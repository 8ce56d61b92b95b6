#include "analysis/game_review.h"

#include <algorithm>
#include <cmath>

namespace tori::analysis {

namespace {

// A game's accuracy for one player: the mean of the arithmetic and harmonic means of its moves'
// accuracies. The harmonic mean weighs a few dreadful moves more than the arithmetic mean does
// (one blunder loses a game that thirty good moves do not win back); each move counts at least 1
// there, so one move of accuracy 0 does not make the whole game 0.
double game_accuracy(const std::vector<double>& accuracies) {
  if (accuracies.empty()) return 100;
  double sum = 0;
  double inverse_sum = 0;
  for (double a : accuracies) {
    sum += a;
    inverse_sum += 1 / std::max(a, 1.0);
  }
  double n = double(accuracies.size());
  return (sum / n + n / inverse_sum) / 2;
}

void count(PlayerReview& player, const MoveCost& cost) {
  if (!cost.judgement) return;
  switch (*cost.judgement) {
    case Judgement::INACCURACY:
      ++player.inaccuracies;
      break;
    case Judgement::MISTAKE:
      ++player.mistakes;
      break;
    case Judgement::BLUNDER:
      ++player.blunders;
      break;
  }
}

// Who moves at ply index i: the start's side to move, then alternately. Read off the evaluation's
// owner would be circular; the start SFEN says it, and without one sente starts.
Color mover_at(Color first, std::size_t index) { return index % 2 == 0 ? first : ~first; }

Color first_mover(const AnalysedGame& game) {
  // An SFEN's second field is the side to move ("b" sente, "w" gote).
  std::size_t space = game.start.find(' ');
  if (space != std::string::npos && space + 1 < game.start.size() && game.start[space + 1] == 'w')
    return WHITE;
  return BLACK;
}

}  // namespace

GameReview review_game(const AnalysedGame& game, const std::vector<PositionAnalysis>& positions) {
  GameReview review;
  const double scale = winning_chances_scale(game.variant);
  const Color first = first_mover(game);
  std::array<std::vector<double>, 2> accuracies;
  std::array<long, 2> losses{0, 0};
  std::size_t known = std::min(positions.size(), game.positions());
  for (std::size_t i = 0; i < game.moves.size() && i < known; ++i) {
    const PositionAnalysis& before = positions[i];
    PlyReview ply;
    ply.ply = int(i + 1);
    ply.move = game.moves[i];
    ply.eval = before.eval;
    ply.best = before.best;
    ply.line = before.line;
    if (i + 1 < known) {
      const Color mover = mover_at(first, i);
      ply.cost = move_cost(before.eval.seen_by(mover), positions[i + 1].eval.seen_by(mover),
                           game.moves[i] == before.best, scale);
      PlayerReview& player = review.players[mover];
      count(player, *ply.cost);
      accuracies[mover].push_back(ply.cost->accuracy);
      losses[mover] += ply.cost->centipawn_loss;
      ++player.moves;
      review.done_plies = i + 1;
    }
    review.plies.push_back(std::move(ply));
  }
  for (Color c : {BLACK, WHITE}) {
    PlayerReview& player = review.players[c];
    player.accuracy = game_accuracy(accuracies[c]);
    player.average_loss = player.moves ? double(losses[c]) / player.moves : 0;
  }
  return review;
}

}  // namespace tori::analysis
