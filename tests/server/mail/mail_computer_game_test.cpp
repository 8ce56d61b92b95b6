// A game against the computer by mail: every move of bob's is a mail, and every reply brings
// the computer's answer with the board, until the game ends. bob chooses his moves with the rules
// core at random (fixed seed) and keeps his own copy of the game, against which each of the
// computer's moves is checked.
#include <random>

#include "core/game.h"
#include "core/move_text.h"
#include "mail_end_to_end.h"
#include "notation/move_notation.h"

namespace tori::server::testing {
namespace {

const std::string BOB = "bob@example.org";

class MailComputerGame : public MailEndToEnd {
 protected:
  void SetUp() override {
    MailEndToEnd::SetUp();
    if (IsSkipped()) return;  // no PostgreSQL server here
    sign_up_players();
  }
};

// The computer's move in a reply's subject: "... bob played 7e-7d; computer1 played 7c-7d".
std::string computer_move(const std::string& subject) {
  const std::string marker = "computer1 played ";
  std::size_t at = subject.find(marker);
  if (at == std::string::npos) return "";
  at += marker.size();
  std::size_t end = subject.find_first_of(" ;", at);
  return subject.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

TEST_P(MailComputerGame, BobPlaysTheComputerByMail) {
  // The computer has no address, and needs none: no gateway run complains of it.
  GatewayRun challenged = mail(BOB, "torishogi challenge bob computer1");
  ok_reply(challenged, BOB);
  EXPECT_FALSE(contains(challenged.log, "computer1")) << challenged.log;
  Game<Tori> game;
  std::mt19937 random(1799);
  // Mails are slow to play in bulk (a process each); a game not over by then is resigned, which
  // ends it just as well.
  constexpr int MOST_MOVES = 20;
  for (int n = 0; n < MOST_MOVES && !game.result().over() && !HasFailure(); ++n) {
    MoveList legal = game.legal_moves();
    Move mine = legal[random() % legal.size()];
    GatewayRun moved = mail(BOB, "torishogi move 101 bob bobpwkifu77 " + to_usi<Tori>(mine) + "#" +
                                     std::to_string(2 * n + 1));
    SentMail reply = ok_reply(moved, BOB);
    EXPECT_FALSE(contains(moved.log, "no mail for computer1")) << moved.log;
    ASSERT_TRUE(game.play(mine).ok());
    if (game.result().over()) break;
    auto theirs = parse_any_move(game.position(), computer_move(reply.subject));
    ASSERT_TRUE(theirs.ok()) << reply.subject;
    ASSERT_TRUE(game.play(*theirs).ok()) << reply.subject;
    EXPECT_TRUE(contains(reply.body, "Last move:")) << reply.body;
  }
  if (!game.result().over()) ok_reply(mail(BOB, "torishogi resign 101 bob bobpwkifu77"), BOB);
  SentMail shown = ok_reply(mail(BOB, "torishogi show 101"), BOB);
  EXPECT_TRUE(contains(shown.body, "Game over")) << shown.body;
  EXPECT_TRUE(contains(ok_reply(mail(BOB, "torishogi games bob inactive"), BOB).body, "101"));
}

INSTANTIATE_TEST_SUITE_P(Databases, MailComputerGame, ::testing::ValuesIn(test_database_kinds()));

}  // namespace
}  // namespace tori::server::testing
