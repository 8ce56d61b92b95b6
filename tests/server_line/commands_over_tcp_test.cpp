// Every command of the language through `tori serve`, each with its reply checked: account
// commands in their long forms and, logged in, their short ones; the game commands with two
// players (and a follower) on their own connections, who get each other's moves pushed.
#include <cstdlib>

#include "line_fixture.h"

namespace tori::server::line::testing {
namespace {

class CommandsOverTcp : public LineServerTest {};
TORI_LINE_TESTS(CommandsOverTcp);

TEST_P(CommandsOverTcp, HelpIncludesTheConnectionsOwnWords) {
  auto c = connect();
  Block help = expect_ok(*c, "help");
  EXPECT_EQ(help.subject, "Help");
  EXPECT_TRUE(help.contains("login userid password")) << help.body;
  EXPECT_TRUE(help.contains("signup userid password")) << help.body;
  EXPECT_TRUE(expect_ok(*c, "help challenge").contains("-handicap")) << "help challenge";
  EXPECT_TRUE(expect_ok(*c, "torishogi help").contains("torishogi"));
}

TEST_P(CommandsOverTcp, AccountCommandsInTheLongForm) {
  auto c = connect();
  EXPECT_TRUE(expect_ok(*c, "signup bob bobpwkifu77 bob@example.org").contains("Welcome, bob"));
  EXPECT_TRUE(
      expect_ok(*c, "change password bob bobpwkifu77 bobpw2kifu77").contains("password of bob"));
  expect_error(*c, "change address bob bobpwkifu77 x@example.org", "wrong userid or password");
  EXPECT_TRUE(expect_ok(*c, "change address bob bobpw2kifu77 new@example.org")
                  .contains("now goes to new@example.org"));
  EXPECT_TRUE(expect_ok(*c, "shogi set bob bobpw2kifu77 noflip small")
                  .contains("small, Black always at the bottom"));
  EXPECT_TRUE(expect_ok(*c, "torishogi set bob bobpw2kifu77 flip standard")
                  .contains("turned when you play"));
  EXPECT_TRUE(expect_ok(*c, "torishogi limit bob bobpw2kifu77 2").contains("fewer than 2 games"));
  EXPECT_TRUE(expect_ok(*c, "signoff bob bobpw2kifu77").contains("bob has signed off"));
  expect_error(*c, "login bob bobpw2kifu77", "has signed off");
}

TEST_P(CommandsOverTcp, LoggedInAccountCommandsLeaveOutTheCredentials) {
  auto bob = player("bob");
  auto other = player("bob", false);  // a second connection of the same user
  EXPECT_TRUE(
      expect_ok(*bob, "change password bobpwkifu77 newpwkifu77").contains("password of bob"));
  // The session that changed it goes on with the new password; every other one is logged out
  // (it may be an intruder's) and told so.
  EXPECT_TRUE(other->wait_push("password of bob was changed on another connection"));
  expect_error(*other, "shogi set noflip", "usage");
  EXPECT_TRUE(expect_ok(*bob, "change address bob@example.org").contains("bob@example.org"));
  EXPECT_TRUE(expect_ok(*bob, "yarishogi limit 3").contains("fewer than 3"));
  EXPECT_TRUE(expect_ok(*bob, "logout").contains("Logged out"));
  expect_error(*bob, "yarishogi limit 3", "usage");  // no session, no short forms
  expect_error(*bob, "logout", "not logged in");
  expect_error(*bob, "login bob bobpwkifu77", "wrong userid or password");
  expect_ok(*other, "login bob newpwkifu77");
  EXPECT_TRUE(expect_ok(*other, "shogi set noflip").contains("Black always at the bottom"));
  EXPECT_TRUE(expect_ok(*other, "signoff").contains("signed off"));
  expect_error(*other, "shogi set flip", "usage");  // signing off logged the session out
}

// A session keeps no password, only the stored hash it logged in against: once the password is
// changed where this server does not see it (`tori command`, another instance), the session's
// next request is refused, nothing is done, and the session is logged out.
TEST_P(CommandsOverTcp, APasswordChangedElsewhereEndsTheSession) {
  auto bob = player("bob");
  expect_ok(*bob, "shogi set noflip");
  std::string command = std::string(TORI_BINARY) + " command --db '" + database_ +
                        "' 'change password bob bobpwkifu77 newpwkifu77' > /dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0);
  expect_error(*bob, "shogi set flip", "was changed after this connection logged in");
  expect_error(*bob, "shogi set flip", "usage");  // logged out: no short forms
  expect_error(*bob, "login bob bobpwkifu77", "wrong userid or password");
  expect_ok(*bob, "login bob newpwkifu77");
  EXPECT_TRUE(expect_ok(*bob, "shogi set small").contains("small"));
}

class GameCommandsOverTcp : public TwoPlayersTest {
 protected:
  void SetUp() override {
    TwoPlayersTest::SetUp();
    if (IsSkipped()) return;
    Block begun = expect_ok(*bob_, "torishogi challenge wanda -nagtime=2 -forfeittime=5");
    EXPECT_TRUE(begun.contains("torishogi game 101 begins: Black (bob) against White (wanda)"));
    EXPECT_TRUE(wanda_->wait_push("game 101 begins"));
  }
};
TORI_LINE_TESTS(GameCommandsOverTcp);

TEST_P(GameCommandsOverTcp, TheChallengedPlayerAcceptsOrRejects) {
  expect_error(*bob_, "torishogi accept 101", "only wanda can accept or reject");
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi accept 101 see you").contains("wanda accepts"));
  EXPECT_TRUE(bob_->wait_push("wanda accepts the challenge (see you)"));
  expect_ok(*bob_, "torishogi challenge wanda");  // game 102
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi reject 102").contains("declined the challenge"));
  EXPECT_TRUE(bob_->wait_push("wanda declined the challenge"));
  expect_error(*bob_, "torishogi move 102 7e-7d", "over");
}

TEST_P(GameCommandsOverTcp, MovesAndQueuedMovesArePushedToTheOpponent) {
  Block played = expect_ok(*bob_, "torishogi move 101#1 7e-7d good luck");
  EXPECT_EQ(played.subject, "torishogi 101: bob played 7e-7d");
  EXPECT_TRUE(played.contains("Move 2: White (wanda) to move."));
  auto pushed = wanda_->wait_push("bob played 7e-7d");
  ASSERT_TRUE(pushed);
  EXPECT_TRUE(pushed->contains("-- good luck")) << pushed->body;
  EXPECT_TRUE(expect_ok(*bob_, "torishogi queue 101 6e-6d#3").contains("Queued 6e-6d"));
  // Wanda's move brings bob's queued one: both hear of both.
  Block answered = expect_ok(*wanda_, "torishogi move 101 1c-1d");
  EXPECT_TRUE(answered.contains("6e-6d")) << answered.body;
  EXPECT_TRUE(bob_->wait_push("wanda played 1c-1d"));
  expect_error(*bob_, "torishogi move 101 5e-5d", "not your move");
  // The long form with the other order of words still works on a logged-in connection.
  EXPECT_TRUE(
      expect_ok(*wanda_, "torishogi move wanda wandapwkifu77 101#4 2c-2d").contains("2c-2d"));
}

// `show` draws the board as the logged-in player likes it, as the boards of their moves are.
TEST_P(GameCommandsOverTcp, ShowDrawsTheBoardInTheReadersSettings) {
  expect_ok(*wanda_, "shogi set flip small");
  Block mine = expect_ok(*wanda_, "torishogi show 101");
  // Small cells, and wanda (White) has her side at the bottom: Black's back rank on top.
  EXPECT_TRUE(mine.contains("  g |bQr  bPt  bCr  bPh  bCr  bPt  bQl | g")) << mine.body;
  auto reader = connect();  // nobody logged in: the defaults (standard, Black at the bottom)
  Block theirs = expect_ok(*reader, "torishogi show 101");
  EXPECT_TRUE(theirs.contains("  g |/ Ql\\|/ Pt\\|")) << theirs.body;
  EXPECT_FALSE(theirs.contains("bQr ")) << theirs.body;
}

TEST_P(GameCommandsOverTcp, ReadingCommands) {
  expect_ok(*bob_, "torishogi move 101 7e-7d");
  auto reader = connect();  // no login needed to read
  Block preview = expect_ok(*reader, "torishogi preview 101 1c-1d 6e-6d");
  EXPECT_TRUE(preview.contains("nothing was played")) << preview.body;
  Block shown = expect_ok(*reader, "torishogi show 101#2 101");
  EXPECT_TRUE(shown.contains("before move 2")) << shown.subject;
  EXPECT_TRUE(shown.contains("----- ")) << shown.body;  // the second board, under its subject
  EXPECT_TRUE(expect_ok(*reader, "torishogi games").contains("101  Black (bob) vs White (wanda)"));
  EXPECT_TRUE(expect_ok(*reader, "torishogi games wanda next").contains("wanda to move"));
  EXPECT_TRUE(expect_ok(*reader, "torishogi games bob next").contains("No games"));
  EXPECT_TRUE(expect_ok(*reader, "torishogi games inactive").contains("No games"));
  EXPECT_TRUE(expect_ok(*reader, "torishogi history bob").contains("No games"));
  EXPECT_TRUE(expect_ok(*reader, "torishogi standings").contains("No rated games yet"));
  expect_ok(*wanda_, "torishogi move 101 1c-1d");
  expect_ok(*bob_, "torishogi move 101 6e-6d");
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi resign 101 good game").contains("White resigns"));
  EXPECT_TRUE(expect_ok(*reader, "torishogi games bob all").contains("Black wins"));
  EXPECT_TRUE(expect_ok(*reader, "torishogi history").contains("101  Black (bob)"));
  Block ratings = expect_ok(*reader, "torishogi ratings");
  EXPECT_TRUE(ratings.contains("1. bob")) << ratings.body;
  EXPECT_TRUE(expect_ok(*reader, "yarishogi games").contains("No games"));
}

TEST_P(GameCommandsOverTcp, FollowersAndChat) {
  auto carol = player("carol");
  EXPECT_TRUE(expect_ok(*carol, "torishogi subscribe 101").contains("receives every move"));
  expect_ok(*bob_, "torishogi move 101 7e-7d");
  EXPECT_TRUE(carol->wait_push("bob played 7e-7d"));
  EXPECT_TRUE(expect_ok(*carol, "torishogi notify 101").contains("will hear when game 101 ends"));
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi chat 101 hello bob").contains("Sent to game 101"));
  EXPECT_TRUE(bob_->wait_push("wanda says: hello bob"));
  expect_error(*carol, "torishogi chat 101 let me in", "does not play in this game");
  expect_ok(*wanda_, "torishogi move 101 1c-1d");
  EXPECT_TRUE(expect_ok(*carol, "torishogi unsubscribe 101").contains("no longer follows"));
  expect_ok(*bob_, "torishogi resign 101");
  EXPECT_TRUE(wanda_->wait_push("Black resigns"));
  // Carol left before the end: of the pushes she got, none is about the resignation or
  // wanda's move (she followed only the end by then).
  for (const Block& b : carol->pushes()) {
    EXPECT_FALSE(b.contains("resign")) << b.subject;
    EXPECT_FALSE(b.contains("wanda played")) << b.subject;
  }
}

TEST_P(GameCommandsOverTcp, WordsInTheMoveSlot) {
  expect_ok(*bob_, "torishogi move 101 7e-7d");
  expect_ok(*wanda_, "torishogi move 101 1c-1d");
  // Undo, accepted: bob's move and everything after it are taken back.
  EXPECT_TRUE(expect_ok(*bob_, "torishogi move 101 undo sorry").contains("proposes to take back"));
  EXPECT_TRUE(wanda_->wait_push("bob proposes to take back a move (sorry)"));
  Block undone = expect_ok(*wanda_, "torishogi move 101 accept fine");
  EXPECT_TRUE(undone.contains("accepts bob's undo request")) << undone.subject;
  EXPECT_TRUE(undone.contains("Move 1: Black (bob) to move.")) << undone.body;
  EXPECT_TRUE(bob_->wait_push("accepts bob's undo request"));
  // A draw offer, rejected.
  expect_ok(*bob_, "torishogi move 101 6e-6d");
  expect_ok(*bob_, "torishogi move 101 propose");
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi move 101 reject").contains("rejects bob's draw offer"));
  EXPECT_TRUE(bob_->wait_push("rejects bob's draw offer"));
  expect_error(*wanda_, "torishogi move 101 impasse", "only Yari Shogi has impasse");
  // Resigning in the move slot ends the game; the opponent is told.
  expect_ok(*wanda_, "torishogi move 101 1c-1d");
  expect_ok(*bob_, "torishogi move 101 5e-5d");
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi move 101 resign").contains("White resigns"));
  EXPECT_TRUE(bob_->wait_push("White resigns; Black wins"));
  expect_error(*bob_, "torishogi move 101 5e-5d", "over");
}

// Logged in, a line may leave out the game word where the player's games tell which game it
// means (docs/server.md, "Commands without the game word"); where two fit alike it is refused,
// naming both ways to write it.
TEST_P(GameCommandsOverTcp, CommandsWithoutTheGameWord) {
  EXPECT_EQ(expect_ok(*bob_, "move 101 7e-7d").subject, "torishogi 101: bob played 7e-7d");
  EXPECT_TRUE(wanda_->wait_push("bob played 7e-7d"));
  Block next = expect_ok(*wanda_, "games next");  // wanda's turn, in both games
  EXPECT_TRUE(next.contains("101  Black (bob) vs White (wanda)  move 2, wanda to move"))
      << next.body;
  EXPECT_TRUE(next.contains("----- yarishogi games")) << next.body;
  EXPECT_TRUE(expect_ok(*bob_, "games next").contains("No games.")) << "bob is not to move";
  EXPECT_TRUE(expect_ok(*bob_, "torishogi games next").contains("No games."));
  EXPECT_TRUE(expect_ok(*wanda_, "show 101").contains("Move 2: White (wanda) to move."));
  // The challenge's game: the one bob plays.
  EXPECT_TRUE(expect_ok(*bob_, "challenge wanda").contains("torishogi game 102 begins"));
  // Now a yarishogi 101 too, bob's as well: "101" no longer tells.
  expect_ok(*bob_, "yarishogi challenge wanda");
  expect_error(*wanda_, "show 101",
               "you play a torishogi game 101 and a yarishogi game 101; say which: "
               "'torishogi show 101' or 'yarishogi show 101'");
  expect_error(*bob_, "challenge wanda", "you play games of both torishogi and yarishogi");
  EXPECT_TRUE(expect_ok(*wanda_, "torishogi show 101").contains("torishogi game 101"));
  // Only Tori has a game 102.
  EXPECT_TRUE(expect_ok(*wanda_, "reject 102").contains("torishogi 102: wanda declined"));
  expect_error(*wanda_, "resign 103", "there is no torishogi or yarishogi game 103");
  // Without a login the game word is needed, as by mail.
  auto stranger = connect();
  expect_error(*stranger, "games", "'games' follows the game: torishogi games");
}

// The head line holds the subject, so the body does not say it again: a move's reply and push
// open with the game's title, an error's with the command it quotes, a bye has no body at all.
TEST_P(GameCommandsOverTcp, EveryBlockSaysItsSubjectOnce) {
  Block played = expect_ok(*bob_, "torishogi move 101 7e-7d");
  EXPECT_EQ(played.subject, "torishogi 101: bob played 7e-7d");
  EXPECT_TRUE(played.body.starts_with("torishogi game 101: Black (bob) vs White (wanda)\n"))
      << played.body;
  EXPECT_EQ(played.body.find("bob played"), std::string::npos) << played.body;
  auto pushed = wanda_->wait_push("bob played 7e-7d");
  ASSERT_TRUE(pushed);
  EXPECT_EQ(pushed->subject, "torishogi 101: bob played 7e-7d");
  EXPECT_TRUE(pushed->body.starts_with("torishogi game 101: ")) << pushed->body;
  EXPECT_EQ(pushed->body.find("bob played"), std::string::npos) << pushed->body;
  Block shown = expect_ok(*bob_, "torishogi show 101");
  EXPECT_EQ(shown.subject, "torishogi game 101: Black (bob) vs White (wanda)");
  EXPECT_TRUE(shown.body.starts_with("Move 2: White (wanda) to move.")) << shown.body;
  Block refused = expect_error(*bob_, "torishogi move 101 5e-5d", "not your move");
  EXPECT_EQ(refused.body.find("Error"), std::string::npos) << refused.body;
  EXPECT_TRUE(refused.body.starts_with("Command: torishogi move 101 5e-5d\n")) << refused.body;
  Block bye = bob_->command("quit");
  EXPECT_EQ(bye.kind, "bye");
  EXPECT_EQ(bye.subject, "Goodbye");
  EXPECT_EQ(bye.body, "");
}

TEST_P(GameCommandsOverTcp, ImpasseNeedsYariAndBothGeneralsInTheZones) {
  expect_ok(*bob_, "yarishogi challenge wanda");
  expect_error(*bob_, "yarishogi move 101 impasse", "both generals inside their promotion zones");
}

}  // namespace
}  // namespace tori::server::line::testing
