// UCI conformance, as a tool made for Fairy-Stockfish drives the engine: FEN positions, UCI
// moves, `wtime` for the first player.
#include <gtest/gtest.h>

#include "engine_driver.h"

namespace tori::protocol::test {
namespace {

constexpr const char* TORI_START_FEN = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1";
constexpr const char* YARI_START_FEN = "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1";
// The USI test's mate in one (F*1b), as a FEN: Black ("w" here) to move.
constexpr const char* TORI_MATE_IN_ONE_FEN = "6k/7/6C/7/7/7/K6[F] w 0 1";

class UciTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(engine.ok());
    engine.send("uci");
    handshake = engine.expect("uciok");
    engine.send("setoption name UCI_Variant value torishogi");
    engine.send("ucinewgame");
    engine.sync();
  }

  template <class V>
  std::vector<std::string> go(Referee<V>& referee, const std::string& args) {
    return go_and_check(engine, referee, args);
  }

  EngineDriver engine;
  std::vector<std::string> handshake;
};

TEST_F(UciTest, IdentifiesItselfAndListsTheVariantOption) {
  EXPECT_TRUE(handshake.front().starts_with("id name Tori"));
  EXPECT_EQ(EngineDriver::with_prefix(
                handshake,
                "option name UCI_Variant type combo default torishogi var torishogi var yarishogi")
                .size(),
            1u);
  for (const char* option : {"option name Hash", "option name Threads", "option name MultiPV",
                             "option name Ponder", "option name Skill_Level"})
    EXPECT_EQ(EngineDriver::with_prefix(handshake, option).size(), 1u) << option;
  EXPECT_TRUE(EngineDriver::with_prefix(handshake, "option name USI_").empty());
  EXPECT_EQ(handshake.back(), "uciok");
}

TEST_F(UciTest, FenWithUciMoves) {
  Referee<Tori> referee(true, TORI_START_FEN);
  referee.play(*referee.parse("e4e5"));  // USI 3d3c
  auto lines = go(referee, "depth 3");
  expect_info_lines(lines);
  for (const std::string& l : lines) {
    std::size_t pv = l.find(" pv ");
    if (pv != std::string::npos) {
      EXPECT_TRUE(l[pv + 4] >= 'a' && l[pv + 4] <= 'g') << "not UCI: " << l;
    }
  }
}

TEST_F(UciTest, StartposAndEveryLimit) {
  Referee<Tori> referee(true);
  referee.play(*referee.parse("e4e5"));
  go(referee, "wtime 3000 btime 3000 winc 100 binc 100");
  go(referee, "nodes 2000");
  go(referee, "movetime 200");
}

TEST_F(UciTest, SearchmovesRestrictTheRoot) {
  Referee<Tori> referee(true);
  auto lines = go(referee, "depth 3 searchmoves c3c4");
  EXPECT_EQ(words_of(lines.back())[1], "c3c4");
}

TEST_F(UciTest, GoMateGivesTheMatingMove) {
  Referee<Tori> referee(true, TORI_MATE_IN_ONE_FEN);
  auto lines = go(referee, "mate 1");
  auto move = referee.parse(words_of(lines.back())[1]);
  ASSERT_TRUE(move.ok());
  referee.play(*move);
  EXPECT_EQ(referee.game().result().termination, Termination::CHECKMATE) << lines.back();
  EXPECT_FALSE(EngineDriver::with_prefix(lines, "info depth").empty());
  bool mate_score = false;
  for (const std::string& l : lines) mate_score |= l.find("score mate 1 ") != std::string::npos;
  EXPECT_TRUE(mate_score) << "no 'score mate 1' (UCI counts moves)";
}

TEST_F(UciTest, StopEndsGoInfinite) {
  Referee<Tori> referee(true);
  engine.send(referee.position_command());
  engine.send("go infinite");
  auto early = engine.process().read_until_word("bestmove", 300ms);
  EXPECT_EQ(early.status, EngineProcess::ReadStatus::TIMEOUT) << early.line;
  engine.send("stop");
  auto lines = engine.expect("bestmove", 3s);
  if (!lines.empty()) referee.legal_bestmove(lines.back());
}

TEST_F(UciTest, PonderhitTurnsPonderingIntoThinking) {
  Referee<Tori> referee(true);
  engine.send("setoption name Ponder value true");
  engine.send(referee.position_command());
  engine.send("go ponder wtime 2000 btime 2000 winc 100 binc 100");
  auto early = engine.process().read_until_word("bestmove", 300ms);
  EXPECT_EQ(early.status, EngineProcess::ReadStatus::TIMEOUT) << early.line;
  engine.send("ponderhit");
  referee.legal_bestmove(engine.expect("bestmove").back());
}

TEST_F(UciTest, NoLegalMoveIsBestmoveNone) {
  // Black's phoenix on 1g is mated (see the USI test): Black to move is "w" in a FEN.
  engine.send("position fen k6/7/7/7/6c/6f/6K[] w 0 1");
  engine.send("go depth 2");
  EXPECT_EQ(engine.expect("bestmove").back(), "bestmove (none)");
}

// A go after a position the engine could not read searches nothing: no move, and why.
TEST_F(UciTest, AGoAfterAnUnreadablePositionAnswersNoMove) {
  engine.send("position startpos moves zz");
  engine.send("go depth 2");
  auto answer = engine.expect("bestmove");
  EXPECT_EQ(answer.back(), "bestmove (none)");
  EXPECT_FALSE(EngineDriver::with_prefix(answer, "info string error: not searching").empty());
}

TEST_F(UciTest, YariVariant) {
  engine.send("setoption name UCI_Variant value yarishogi");
  engine.send("ucinewgame");
  engine.sync();
  Referee<Yari> referee(true, YARI_START_FEN);
  referee.play(*referee.parse("d3d4"));
  go(referee, "depth 3");
  go(referee, "wtime 1000 btime 1000 winc 100 binc 100");
}

TEST_F(UciTest, QuitExitsCleanly) { EXPECT_TRUE(engine.quit().clean()); }

}  // namespace
}  // namespace tori::protocol::test
