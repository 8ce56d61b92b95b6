// The engine's analysis of a game's positions: a whole game ending in checkmate, the same answers
// twice and when resumed, and what a worker's result must be to be taken.
#include "analysis/game_positions.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "analysis/record_analysis.h"
#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "core/variant_tori.h"
#include "notation/record_io.h"

namespace tori::analysis {
namespace {

// Small, so that the test is quick; what is checked holds at any budget.
const AnalysisBudget BUDGET{3000, 0};

AnalysedGame mate_game() {
  std::ifstream file(std::string(TORI_TEST_DATA_DIR) + "/records/tori_game.kif", std::ios::binary);
  std::string text(std::istreambuf_iterator<char>(file), {});
  auto record = read_record(text);
  EXPECT_TRUE(record) << record.error().to_string();
  auto game = game_of_record(*record);
  EXPECT_TRUE(game) << game.error().to_string();
  return *game;
}

std::vector<PositionAnalysis> analyse_all(const AnalysedGame& game, std::size_t first = 0) {
  std::vector<PositionAnalysis> out;
  auto error = analyse_positions(game, BUDGET, first, [&](std::size_t index, const auto& p) {
    EXPECT_EQ(index, first + out.size());
    out.push_back(p);
    return true;
  });
  EXPECT_FALSE(error) << error->to_string();
  return out;
}

TEST(GamePositions, AGameEndingInCheckmate) {
  AnalysedGame game = mate_game();
  ASSERT_EQ(game.moves.size(), 59u);
  std::vector<PositionAnalysis> positions = analyse_all(game);
  ASSERT_EQ(positions.size(), game.positions());
  EXPECT_FALSE(check_positions(game, 0, positions));
  // Sente mates with its 59th move: before it, mate in 1 for sente, and the best move mates.
  const PositionAnalysis& before_mate = positions[58];
  EXPECT_EQ(before_mate.eval, Evaluation::mate(1));
  Game<Tori> replay(*parse_position<Tori>(game.start));
  for (std::size_t i = 0; i < 58; ++i) replay.play(*parse_usi_move<Tori>(game.moves[i]));
  replay.play(*parse_usi_move<Tori>(before_mate.best));
  EXPECT_EQ(replay.result().termination, Termination::CHECKMATE);
  // After it the game is over: decided for sente, no move.
  EXPECT_EQ(positions[59].eval, Evaluation::decided(1));
  EXPECT_TRUE(positions[59].best.empty());
}

TEST(GamePositions, SameAnswersTwiceAndWhenResumed) {
  AnalysedGame game = mate_game();
  game.moves.resize(12);
  std::vector<PositionAnalysis> first = analyse_all(game);
  EXPECT_EQ(analyse_all(game), first);
  std::vector<PositionAnalysis> tail = analyse_all(game, 7);
  EXPECT_EQ(tail, std::vector<PositionAnalysis>(first.begin() + 7, first.end()));
}

TEST(GamePositions, StopsWhenAsked) {
  AnalysedGame game = mate_game();
  int calls = 0;
  auto error =
      analyse_positions(game, BUDGET, 0, [&](std::size_t, const auto&) { return ++calls < 3; });
  EXPECT_FALSE(error);
  EXPECT_EQ(calls, 3);
}

TEST(GamePositions, AnIllegalGameIsRefused) {
  AnalysedGame game;
  game.moves = {"3d3c", "3d3c"};
  auto error = check_game(game);
  ASSERT_TRUE(error);
  EXPECT_NE(error->message.find("move 2 (3d3c)"), std::string::npos) << error->message;
  EXPECT_TRUE(analyse_positions(game, BUDGET, 0, [](std::size_t, const auto&) { return true; }));
}

class WorkerResult : public ::testing::Test {
 protected:
  void SetUp() override {
    game = mate_game();
    game.moves.resize(4);
    good = analyse_all(game);
  }
  std::string refusal(const std::vector<PositionAnalysis>& positions, std::size_t first = 0) {
    auto error = check_positions(game, first, positions);
    return error ? error->message : "";
  }
  AnalysedGame game;
  std::vector<PositionAnalysis> good;
};

TEST_F(WorkerResult, TheEnginesOwnIsTaken) {
  EXPECT_EQ(refusal(good), "");
  EXPECT_EQ(refusal({good.begin() + 2, good.end()}, 2), "");
}

TEST_F(WorkerResult, AnIllegalBestMoveIsRefused) {
  auto bad = good;
  bad[1].best = "4g4d";
  bad[1].line = {"4g4d"};
  EXPECT_NE(refusal(bad).find("position 1"), std::string::npos);
}

TEST_F(WorkerResult, ALineNotBeginningWithTheBestMoveIsRefused) {
  auto bad = good;
  bad[0].line.clear();
  EXPECT_NE(refusal(bad).find("begins with the best move"), std::string::npos);
}

TEST_F(WorkerResult, ImpossibleEvaluationsAreRefused) {
  auto bad = good;
  bad[0].eval = Evaluation::decided(1);
  EXPECT_NE(refusal(bad).find("not over"), std::string::npos);
  bad = good;
  bad[0].eval = Evaluation::mate(0);
  EXPECT_NE(refusal(bad).find("mate"), std::string::npos);
  bad = good;
  bad[0].eval = Evaluation::centipawns(500'000);
  EXPECT_NE(refusal(bad).find("out of range"), std::string::npos);
}

TEST_F(WorkerResult, TooManyPositionsAreRefused) {
  auto bad = good;
  bad.push_back(good.back());
  EXPECT_NE(refusal(bad).find("positions"), std::string::npos);
}

}  // namespace
}  // namespace tori::analysis
