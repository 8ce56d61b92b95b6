// Crash safety: the server is killed with SIGKILL in the middle of a stream of moves (some of
// them queued), at a random point after some were acknowledged, and restarted on the same
// database. Every acknowledged move must be there, the games must load and play on (the Tori
// game to its checkmate, which only the exact move sequence reaches), and the queued move and
// the correspondence deadlines of the other game must still work.
#include <algorithm>
#include <random>

#include "line_fixture.h"
#include "recorded_games.h"

namespace tori::server::line::testing {
namespace {

class CrashSafety : public LineServerTest {
 protected:
  // "Move 17: Black (bob) to move." -> 17; 0 if the text has no such line (which may be the
  // body's first: a board shown opens with it, its title being the head line).
  static int move_number(const Block& b) {
    Block lines = b;
    lines.body = "\n" + b.body;
    return std::max(0, int(lines.number_after("\nMove ")));
  }
  int next_move_of_game_101() {
    auto reader = connect();
    Block shown = expect_ok(*reader, "torishogi show 101");
    return move_number(shown);
  }
  std::string move_line(std::size_t i) {
    return "torishogi move 101 " + TORI_MATE_GAME[i] + "#" + std::to_string(i + 1);
  }
  std::string queue_line(std::size_t i) {
    return "torishogi queue 101 " + TORI_MATE_GAME[i] + "#" + std::to_string(i + 1);
  }
};
TORI_LINE_TESTS(CrashSafety);

TEST_P(CrashSafety, KilledMidStreamLosesNoAcknowledgedMove) {
  std::random_device seed_source;
  unsigned seed = seed_source();
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 random(seed);
  std::size_t acknowledged_before_kill = std::uniform_int_distribution<std::size_t>(4, 40)(random);

  {
    auto bob = player("bob");
    auto wanda = player("wanda");
    expect_ok(*bob, "torishogi challenge wanda -nagtime=2 -forfeittime=7");
    // The Yari game (also number 101: each kind counts its own) waits with a queued move of
    // bob's and correspondence deadlines.
    expect_ok(*bob, "yarishogi challenge wanda -nagtime=2 -forfeittime=7");
    expect_ok(*bob, "yarishogi move 101 6g-6f");
    expect_ok(*bob, "yarishogi queue 101 4g-4f");

    // The stream: each player moves in turn; now and then bob queues his next move before
    // wanda has made hers, and her move then plays both.
    std::size_t next = 0;  // the first move not yet acknowledged
    std::size_t acknowledged = 0;
    while (acknowledged < acknowledged_before_kill) {
      bool black = next % 2 == 0;
      bool queue_first = !black && next + 1 < TORI_MATE_GAME.size() && random() % 3 == 0;
      if (queue_first) {
        expect_ok(*bob, queue_line(next + 1));
        ++acknowledged;
      }
      Block b = expect_ok(black ? *bob : *wanda, move_line(next));
      ASSERT_FALSE(HasFailure());
      ++acknowledged;
      next += queue_first ? 2 : 1;
      ASSERT_EQ(move_number(b), int(next) + 1) << b.body;
    }
    // One more line on its way, then the crash: it may or may not have been stored.
    (next % 2 == 0 ? *bob : *wanda).send_line(move_line(next));
    server_->kill_hard();

    restart_server();
    int resumed = next_move_of_game_101();
    EXPECT_GE(resumed, int(next) + 1) << "an acknowledged move is missing";
    EXPECT_LE(resumed, int(next) + 2);
  }

  // Play on from wherever the game stands: the #N guards make any gap or extra move an error,
  // and only the recorded sequence ends in checkmate.
  auto bob = player("bob", false);
  auto wanda = player("wanda", false);
  Block last;
  for (int n = next_move_of_game_101(); n >= 1 && n <= int(TORI_MATE_GAME.size());) {
    last = expect_ok(n % 2 == 1 ? *bob : *wanda, move_line(std::size_t(n - 1)));
    ASSERT_FALSE(HasFailure());
    if (last.contains("checkmate")) break;
    n = move_number(last);
  }
  EXPECT_TRUE(last.contains("Black wins by checkmate")) << last.subject;

  // The queued move of the Yari game survived: wanda's move brings it.
  Block yari = expect_ok(*wanda, "yarishogi move 101 3a-2b");
  EXPECT_TRUE(yari.contains("4g-4f")) << yari.body;
  EXPECT_EQ(move_number(yari), 4);
  // So did its deadlines: a reminder after two days, the loss after seven.
  set_clock(START_TIME + 2 * DAY + 60);
  EXPECT_TRUE(wanda->wait_push("Reminder: wanda is to move in game 101 (forfeit after 7 days)"));
  set_clock(START_TIME + 7 * DAY + 60);
  auto lost = bob->wait_push("wanda did not move within 7 days");
  ASSERT_TRUE(lost);
  EXPECT_TRUE(lost->contains("yarishogi 101")) << lost->subject;
  // Every game loads.
  EXPECT_TRUE(expect_ok(*bob, "torishogi show 101").contains("checkmate"));
  EXPECT_TRUE(expect_ok(*bob, "yarishogi show 101").contains("ran out of time"));
}

}  // namespace
}  // namespace tori::server::line::testing
