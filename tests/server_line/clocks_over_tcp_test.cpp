// The game clocks through `tori serve`: the reply to a move gives both players' exact time, and
// a flag falls at its deadline while the players are gone, decided by the server's flag timer
// alone (the periodic tick is off, and nobody sends a command after the clock moves).
#include <string>

#include "line_fixture.h"

namespace tori::server::line::testing {
namespace {

using ClocksOverTcp = TwoPlayersTest;
TORI_LINE_TESTS(ClocksOverTcp);

TEST_P(ClocksOverTcp, AFlagFallsWhileNobodyIsConnected) {
  bob_.reset();
  wanda_.reset();
  tick_seconds_ = "0";  // only the flag timer can decide
  restart_server();
  bob_ = player("bob", false);
  wanda_ = player("wanda", false);

  expect_ok(*bob_, "torishogi challenge wanda -byoyomi=0/1x2s");
  // Both first moves at once (each side's clock starts at its own first move), then bob's
  // second starts wanda's clock.
  expect_ok(*bob_, "torishogi move 101 7e-7d");
  ASSERT_TRUE(wanda_->wait_push("bob played 7e-7d"));
  expect_ok(*wanda_, "torishogi move 101 1c-1d");
  ASSERT_TRUE(bob_->wait_push("wanda played 1c-1d"));
  Block moved = expect_ok(*bob_, "torishogi move 101 6e-6d");
  EXPECT_TRUE(moved.contains("Clock: 0s + 1 x 2s byo-yomi")) << moved.body;
  EXPECT_TRUE(moved.contains("White (wanda): byo-yomi: 0:02 left of this period")) << moved.body;
  ASSERT_TRUE(wanda_->wait_push("bob played 6e-6d"));

  // carol follows the game and stays, sending nothing more: she hears of the end, and no
  // command of hers can have set off the decision.
  auto carol = player("carol");
  expect_ok(*carol, "torishogi subscribe 101");

  // The players leave; the server's clock passes wanda's flag (2 s after bob's move).
  bob_.reset();
  wanda_.reset();
  set_clock(START_TIME + 2);
  auto lost = carol->wait_push("wanda ran out of time: Black wins");
  ASSERT_TRUE(lost);
  EXPECT_TRUE(lost->contains("Game over: White ran out of time; Black wins")) << lost->body;

  bob_ = player("bob", false);
  Block shown = expect_ok(*bob_, "torishogi show 101");
  EXPECT_TRUE(shown.contains("Game over: White ran out of time; Black wins")) << shown.body;
  EXPECT_TRUE(shown.contains("White (wanda): out of time")) << shown.body;
  EXPECT_TRUE(expect_ok(*bob_, "torishogi standings").contains("1. bob"));
}

}  // namespace
}  // namespace tori::server::line::testing
