// The second half of an analysis: from the engine's word on each position, what each move cost
// its player (a judgement, an accuracy, centipawns lost) and each player's summary. Cheap and
// deterministic, so the server derives it again from the stored positions for every reader.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "analysis/game_positions.h"
#include "analysis/judgement.h"

namespace tori::analysis {

struct PlyReview {
  int ply = 0;                    // 1 for the first move
  std::string move;               // USI
  Evaluation eval;                // of the position before the move, from sente's view
  std::string best;               // the engine's move there
  std::vector<std::string> line;  // its line, beginning with best
  // Known once the position after the move is analysed too.
  std::optional<MoveCost> cost;
};

struct PlayerReview {
  double accuracy = 0;      // 0 to 100: see docs/analysis.md
  double average_loss = 0;  // centipawns a move, capped at 1000 a move
  int inaccuracies = 0;
  int mistakes = 0;
  int blunders = 0;
  int moves = 0;  // moves judged
};

struct GameReview {
  std::vector<PlyReview> plies;         // the moves whose position before is analysed
  std::array<PlayerReview, 2> players;  // by Color: sente, gote
  std::size_t done_plies = 0;           // moves judged so far
};

// `positions` are the analyses of the game's first positions in order (all of them once done).
GameReview review_game(const AnalysedGame& game, const std::vector<PositionAnalysis>& positions);

}  // namespace tori::analysis
