// The lines engines write while thinking, in the forms different engines use.
#include "match/engine_output.h"

#include <gtest/gtest.h>

namespace tori::match {
namespace {

TEST(EngineOutputTest, InfoScores) {
  auto cp = parse_info_score("info depth 12 seldepth 18 score cp -35 nodes 1000 pv 3e3d");
  ASSERT_TRUE(cp);
  EXPECT_FALSE(cp->mate);
  EXPECT_EQ(cp->value, -35);
  EXPECT_EQ(cp->depth, 12);
  EXPECT_EQ(cp->describe(), "cp -35 depth 12");
  auto mate = parse_info_score("info depth 9 score mate -3 lowerbound nodes 5");
  ASSERT_TRUE(mate);
  EXPECT_TRUE(mate->mate);
  EXPECT_EQ(mate->value, -3);
  EXPECT_EQ(mate->describe(), "mate -3 depth 9");
  auto usi_mate = parse_info_score("info score mate + pv 1a1b");  // USI: distance unknown
  ASSERT_TRUE(usi_mate);
  EXPECT_EQ(usi_mate->describe(), "mate ?");
  EXPECT_FALSE(parse_info_score("info depth 3 nodes 100"));
  EXPECT_FALSE(parse_info_score("info string score cp 100"));
  EXPECT_FALSE(parse_info_score("bestmove 3e3d"));
  EXPECT_FALSE(parse_info_score("info score cp x"));
}

TEST(EngineOutputTest, CommentScoresReadWhatDescribeWrites) {
  for (EngineScore written : {EngineScore{false, -35, 12}, EngineScore{true, 3, 9},
                              EngineScore{true, 0, 4}, EngineScore{false, 0, 0}}) {
    auto read = parse_comment_score(written.describe());
    ASSERT_TRUE(read) << written.describe();
    EXPECT_EQ(read->mate, written.mate);
    EXPECT_EQ(read->value, written.value);
    EXPECT_EQ(read->depth, written.depth);
  }
  // Among other words of a comment, as a record may carry them.
  auto amid = parse_comment_score("{opening 3} cp +120 depth 7 (book)");
  ASSERT_TRUE(amid);
  EXPECT_EQ(amid->value, 120);
  EXPECT_EQ(amid->depth, 7);
  EXPECT_FALSE(parse_comment_score("White wins by checkmate"));
  EXPECT_FALSE(parse_comment_score("cp"));
  EXPECT_FALSE(parse_comment_score("cp lots mate soon"));
  EXPECT_FALSE(parse_comment_score(""));
}

TEST(EngineOutputTest, BestMoves) {
  auto move = parse_bestmove("bestmove 3e3d ponder 3c3d");
  ASSERT_TRUE(move);
  EXPECT_EQ(move->kind, BestMove::Kind::MOVE);
  EXPECT_EQ(move->move, "3e3d");
  EXPECT_EQ(parse_bestmove("bestmove resign")->kind, BestMove::Kind::RESIGN);
  EXPECT_EQ(parse_bestmove("bestmove win")->kind, BestMove::Kind::WIN);
  EXPECT_EQ(parse_bestmove("bestmove (none)")->kind, BestMove::Kind::NONE);
  EXPECT_EQ(parse_bestmove("bestmove 0000")->kind, BestMove::Kind::NONE);
  EXPECT_EQ(parse_bestmove("bestmove\tS@c4\r")->move, "S@c4");
  EXPECT_FALSE(parse_bestmove("bestmove"));
  EXPECT_FALSE(parse_bestmove("info depth 1"));
}

}  // namespace
}  // namespace tori::match
