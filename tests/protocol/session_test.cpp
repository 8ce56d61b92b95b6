// The front end in process, on string streams: the end of input acts as quit, so every search
// has answered by the time run_engine_protocol returns.
#include <gtest/gtest.h>

#include <sstream>

#include "protocol/engine_protocol.h"

namespace tori::protocol {
namespace {

std::vector<std::string> run(const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(run_engine_protocol(in, out), 0);
  std::vector<std::string> lines;
  std::istringstream result(out.str());
  for (std::string line; std::getline(result, line);) lines.push_back(line);
  return lines;
}

int count_prefix(const std::vector<std::string>& lines, std::string_view prefix) {
  int n = 0;
  for (const std::string& l : lines) n += l.starts_with(prefix);
  return n;
}

TEST(Session, UsiUnlessTheFirstCommandIsUci) {
  auto usi = run("isready\nusi\n");
  ASSERT_GE(usi.size(), 2u);
  EXPECT_EQ(usi[1], "readyok");  // after the line that says which evaluation plays
  EXPECT_EQ(usi.back(), "usiok");
  auto uci = run("\n\nuci\nisready\n");
  EXPECT_EQ(count_prefix(uci, "uciok"), 1);
  EXPECT_EQ(count_prefix(uci, "option name UCI_Variant"), 1);
  EXPECT_EQ(uci.back(), "readyok");
}

// The net plays by default; the user hears which evaluation plays once, and again when a
// setoption or a new variant changes it.
TEST(Session, IsreadySaysWhichEvaluationPlaysOnceUntilItChanges) {
  auto lines = run(
      "usi\nisready\nisready\nsetoption name Use NNUE value false\nisready\n"
      "setoption name Use NNUE value true\nsetoption name USI_Variant value yarishogi\nisready\n"
      "isready\n");
  std::vector<std::string> said;
  for (const std::string& l : lines)
    if (l.starts_with("info string evaluation: ")) said.push_back(l);
  ASSERT_EQ(said.size(), 4u);
  EXPECT_TRUE(said[0].starts_with("info string evaluation: NNUE, embedded net")) << said[0];
  EXPECT_EQ(said[1], "info string evaluation: classical evaluation");
  EXPECT_EQ(said[2], said[0]);  // setoption said it, so isready does not repeat it
  EXPECT_TRUE(said[3].starts_with("info string evaluation: NNUE, embedded net")) << said[3];
  EXPECT_NE(said[3], said[0]);  // Yari's net
}

TEST(Session, EveryGoGetsExactlyOneBestmove) {
  auto lines = run("usi\nposition startpos\ngo depth 2\nisready\ngo nodes 500\nisready\n");
  EXPECT_EQ(count_prefix(lines, "bestmove"), 2);
  // go infinite ended by the end of input.
  lines = run("usi\nposition startpos\ngo infinite\n");
  EXPECT_EQ(count_prefix(lines, "bestmove"), 1);
}

TEST(Session, UnknownCommandsAreNamed) {
  auto lines = run("usi\nxyzzy  plugh\r\n");
  EXPECT_EQ(lines.back(), "info string unknown command: xyzzy plugh");
}

TEST(Session, UciBestmoveIsInUciNotation) {
  auto lines = run("uci\nposition startpos moves e4e5\ngo depth 1\nisready\n");
  ASSERT_EQ(count_prefix(lines, "bestmove "), 1);
  for (const std::string& l : lines)
    if (l.starts_with("bestmove ")) {
      EXPECT_TRUE(l[9] >= 'a' && l[9] <= 'g') << l;
    }
}

// `eval` prints the static evaluation of the current position term by term, and ends with the
// total for the side to move: after one move the other side is to move, and the start position's
// material is level, so only the placement terms remain.
TEST(Session, EvalPrintsTheTermsAndTheTotalForTheSideToMove) {
  auto lines = run("usi\nposition startpos\neval\nposition startpos moves 1e1d\neval\n");
  ASSERT_EQ(count_prefix(lines, "info string for the side to move (Black): "), 1);
  ASSERT_EQ(count_prefix(lines, "info string for the side to move (White): "), 1);
  EXPECT_EQ(
      count_prefix(lines, "info string evaluation in centipawns, from Black's point of view:"), 2);
  EXPECT_EQ(count_prefix(lines, "info string   total "), 2);
  EXPECT_EQ(count_prefix(lines, "info string   board "), 0);  // level: a zero group is left out
  // UCI: the same command, the other dialect's position.
  auto uci =
      run("uci\nposition fen rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1\neval\n");
  EXPECT_EQ(count_prefix(uci, "info string for the side to move (Black): "), 1);
}

}  // namespace
}  // namespace tori::protocol
