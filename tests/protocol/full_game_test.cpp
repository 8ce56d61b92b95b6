// Whole games through the pipe, as a GUI plays them: the engine against itself under byo-yomi
// (USI), and against random legal moves under Fischer time (UCI). Every move is refereed.
#include <gtest/gtest.h>

#include <random>

#include "engine_driver.h"

namespace tori::protocol::test {
namespace {

constexpr int MAX_PLIES = 60;

// Milliseconds since `start`, as a GUI's clock counts them.
int64_t elapsed_ms(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               start)
      .count();
}

template <class V>
void play_self_game_under_byoyomi(const char* variant) {
  EngineDriver engine;
  ASSERT_TRUE(engine.ok());
  engine.send("usi");
  engine.expect("usiok");
  engine.send(std::string("setoption name USI_Variant value ") + variant);
  engine.sync();
  engine.send("usinewgame");
  Referee<V> referee(false);
  int64_t main_time[2] = {1000, 1000};  // then 100 ms a move
  int plies = 0;
  for (; plies < MAX_PLIES && !referee.game().over(); ++plies) {
    engine.send(referee.position_command());
    auto start = std::chrono::steady_clock::now();
    engine.send("go btime " + std::to_string(main_time[BLACK]) + " wtime " +
                std::to_string(main_time[WHITE]) + " byoyomi 100");
    auto lines = engine.expect("bestmove");
    ASSERT_FALSE(lines.empty());
    if (lines.back() == "bestmove resign") {
      EXPECT_TRUE(referee.game().legal_moves().empty()) << "resigned with legal moves";
      break;
    }
    auto move = referee.legal_bestmove(lines.back());
    ASSERT_TRUE(move.has_value()) << "ply " << plies;
    Color mover = referee.game().position().side_to_move();
    main_time[mover] = std::max<int64_t>(0, main_time[mover] - elapsed_ms(start));
    referee.play(*move);
  }
  engine.send("gameover draw");
  EXPECT_TRUE(engine.quit().clean());
  EXPECT_GT(plies, 0);
}

TEST(FullGame, ToriSelfPlayUnderByoyomi) { play_self_game_under_byoyomi<Tori>("torishogi"); }

TEST(FullGame, YariSelfPlayUnderByoyomi) { play_self_game_under_byoyomi<Yari>("yarishogi"); }

TEST(FullGame, UciEngineAgainstRandomMoves) {
  EngineDriver engine;
  ASSERT_TRUE(engine.ok());
  engine.send("uci");
  engine.expect("uciok");
  engine.send("setoption name UCI_Variant value torishogi");
  engine.send("ucinewgame");
  engine.sync();
  Referee<Tori> referee(true, "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1");
  std::mt19937 random(2024);
  int64_t clock[2] = {2000, 2000};
  for (int ply = 0; ply < MAX_PLIES && !referee.game().over(); ++ply) {
    if (referee.game().position().side_to_move() == WHITE) {
      MoveList legal = referee.game().legal_moves();
      ASSERT_FALSE(legal.empty());
      referee.play(legal[random() % legal.size()]);
      continue;
    }
    engine.send(referee.position_command());
    auto start = std::chrono::steady_clock::now();
    engine.send("go wtime " + std::to_string(clock[BLACK]) + " btime " +
                std::to_string(clock[WHITE]) + " winc 50 binc 50");
    auto lines = engine.expect("bestmove");
    ASSERT_FALSE(lines.empty());
    auto move = referee.legal_bestmove(lines.back());
    ASSERT_TRUE(move.has_value()) << "ply " << ply << ": " << lines.back();
    clock[BLACK] = std::max<int64_t>(0, clock[BLACK] - elapsed_ms(start)) + 50;
    referee.play(*move);
  }
  EXPECT_TRUE(engine.quit().clean());
}

}  // namespace
}  // namespace tori::protocol::test
