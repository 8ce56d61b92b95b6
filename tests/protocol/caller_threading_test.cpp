// The session searching on the caller's thread, as the WebAssembly engine runs it: a bounded go
// answers before handle_line returns; an unbounded one waits for steps, reports each depth once
// and answers at stop (or ponderhit, or when its depth limit is reached and stop comes). Also the
// `bench` command, whose totals are Engine::bench's.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "protocol/protocol_session.h"

namespace tori::protocol {
namespace {

class CallerSession : public ::testing::Test {
 protected:
  // The lines written since the last call.
  std::vector<std::string> send(const std::string& line) {
    session.handle_line(line);
    return take();
  }
  std::vector<std::string> step() {
    session.step_search();
    return take();
  }
  std::vector<std::string> take() {
    std::vector<std::string> lines;
    std::istringstream in(out.str());
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    out.str("");
    return lines;
  }
  static int count_prefix(const std::vector<std::string>& lines, std::string_view prefix) {
    int n = 0;
    for (const std::string& l : lines) n += l.starts_with(prefix);
    return n;
  }

  std::ostringstream out;
  ProtocolSession session{out, SearchThreading::CALLER};
};

TEST_F(CallerSession, BoundedGoAnswersWithinTheCall) {
  send("usi");
  send("position startpos");
  auto lines = send("go depth 3");
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(lines.back().starts_with("bestmove ")) << lines.back();
  EXPECT_EQ(count_prefix(lines, "info depth 3 "), 1);
  EXPECT_FALSE(session.search_pending());
  EXPECT_TRUE(send("go nodes 2000").back().starts_with("bestmove "));
}

TEST_F(CallerSession, NetFilesAreRefused) {
  auto lines = send("setoption name EvalFile value /some/file.nnue");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_TRUE(lines[0].starts_with("info string error: EvalFile: ")) << lines[0];
  EXPECT_EQ(send("setoption name EvalFile value <empty>").size(), 1u);  // says which net plays
}

TEST_F(CallerSession, HelperThreadsAreNotStarted) {
  send("setoption name Threads value 4");
  send("setoption name Hash value 65536");
  send("position startpos");
  EXPECT_TRUE(send("go depth 4").back().starts_with("bestmove "));
}

TEST_F(CallerSession, GoInfiniteStepsUntilStopAndReportsEachDepthOnce) {
  send("position startpos");
  EXPECT_TRUE(send("go infinite").empty());
  ASSERT_TRUE(session.search_pending());
  std::vector<std::string> infos;
  for (int i = 0; i < 8; ++i) {
    auto lines = step();
    EXPECT_EQ(count_prefix(lines, "bestmove"), 0);
    infos.insert(infos.end(), lines.begin(), lines.end());
  }
  EXPECT_TRUE(session.search_pending());
  ASSERT_GE(infos.size(), 8u);
  uint64_t nodes = 0;
  for (std::size_t i = 0; i < infos.size(); ++i) {
    EXPECT_TRUE(infos[i].starts_with("info depth " + std::to_string(i + 1) + " ")) << infos[i];
    auto at = infos[i].find(" nodes ");
    uint64_t now = std::stoull(infos[i].substr(at + 7));
    EXPECT_GT(now, nodes) << infos[i];  // counted from the first step
    nodes = now;
  }
  auto answer = send("stop");
  ASSERT_EQ(answer.size(), 1u);
  EXPECT_TRUE(answer[0].starts_with("bestmove ")) << answer[0];
  EXPECT_FALSE(session.search_pending());
  EXPECT_TRUE(step().empty());
}

TEST_F(CallerSession, InfiniteWithADepthLimitHoldsItsMoveForStop) {
  send("position startpos");
  send("go infinite depth 3");
  int steps = 0;
  std::vector<std::string> lines;
  while (session.search_pending() && steps < 100) {
    auto more = step();
    lines.insert(lines.end(), more.begin(), more.end());
    ++steps;
  }
  EXPECT_EQ(steps, 3);
  EXPECT_EQ(count_prefix(lines, "bestmove"), 0);
  EXPECT_TRUE(send("stop").back().starts_with("bestmove "));
}

TEST_F(CallerSession, GoWithoutLimitsAnswersAtStop) {
  send("position startpos");
  send("go");
  step();
  EXPECT_TRUE(session.search_pending());
  EXPECT_TRUE(send("stop").back().starts_with("bestmove "));
}

TEST_F(CallerSession, PonderhitSearchesOnTheClockAtOnce) {
  send("position startpos moves 3d3c");
  send("go ponder btime 0 wtime 0 byoyomi 200");
  EXPECT_TRUE(session.search_pending());
  auto first = step();
  EXPECT_EQ(count_prefix(first, "bestmove"), 0);
  auto answer = send("ponderhit");
  ASSERT_FALSE(answer.empty());
  EXPECT_TRUE(answer.back().starts_with("bestmove ")) << answer.back();
  EXPECT_FALSE(session.search_pending());
}

TEST_F(CallerSession, ANewGoEndsTheSteppedSearchWithItsBestmove) {
  send("position startpos");
  send("go infinite");
  step();
  auto lines = send("go depth 2");
  EXPECT_EQ(count_prefix(lines, "bestmove"), 2);
  EXPECT_FALSE(session.search_pending());
}

TEST_F(CallerSession, GameoverDiscardsTheSteppedSearch) {
  send("position startpos");
  send("go infinite");
  step();
  EXPECT_EQ(count_prefix(send("gameover draw"), "bestmove"), 0);
  EXPECT_FALSE(session.search_pending());
}

TEST_F(CallerSession, BenchTotalsAreEngineBench) {
  auto lines = send("bench 3 tori classical");
  const std::string total = "info string bench total nodes " +
                            std::to_string(engine::Engine::bench(VariantId::TORI, 3, {}, false)) +
                            " time ";
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(lines.back().starts_with(total)) << lines.back();
  lines = send("bench 2 yari nnue");
  EXPECT_TRUE(lines.back().starts_with(
      "info string bench total nodes " +
      std::to_string(engine::Engine::bench(VariantId::YARI, 2, {}, true)) + " time "))
      << lines.back();
  EXPECT_EQ(send("bench 0")[0], "info string error: bench depth is 1 to 30");
  EXPECT_TRUE(send("bench fast")[0].starts_with("info string error: expected 'bench"));
}

}  // namespace
}  // namespace tori::protocol
