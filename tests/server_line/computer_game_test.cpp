// A whole game against the computer through `tori serve`: the player (this test, choosing its
// moves with the rules core at random, with a fixed seed) moves, and the computer's answer comes
// as a push once it has thought (never inside the player's request), until the game is over. The
// test keeps its own copy of the game and checks each of the computer's moves against it.
#include <random>
#include <string>

#include "core/game.h"
#include "core/move_text.h"
#include "core/variant.h"
#include "line_fixture.h"
#include "notation/move_notation.h"

namespace tori::server::line::testing {
namespace {

class ComputerGameOverTcp : public LineServerTest {};
TORI_LINE_TESTS(ComputerGameOverTcp);

// The computer's move in a block's subject: "computer1 played 7c-7d".
std::string computer_move(const std::string& subject, const std::string& computer) {
  const std::string marker = computer + " played ";
  std::size_t at = subject.find(marker);
  if (at == std::string::npos) return "";
  at += marker.size();
  std::size_t end = subject.find_first_of(" ;", at);
  return subject.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

TEST_P(ComputerGameOverTcp, APlayerPlaysTheComputerToTheEnd) {
  auto alice = player("alice");
  expect_ok(*alice, "torishogi challenge computer1");
  Game<Tori> game;
  std::mt19937 random(2026);
  constexpr int MOST_MOVES = 150;  // each side's; the computer mates a random player long before
  int moves = 0;
  while (!game.result().over() && moves < MOST_MOVES && !HasFailure()) {
    MoveList legal = game.legal_moves();
    ASSERT_GT(legal.size(), 0u);
    Move mine = legal[random() % legal.size()];
    std::string usi = to_usi<Tori>(mine);
    Block reply =
        expect_ok(*alice, "torishogi move 101 " + usi + "#" + std::to_string(2 * moves + 1));
    ASSERT_TRUE(game.play(mine).ok());
    ++moves;
    if (game.result().over()) break;
    EXPECT_TRUE(computer_move(reply.subject, "computer1").empty())
        << "the computer thought inside the player's request: " << reply.subject;
    Block push = alice->read_block();
    while (push.kind == "push" && computer_move(push.subject, "computer1").empty())
      push = alice->read_block();
    std::string answer = computer_move(push.subject, "computer1");
    ASSERT_FALSE(answer.empty()) << push.kind << ": " << push.subject;
    auto theirs = parse_any_move(game.position(), answer);
    ASSERT_TRUE(theirs.ok()) << answer;
    ASSERT_TRUE(game.play(*theirs).ok()) << answer;
  }
  ASSERT_TRUE(game.result().over()) << "no result after " << moves << " moves each";
  Block shown = expect_ok(*alice, "torishogi show 101");
  EXPECT_TRUE(shown.contains(game.result().description)) << shown.body;
  Block history = expect_ok(*alice, "torishogi games alice inactive");
  EXPECT_TRUE(history.contains("101")) << history.body;
}

}  // namespace
}  // namespace tori::server::line::testing
