// The command grammar: words, setoption, position and go, in both dialects.
#include "protocol/commands.h"

#include <gtest/gtest.h>

namespace tori::protocol {
namespace {

std::vector<std::string_view> args_of(std::string_view line) {
  auto words = split_words(line);
  words.erase(words.begin());
  return words;
}

TEST(SplitWords, AnySpacingAndLineEnds) {
  EXPECT_EQ(split_words("  go \t depth  3\r"), (std::vector<std::string_view>{"go", "depth", "3"}));
  EXPECT_TRUE(split_words(" \t\r ").empty());
  EXPECT_TRUE(split_words("").empty());
}

TEST(SetOption, NamesAndValuesMayHoldSpaces) {
  auto cmd = parse_setoption(args_of("setoption name Eval File value /tmp/my net.bin"));
  ASSERT_TRUE(cmd.ok());
  EXPECT_EQ(cmd->name, "Eval File");
  EXPECT_EQ(cmd->value, "/tmp/my net.bin");
  auto button = parse_setoption(args_of("setoption name Clear Hash"));
  ASSERT_TRUE(button.ok());
  EXPECT_EQ(button->name, "Clear Hash");
  EXPECT_EQ(button->value, "");
  EXPECT_FALSE(parse_setoption(args_of("setoption")).ok());
  EXPECT_FALSE(parse_setoption(args_of("setoption name")).ok());
  EXPECT_FALSE(parse_setoption(args_of("setoption Hash value 3")).ok());
  EXPECT_FALSE(parse_setoption(args_of("setoption name value 3")).ok());
}

TEST(Position, StartposSfenAndFen) {
  auto start = parse_position_command(args_of("position startpos moves 3d3c 4b3c"));
  ASSERT_TRUE(start.ok());
  EXPECT_EQ(start->kind, PositionCommand::Kind::STARTPOS);
  EXPECT_EQ(start->moves, (std::vector<std::string>{"3d3c", "4b3c"}));

  auto sfen = parse_position_command(
      args_of("position sfen rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1"));
  ASSERT_TRUE(sfen.ok());
  EXPECT_EQ(sfen->kind, PositionCommand::Kind::SFEN);
  EXPECT_EQ(sfen->text, "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1");
  EXPECT_TRUE(sfen->moves.empty());

  auto fen = parse_position_command(
      args_of("position fen rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w - - 0 1 moves"));
  ASSERT_TRUE(fen.ok());
  EXPECT_EQ(fen->kind, PositionCommand::Kind::FEN);
  EXPECT_EQ(fen->text, "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w - - 0 1");
  EXPECT_TRUE(fen->moves.empty());
}

TEST(Position, MalformedCommandsAreErrors) {
  for (const char* bad : {"position", "position sfen", "position fen moves 3d3c",
                          "position startpos extra", "position moves 3d3c", "position kif x"})
    EXPECT_FALSE(parse_position_command(args_of(bad)).ok()) << bad;
}

TEST(Go, UsiClocksAreByShogiColour) {
  auto go = parse_go(args_of("go btime 1000 wtime 2000 binc 10 winc 20 byoyomi 500"), Dialect::USI);
  EXPECT_EQ(go.time[0], 1000);  // Black
  EXPECT_EQ(go.time[1], 2000);
  EXPECT_EQ(go.increment[0], 10);
  EXPECT_EQ(go.increment[1], 20);
  EXPECT_EQ(go.byoyomi[0], 500);
  EXPECT_EQ(go.byoyomi[1], 500);
  EXPECT_TRUE(go.warnings.empty());
}

TEST(Go, UciWhiteIsTheFirstPlayer) {
  auto go =
      parse_go(args_of("go wtime 1000 btime 2000 winc 10 binc 20 movestogo 30"), Dialect::UCI);
  EXPECT_EQ(go.time[0], 1000);  // UCI "white" moves first: our Black
  EXPECT_EQ(go.time[1], 2000);
  EXPECT_EQ(go.increment[0], 10);
  EXPECT_EQ(go.increment[1], 20);
  EXPECT_TRUE(go.warnings.empty());
}

TEST(Go, LimitsAndModes) {
  auto go = parse_go(args_of("go movetime 300 depth 7 nodes 5000 infinite ponder"), Dialect::USI);
  EXPECT_EQ(go.movetime, 300);
  EXPECT_EQ(go.depth, 7);
  EXPECT_EQ(go.nodes, 5000u);
  EXPECT_TRUE(go.infinite);
  EXPECT_TRUE(go.ponder);
  EXPECT_EQ(go.time[0], -1);

  auto mate = parse_go(args_of("go mate 5"), Dialect::UCI);
  EXPECT_TRUE(mate.mate);
  EXPECT_EQ(mate.mate_value, 5);
  auto mate_infinite = parse_go(args_of("go mate infinite"), Dialect::USI);
  EXPECT_TRUE(mate_infinite.mate && mate_infinite.mate_infinite);
}

TEST(Go, SearchmovesRunToTheNextKeyword) {
  auto go = parse_go(args_of("go searchmoves c3c4 S@d4 depth 3"), Dialect::UCI);
  EXPECT_EQ(go.searchmoves, (std::vector<std::string>{"c3c4", "S@d4"}));
  EXPECT_EQ(go.depth, 3);
}

TEST(Go, BadPartsAreWarningsNotFailures) {
  auto go = parse_go(args_of("go depth deep btime -50 nodes"), Dialect::USI);
  EXPECT_EQ(go.depth, 0);
  EXPECT_EQ(go.time[0], 0);           // a negative clock is an empty one
  EXPECT_EQ(go.warnings.size(), 3u);  // 'depth' needs a number, 'deep' unknown, 'nodes' needs one
}

TEST(EqualsIgnoringCase, Ascii) {
  EXPECT_TRUE(equals_ignoring_case("usi_hash", "USI_Hash"));
  EXPECT_FALSE(equals_ignoring_case("Hash", "Hashes"));
}

}  // namespace
}  // namespace tori::protocol
