// A game's review from given position analyses: which evaluations judge which move, the
// mover's view for gote, partial analyses, and the summaries.
#include "analysis/game_review.h"

#include <gtest/gtest.h>

namespace tori::analysis {
namespace {

PositionAnalysis at(Evaluation eval, std::string best) { return {eval, best, {best}}; }

// Four real opening moves of Tori; the evaluations are made up to test the arithmetic.
AnalysedGame opening() {
  AnalysedGame game;
  game.moves = {"3d3c", "4b3c", "S*3d", "S*1f"};
  return game;
}

TEST(GameReview, JudgesEachMoveForItsMover) {
  AnalysedGame game = opening();
  std::vector<PositionAnalysis> positions = {
      at(Evaluation::centipawns(20), "3d3c"),   // sente plays the best move
      at(Evaluation::centipawns(30), "4c4d"),   // gote plays another, and falls to +600
      at(Evaluation::centipawns(600), "S*3d"),  // sente drops, best again
      at(Evaluation::centipawns(580), "2c2d"),  // gote plays another, which gains: -400
      at(Evaluation::centipawns(-400), "1e1d"),
  };
  GameReview review = review_game(game, positions);
  ASSERT_EQ(review.plies.size(), 4u);
  EXPECT_EQ(review.done_plies, 4u);
  EXPECT_EQ(review.plies[0].ply, 1);
  EXPECT_EQ(review.plies[0].move, "3d3c");
  EXPECT_EQ(review.plies[0].eval, Evaluation::centipawns(20));
  ASSERT_TRUE(review.plies[0].cost);
  EXPECT_EQ(review.plies[0].cost->judgement, std::nullopt);
  EXPECT_EQ(review.plies[1].cost->judgement, Judgement::BLUNDER);
  EXPECT_EQ(review.plies[1].cost->centipawn_loss, 570);  // from gote's -30 to -600
  EXPECT_EQ(review.plies[3].cost->judgement, std::nullopt);
  EXPECT_EQ(review.players[BLACK].blunders, 0);
  EXPECT_EQ(review.players[BLACK].accuracy, 100);
  EXPECT_EQ(review.players[WHITE].blunders, 1);
  EXPECT_LT(review.players[WHITE].accuracy, review.players[BLACK].accuracy);
  EXPECT_DOUBLE_EQ(review.players[WHITE].average_loss, 570 / 2.0);
}

TEST(GameReview, GoteStartingAHandicapGameIsTheFirstMover) {
  AnalysedGame game;
  game.start = "rpckcpl/7/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w - 1";
  game.moves = {"4c4d"};
  std::vector<PositionAnalysis> positions = {at(Evaluation::centipawns(-200), "2c2d"),
                                             at(Evaluation::centipawns(400), "3e3d")};
  GameReview review = review_game(game, positions);
  ASSERT_EQ(review.plies.size(), 1u);
  EXPECT_EQ(review.plies[0].cost->judgement, Judgement::BLUNDER);
  EXPECT_EQ(review.players[WHITE].blunders, 1);
  EXPECT_EQ(review.players[BLACK].moves, 0);
}

TEST(GameReview, APartialAnalysisJudgesOnlyWhatItCan) {
  AnalysedGame game = opening();
  std::vector<PositionAnalysis> positions = {at(Evaluation::centipawns(20), "3d3c"),
                                             at(Evaluation::centipawns(30), "4c4d")};
  GameReview review = review_game(game, positions);
  ASSERT_EQ(review.plies.size(), 2u);
  EXPECT_TRUE(review.plies[0].cost);
  EXPECT_FALSE(review.plies[1].cost);  // the position after it is not analysed yet
  EXPECT_EQ(review.done_plies, 1u);
}

}  // namespace
}  // namespace tori::analysis
