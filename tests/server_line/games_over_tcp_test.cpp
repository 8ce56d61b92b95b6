// Complete games through `tori serve`, each player on their own logged-in connection: a Tori
// game to checkmate, an even Yari game, a Yari handicap game, a draw by agreement and a loss on
// time (the test moves the server's clock file; the clock tick pushes the outcome).
#include <string>
#include <vector>

#include "line_fixture.h"
#include "recorded_games.h"

namespace tori::server::line::testing {
namespace {

class GamesOverTcp : public TwoPlayersTest {
 protected:
  // Plays `moves` in turn from `first`, each player on their connection; the other player gets
  // every move pushed. The reply to the last move.
  Block play(const std::string& game, const std::vector<std::string>& moves, LineClient* first,
             LineClient* second) {
    Block last;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      LineClient* mover = i % 2 == 0 ? first : second;
      LineClient* other = i % 2 == 0 ? second : first;
      std::string move = moves[i] + "#" + std::to_string(i + 1);
      last = expect_ok(*mover, game + " move 101 " + move);
      EXPECT_TRUE(last.contains("played " + moves[i])) << move << ": " << last.subject;
      EXPECT_TRUE(other->wait_push("played " + moves[i])) << move;
      if (HasFailure()) break;
    }
    return last;
  }
};
TORI_LINE_TESTS(GamesOverTcp);

TEST_P(GamesOverTcp, ToriGameToCheckmate) {
  expect_ok(*bob_, "torishogi challenge wanda");
  ASSERT_TRUE(wanda_->wait_push("game 101 begins"));
  Block mate = play("torishogi", TORI_MATE_GAME, bob_.get(), wanda_.get());
  EXPECT_TRUE(mate.contains("Black wins by checkmate")) << mate.body;
  EXPECT_TRUE(mate.contains("White to move, in check")) << mate.body;  // the board says so
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi history").contains("Black wins by checkmate"));
  Block standings = expect_ok(*wanda_, "torishogi standings");
  EXPECT_TRUE(standings.contains("1. bob")) << standings.body;
  expect_error(*wanda_, "torishogi move 101 7a-7b", "is over");
}

TEST_P(GamesOverTcp, EvenYariGameInSeveralNotations) {
  expect_ok(*bob_, "yarishogi challenge wanda");
  expect_ok(*bob_, "yarishogi move 101 6g6f");     // USI
  expect_ok(*wanda_, "yarishogi move 101 3a-2b");  // the server's notation
  expect_ok(*bob_, "yarishogi move 101 4g-4f");
  EXPECT_TRUE(bob_->wait_push("wanda played 3a-2b"));
  expect_ok(*wanda_, "yarishogi move 101 5a-5b");
  Block resigned = expect_ok(*bob_, "yarishogi resign 101 too strong");
  EXPECT_TRUE(resigned.contains("Black resigns; White wins")) << resigned.subject;
  EXPECT_TRUE(wanda_->wait_push("Black resigns; White wins"));
  EXPECT_TRUE(expect_ok(*bob_, "yarishogi standings").contains("1. wanda"));
  EXPECT_TRUE(expect_ok(*bob_, "torishogi standings").contains("No rated games"));
}

TEST_P(GamesOverTcp, YariHandicapGamePlayedToTheEnd) {
  // Wanda gives the handicap: she is White and moves first.
  Block begun = expect_ok(*wanda_, "yarishogi challenge bob -handicap=2p");
  EXPECT_TRUE(begun.contains("White (wanda)")) << begun.body;
  EXPECT_TRUE(bob_->wait_push("game 101 begins"));
  play("yarishogi", YARI_HANDICAP_GAME, wanda_.get(), bob_.get());
  Block resigned = expect_ok(*wanda_, "yarishogi move 101 resign");
  EXPECT_TRUE(resigned.contains("White resigns; Black wins")) << resigned.subject;
  EXPECT_TRUE(bob_->wait_push("White resigns; Black wins"));
  // Handicap games are unrated.
  EXPECT_TRUE(expect_ok(*bob_, "yarishogi standings").contains("No rated games"));
}

TEST_P(GamesOverTcp, DrawByAgreement) {
  expect_ok(*bob_, "torishogi challenge wanda");
  expect_ok(*bob_, "torishogi move 101 7e-7d");
  expect_ok(*wanda_, "torishogi move 101 1c-1d");
  expect_ok(*bob_, "torishogi move 101 propose a draw?");
  EXPECT_TRUE(wanda_->wait_push("bob proposes a draw"));
  Block drawn = expect_ok(*wanda_, "torishogi move 101 accept");
  EXPECT_TRUE(drawn.contains("accepts bob's draw offer")) << drawn.subject;
  EXPECT_TRUE(bob_->wait_push("accepts bob's draw offer"));
  EXPECT_TRUE(expect_ok(*bob_, "torishogi games all").contains("draw"));
  EXPECT_TRUE(expect_ok(*bob_, "torishogi standings").contains("1 drawn"));
}

TEST_P(GamesOverTcp, ForfeitOnTimePushedByTheClockTick) {
  expect_ok(*bob_, "torishogi challenge wanda -nagtime=1 -forfeittime=3");
  // Both players move first (a game is rated once both have), then it is wanda's turn.
  play("torishogi", {"7e-7d", "1c-1d", "6e-6d"}, bob_.get(), wanda_.get());
  set_clock(START_TIME + DAY + 60);
  auto reminder = wanda_->wait_push("Reminder: wanda is to move in game 101");
  ASSERT_TRUE(reminder);
  EXPECT_TRUE(reminder->contains("forfeit after 3 days"));
  EXPECT_TRUE(bob_->wait_push("Reminder: wanda is to move"));
  set_clock(START_TIME + 3 * DAY + 60);
  auto lost = bob_->wait_push("wanda did not move within 3 days");
  ASSERT_TRUE(lost);
  EXPECT_TRUE(lost->contains("White ran out of time; Black wins")) << lost->subject;
  EXPECT_TRUE(wanda_->wait_push("did not move within 3 days"));
  expect_error(*wanda_, "torishogi move 101 1c-1d", "is over");
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi standings").contains("1. bob"));
}

}  // namespace
}  // namespace tori::server::line::testing
