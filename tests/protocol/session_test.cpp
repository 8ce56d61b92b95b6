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
  for (const std::string& l : lines) n += l.rfind(prefix, 0) == 0;
  return n;
}

TEST(Session, UsiUnlessTheFirstCommandIsUci) {
  auto usi = run("isready\nusi\n");
  EXPECT_EQ(usi.front(), "readyok");
  EXPECT_EQ(usi.back(), "usiok");
  auto uci = run("\n\nuci\nisready\n");
  EXPECT_EQ(count_prefix(uci, "uciok"), 1);
  EXPECT_EQ(count_prefix(uci, "option name UCI_Variant"), 1);
  EXPECT_EQ(uci.back(), "readyok");
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
    if (l.rfind("bestmove ", 0) == 0) {
      EXPECT_TRUE(l[9] >= 'a' && l[9] <= 'g') << l;
    }
}

}  // namespace
}  // namespace tori::protocol
