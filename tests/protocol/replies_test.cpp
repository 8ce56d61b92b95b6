// The engine's reports as text, and the legality guard in front of the GUI.
#include "protocol/replies.h"

#include <gtest/gtest.h>

#include "core/move_text.h"

namespace tori::protocol {
namespace {

std::shared_ptr<const ProtocolGame> game_of(VariantId v, PositionCommand::Kind kind,
                                            std::string text, std::vector<std::string> moves = {}) {
  auto game = ProtocolGame::create(v, PositionCommand{kind, std::move(text), std::move(moves)});
  EXPECT_TRUE(game.ok()) << (game.ok() ? "" : game.error().message);
  return game.ok() ? *game : ProtocolGame::start(v);
}

Move usi(std::string_view text) { return *parse_usi_move<Tori>(text); }

TEST(Score, UsiCountsPliesUciCountsMoves) {
  EXPECT_EQ(score_text({false, -35}, Dialect::USI), "cp -35");
  EXPECT_EQ(score_text({true, 3}, Dialect::UCI), "mate 3");
  EXPECT_EQ(score_text({true, 3}, Dialect::USI), "mate 5");
  EXPECT_EQ(score_text({true, -2}, Dialect::UCI), "mate -2");
  EXPECT_EQ(score_text({true, -2}, Dialect::USI), "mate -4");
}

TEST(InfoLine, AllFieldsAndALegalPv) {
  auto game = ProtocolGame::start(VariantId::TORI);
  engine::SearchInfo info;
  info.depth = 5;
  info.seldepth = 9;
  info.multipv = 2;
  info.score = {false, 42};
  info.bound = engine::SearchInfo::Bound::LOWER;
  info.nodes = 12345;
  info.nps = 100000;
  info.hashfull = 7;
  info.time_ms = 123;
  // The third move is illegal (White cannot move twice): the pv stops before it.
  info.pv = {usi("3d3c"), usi("4b3c"), usi("4b3c")};
  EXPECT_EQ(info_line(info, *game, Dialect::USI),
            "info depth 5 seldepth 9 multipv 2 score cp 42 lowerbound nodes 12345 nps 100000 "
            "hashfull 7 time 123 pv 3d3c 4b3c");
  info.bound = engine::SearchInfo::Bound::UPPER;
  info.score = {true, 1};
  info.pv = {usi("3d3c")};
  EXPECT_EQ(info_line(info, *game, Dialect::UCI),
            "info depth 5 seldepth 9 multipv 2 score mate 1 upperbound nodes 12345 nps 100000 "
            "hashfull 7 time 123 pv e4e5");
  info.pv = {usi("4b3c")};
  EXPECT_EQ(info_line(info, *game, Dialect::UCI).find(" pv"), std::string::npos);
}

TEST(Bestmove, WithPonderWhenBothAreLegal) {
  auto game = ProtocolGame::start(VariantId::TORI);
  engine::SearchOutcome outcome{usi("3d3c"), usi("4b3c"), {}};
  EXPECT_EQ(bestmove_lines(outcome, *game, Dialect::USI),
            std::vector<std::string>{"bestmove 3d3c ponder 4b3c"});
  EXPECT_EQ(bestmove_lines(outcome, *game, Dialect::UCI),
            std::vector<std::string>{"bestmove e4e5 ponder d6e5"});
  outcome.ponder = usi("3d3c");  // not a White move
  EXPECT_EQ(bestmove_lines(outcome, *game, Dialect::USI),
            std::vector<std::string>{"bestmove 3d3c"});
}

TEST(Bestmove, AnIllegalEngineMoveIsReplaced) {
  auto game = ProtocolGame::start(VariantId::TORI);
  engine::SearchOutcome outcome{usi("4b3c"), Move(), {}};
  auto lines = bestmove_lines(outcome, *game, Dialect::USI);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].rfind("info string error", 0), 0u);
  EXPECT_TRUE(game->parse_legal_move(lines[1].substr(9)).ok()) << lines[1];
  lines = bestmove_lines(engine::SearchOutcome{}, *game, Dialect::UCI);
  EXPECT_EQ(lines.size(), 2u);
}

TEST(Bestmove, NoLegalMoveIsResignOrNone) {
  // Black's phoenix on 1g is mated.
  auto mated = game_of(VariantId::TORI, PositionCommand::Kind::SFEN, "k6/7/7/7/6c/6f/6K b - 1");
  EXPECT_EQ(bestmove_lines({}, *mated, Dialect::USI), std::vector<std::string>{"bestmove resign"});
  EXPECT_EQ(bestmove_lines({}, *mated, Dialect::UCI), std::vector<std::string>{"bestmove (none)"});
}

TEST(Checkmate, PvWhenMatingElseNomateOrTimeout) {
  auto game = game_of(VariantId::TORI, PositionCommand::Kind::SFEN, "6k/7/6C/7/7/7/K6 b F 1");
  Move drop = usi("F*1b");
  engine::SearchOutcome found{drop, Move(), {true, 1}};
  EXPECT_EQ(checkmate_line(found, {drop}, false, *game), "checkmate F*1b");
  EXPECT_EQ(checkmate_line(found, {}, false, *game), "checkmate F*1b");
  engine::SearchOutcome none{drop, Move(), {false, 300}};
  EXPECT_EQ(checkmate_line(none, {drop}, false, *game), "checkmate nomate");
  EXPECT_EQ(checkmate_line(none, {drop}, true, *game), "checkmate timeout");
}

}  // namespace
}  // namespace tori::protocol
