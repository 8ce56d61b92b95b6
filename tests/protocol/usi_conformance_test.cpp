// USI conformance: every command of the list, sent to `tori engine` through a pipe.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine_driver.h"

namespace tori::protocol::test {
namespace {

// Black to move, a falcon in hand: F*1b and F*2b mate (the crane on 1c guards both).
constexpr const char* TORI_MATE_IN_ONE = "6k/7/6C/7/7/7/K6 b F 1";

class UsiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(engine.ok());
    engine.send("usi");
    handshake = engine.expect("usiok");
    engine.sync();
  }

  template <class V>
  std::vector<std::string> go(Referee<V>& referee, const std::string& args) {
    return go_and_check(engine, referee, args);
  }

  EngineDriver engine;
  std::vector<std::string> handshake;
};

TEST_F(UsiTest, IdentifiesItselfAndListsItsOptions) {
  EXPECT_TRUE(handshake.front().starts_with("id name Tori"));
  EXPECT_EQ(EngineDriver::with_prefix(handshake, "id author").size(), 1u);
  for (const char* option :
       {"option name USI_Variant type combo default torishogi var torishogi var yarishogi",
        "option name Hash type spin", "option name Threads type spin",
        "option name MultiPV type spin", "option name Ponder type check",
        "option name Skill_Level type spin default 20 min 0 max 20"})
    EXPECT_EQ(EngineDriver::with_prefix(handshake, option).size(), 1u) << option;
  EXPECT_EQ(handshake.back(), "usiok");
}

TEST_F(UsiTest, GoDepthReportsInfoAndALegalMove) {
  Referee<Tori> referee(false);
  referee.play(*referee.parse("3d3c"));
  referee.play(*referee.parse("4b3c"));
  auto lines = go(referee, "depth 3");
  expect_info_lines(lines);
}

TEST_F(UsiTest, SetoptionAndUsinewgame) {
  for (const char* option :
       {"setoption name USI_Hash value 16", "setoption name Hash value 8",
        "setoption name Threads value 2", "setoption name MultiPV value 2",
        "setoption name USI_Ponder value true", "setoption name Ponder value false",
        "setoption name Skill_Level value 3"})
    engine.send(option);
  engine.send("usinewgame");
  auto lines = engine.sync();
  EXPECT_TRUE(EngineDriver::with_prefix(lines, "info string error").empty()) << lines.front();
  Referee<Tori> referee(false);
  lines = go(referee, "depth 2");
  EXPECT_FALSE(EngineDriver::with_prefix(lines, "info depth 2 seldepth").empty());
  bool second_line = std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
    return l.find(" multipv 2 ") != std::string::npos;
  });
  EXPECT_TRUE(second_line) << "MultiPV 2 gave no second line";
}

TEST_F(UsiTest, PositionSfenWithMovesAndClockLimits) {
  Referee<Tori> referee(false, "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1");
  referee.play(*referee.parse("5e5d"));
  go(referee, "btime 3000 wtime 3000 binc 100 winc 100");
  go(referee, "btime 0 wtime 0 byoyomi 300");
  go(referee, "nodes 2000");
  go(referee, "movetime 200");
}

TEST_F(UsiTest, PositionFenIsAcceptedToo) {
  Referee<Tori> referee(false, "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1");
  engine.send("position fen rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1");
  engine.send("go depth 1");
  referee.legal_bestmove(engine.expect("bestmove").back());
}

TEST_F(UsiTest, GoMateFindsTheMate) {
  Referee<Tori> referee(false, TORI_MATE_IN_ONE);
  engine.send(referee.position_command());
  engine.send("go mate 10000");
  auto lines = engine.expect("checkmate");
  auto words = words_of(lines.back());
  ASSERT_GE(words.size(), 2u) << lines.back();
  auto move = referee.parse(words[1]);
  ASSERT_TRUE(move.ok()) << lines.back();
  referee.play(*move);
  EXPECT_EQ(referee.game().result().termination, Termination::CHECKMATE) << lines.back();
}

TEST_F(UsiTest, StopEndsGoInfinite) {
  Referee<Tori> referee(false);
  engine.send(referee.position_command());
  engine.send("go infinite");
  // No bestmove before stop, however long the search has run.
  auto early = engine.process().read_until_word("bestmove", 300ms);
  EXPECT_EQ(early.status, EngineProcess::ReadStatus::TIMEOUT) << early.line;
  engine.send("stop");
  auto lines = engine.expect("bestmove", 3s);
  if (!lines.empty()) referee.legal_bestmove(lines.back());
}

TEST_F(UsiTest, PonderhitTurnsPonderingIntoThinking) {
  Referee<Tori> referee(false);
  engine.send(referee.position_command());
  engine.send("go ponder btime 0 wtime 0 byoyomi 500");
  auto early = engine.process().read_until_word("bestmove", 300ms);
  EXPECT_EQ(early.status, EngineProcess::ReadStatus::TIMEOUT) << early.line;
  engine.send("ponderhit");
  referee.legal_bestmove(engine.expect("bestmove").back());
}

TEST_F(UsiTest, StopWhilePonderingStillAnswers) {
  Referee<Tori> referee(false);
  engine.send(referee.position_command());
  engine.send("go ponder btime 10000 wtime 10000 byoyomi 1000");
  engine.send("stop");
  referee.legal_bestmove(engine.expect("bestmove").back());
}

TEST_F(UsiTest, GameoverEndsPonderingWithoutABestmove) {
  Referee<Tori> referee(false);
  engine.send(referee.position_command());
  engine.send("go ponder btime 0 wtime 0 byoyomi 1000");
  engine.send("gameover lose");
  auto lines = engine.sync();
  EXPECT_TRUE(EngineDriver::with_prefix(lines, "bestmove").empty());
  // Ready for the next game.
  engine.send("usinewgame");
  go(referee, "depth 1");
}

TEST_F(UsiTest, IsreadyIsAnsweredDuringASearch) {
  Referee<Tori> referee(false);
  engine.send(referee.position_command());
  engine.send("go infinite");
  auto lines = engine.sync();
  EXPECT_TRUE(EngineDriver::with_prefix(lines, "bestmove").empty());
  engine.send("stop");
  engine.expect("bestmove");
}

TEST_F(UsiTest, ResignsWhenMated) {
  // Black's phoenix on 1g is mated: White's falcon on 1f is guarded by the crane on 1e.
  engine.send("position sfen k6/7/7/7/6c/6f/6K b - 1");
  engine.send("go depth 3");
  EXPECT_EQ(engine.expect("bestmove").back(), "bestmove resign");
}

TEST_F(UsiTest, YariVariant) {
  engine.send("setoption name USI_Variant value yarishogi");
  engine.sync();
  Referee<Yari> referee(false);
  referee.play(*referee.parse("4g4f"));
  go(referee, "depth 3");
  Referee<Yari> from_sfen(false, "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR b - 1");
  go(from_sfen, "btime 0 wtime 0 byoyomi 200");
  // Back to Tori: the position resets to the Tori start.
  engine.send("setoption name USI_Variant value torishogi");
  Referee<Tori> tori(false);
  engine.send("go depth 1");
  tori.legal_bestmove(engine.expect("bestmove").back());
}

TEST_F(UsiTest, QuitExitsCleanly) {
  engine.send("quit");
  auto status = engine.process().wait_exit(10s);
  ASSERT_TRUE(status.has_value());
  EXPECT_TRUE(status->clean()) << status->describe();
}

TEST_F(UsiTest, QuitDuringASearchExitsCleanly) {
  engine.send("position startpos");
  engine.send("go infinite");
  engine.send("quit");
  auto status = engine.process().wait_exit(10s);
  ASSERT_TRUE(status.has_value());
  EXPECT_TRUE(status->clean()) << status->describe();
}

}  // namespace
}  // namespace tori::protocol::test
