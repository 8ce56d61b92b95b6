// Bad input never kills the engine or corrupts its position: garbage, illegal moves, bad FEN,
// unknown options, malformed go. Each is answered with an `info string` line.
#include <gtest/gtest.h>

#include "engine_driver.h"

namespace tori::protocol::test {
namespace {

class BadInputTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(engine.ok());
    engine.send("usi");
    engine.expect("usiok");
    engine.sync();  // the first isready's line saying which evaluation plays is not an answer
  }

  // Sends `line`; returns the lines up to the readyok that follows it.
  std::vector<std::string> answer_to(std::string_view line) {
    engine.send(line);
    return engine.sync();
  }

  // What `d` says the position is.
  std::string current_sfen() {
    auto lines = answer_to("d");
    auto found = EngineDriver::with_prefix(lines, "info string sfen ");
    return found.empty() ? "" : found.front().substr(17);
  }

  EngineDriver engine;
};

TEST_F(BadInputTest, GarbageLinesAreReportedAndIgnored) {
  for (const char* line : {"hello", "   ", "\t", "\x01\x02\xff\xfe", "go_fish now", "isreadyy",
                           "position", "setoption", "setoption name", "setoption value 3"}) {
    auto lines = answer_to(line);
    EXPECT_EQ(lines.back(), "readyok") << line;
  }
  EXPECT_FALSE(EngineDriver::with_prefix(answer_to("hello there"),
                                         "info string unknown command: hello there")
                   .empty());
  EXPECT_EQ(answer_to(std::string(100000, 'x')).back(), "readyok");
}

TEST_F(BadInputTest, CrlfAndExtraSpacesAreFine) {
  auto lines = answer_to("  position   startpos   moves  3d3c \r");
  EXPECT_TRUE(EngineDriver::with_prefix(lines, "info string").empty()) << lines.front();
  EXPECT_EQ(current_sfen(), "rpckcpl/3f3/ssssSss/2s4/SSSSSSS/3F3/LPCKCPR w S 2");
}

TEST_F(BadInputTest, IllegalMovesLeaveThePreviousPosition) {
  answer_to("position startpos moves 3d3c");
  std::string before = current_sfen();
  ASSERT_FALSE(before.empty());
  for (const char* bad : {"position startpos moves 3d3c 3c3b", "position startpos moves 3d3c zz",
                          "position startpos moves 3e3d", "position startpos moves S*4d",
                          "position sfen rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPX b - 1",
                          "position fen not a fen at all", "position sfen", "position moves 3d3c",
                          "position startpos junk"}) {
    auto lines = answer_to(bad);
    EXPECT_FALSE(EngineDriver::with_prefix(lines, "info string error").empty()) << bad;
    EXPECT_EQ(current_sfen(), before) << bad;
  }
}

// After a position the engine could not read, the GUI's position is not the engine's: a go
// searches nothing, says why and answers at once (a GUI waits for its bestmove) with no move.
// The next position that reads puts things right.
TEST_F(BadInputTest, AGoAfterAnUnreadablePositionSearchesNothing) {
  answer_to("position startpos moves 3d3c");
  auto refused = answer_to("position startpos moves 3d3c zz");
  EXPECT_FALSE(EngineDriver::with_prefix(refused, "info string error").empty());
  engine.send("go depth 2");
  auto answer = engine.expect("bestmove");
  EXPECT_EQ(answer.back(), "bestmove resign");
  EXPECT_FALSE(EngineDriver::with_prefix(answer, "info string error: not searching").empty())
      << answer.front();
  EXPECT_TRUE(EngineDriver::with_prefix(answer, "info depth").empty());
  // A position that reads: the engine searches it.
  answer_to("position startpos moves 3d3c");
  Referee<Tori> referee(false);
  referee.play(*referee.parse("3d3c"));
  engine.send("go depth 2");
  referee.legal_bestmove(engine.expect("bestmove").back());
}

TEST_F(BadInputTest, BadOptionsAreRefused) {
  for (const char* bad :
       {"setoption name NoSuchOption value 1", "setoption name Hash value lots",
        "setoption name USI_Variant value chess", "setoption name Ponder value maybe"}) {
    auto lines = answer_to(bad);
    EXPECT_FALSE(EngineDriver::with_prefix(lines, "info string error").empty()) << bad;
  }
  auto clamped = answer_to("setoption name Skill_Level value 99");
  EXPECT_FALSE(EngineDriver::with_prefix(clamped, "info string Skill_Level set to 20").empty());
  // Still Tori, still playing.
  Referee<Tori> referee(false);
  engine.send("position startpos");
  engine.send("go depth 1");
  referee.legal_bestmove(engine.expect("bestmove").back());
}

TEST_F(BadInputTest, MalformedGoStillAnswers) {
  Referee<Tori> referee(false);
  engine.send("position startpos");
  engine.send("go depth x nodes -5 frobnicate depth 2");
  auto lines = engine.expect("bestmove");
  EXPECT_FALSE(EngineDriver::with_prefix(lines, "info string warning").empty());
  referee.legal_bestmove(lines.back());
  // A second go while the first runs: the first is ended and answered, then the second.
  engine.send("go infinite");
  engine.send("go depth 1");
  referee.legal_bestmove(engine.expect("bestmove").back());
  referee.legal_bestmove(engine.expect("bestmove").back());
}

TEST_F(BadInputTest, StrayStopAndPonderhitAreHarmless) {
  for (const char* line : {"stop", "ponderhit", "gameover", "gameover win", "stop"})
    EXPECT_EQ(answer_to(line).back(), "readyok") << line;
  auto lines = answer_to("stop");
  EXPECT_TRUE(EngineDriver::with_prefix(lines, "bestmove").empty());
}

TEST_F(BadInputTest, EndOfInputIsQuit) {
  engine.send("position startpos");
  engine.send("go infinite");
  auto status = engine.process().quit(10s, "");  // closes stdin without a quit command
  EXPECT_TRUE(status.clean()) << status.describe();
}

}  // namespace
}  // namespace tori::protocol::test
