// Hostile input through `tori serve`: oversized and malformed lines, invalid UTF-8, control
// characters, wrong passwords (answered ever more slowly), commands in other players' games
// and SQL-like text. Each is refused with a clear error and changes nothing, or (SQL-like text
// where text is allowed) is kept exactly as written; the server stays up throughout.
#include <random>
#include <utility>

#include "line_fixture.h"

namespace tori::server::line::testing {
namespace {

using namespace std::string_literals;

class HostileInput : public TwoPlayersTest {
 protected:
  void SetUp() override {
    TwoPlayersTest::SetUp();
    if (IsSkipped()) return;
    expect_ok(*bob_, "torishogi challenge wanda");
  }
  // The game is where it was: no move made, nothing said.
  void expect_game_untouched() {
    Block shown = expect_ok(*bob_, "torishogi show 101");
    EXPECT_TRUE(shown.contains("Move 1: Black (bob) to move.")) << shown.body;
    EXPECT_FALSE(shown.contains("Chat:")) << shown.body;
  }
};
TORI_LINE_TESTS(HostileInput);

TEST_P(HostileInput, OversizedLinesAreSkippedWithoutBeingBuffered) {
  expect_error(*bob_, std::string(10'000, 'a'), "longer than 4096 bytes; it was skipped");
  // A megabyte without a newline, sent in pieces, then a newline: one error, and on we go.
  for (int i = 0; i < 64; ++i) bob_->send_raw(std::string(16 << 10, 'x'));
  expect_error(*bob_, "torishogi move 101 7e-7d", "longer than 4096 bytes");
  expect_game_untouched();
  // A line of exactly the limit is read whole and judged by the parser.
  std::string longest = "torishogi mov " + std::string(4096 - 14, 'y');
  ASSERT_EQ(longest.size(), 4096u);
  expect_error(*bob_, longest, "unknown command 'mov'");
  expect_game_untouched();
}

TEST_P(HostileInput, MalformedLinesGetAClearErrorAndChangeNothing) {
  const std::pair<std::string, std::string> refusals[] = {
      {"torishogi chat 101 \xff\xfe caf\xc3", "not valid UTF-8"},
      {"torishogi move 101 7e-7d \x07 ring", "control characters"},
      {"torishogi move 101 7e-7d\0 x"s, "control characters"},
      {"torishogi move 101 7e-7d\r\rtwo lines", "control characters"},
      {"", "empty command"},
      {"   \t ", "empty command"},
      {"torishogi move 101 9z-9y", ""},
      {"torishogi move 101#0 7e-7d", "expected a move number after"},
      {"torishogi show 99999999999", "not a game number"},
      {"torishogi challenge wanda -nagtime=-1", "days"},
      {"rm -rf /", "unknown command 'rm'"},
  };
  for (const auto& [line, error] : refusals) expect_error(*bob_, line, error);
  expect_game_untouched();
  // The refused command is quoted back without its control characters.
  Block quoted = bob_->command("torishogi chat 101 \x1b[2Jcleared");
  EXPECT_TRUE(quoted.contains("Command: torishogi chat 101 ?[2Jcleared")) << quoted.body;
}

TEST_P(HostileInput, RandomBytesGetOneReplyPerLine) {
  std::mt19937 random(20261121);
  std::string bytes;
  int lines = 0;
  for (int i = 0; i < 4000; ++i) {
    char c = char(random() % 256);
    bytes += c;
    lines += c == '\n';
  }
  bytes += '\n';
  ++lines;
  bob_->send_raw(bytes);
  for (int i = 0; i < lines; ++i) {
    Block b = bob_->reply();
    ASSERT_EQ(b.kind, "reply") << "line " << i;
    EXPECT_TRUE(b.subject.starts_with("Error")) << b.subject;
  }
  expect_game_untouched();
}

// "(answered after 0.50 s: ...)" -> 0.5, said on the head line (a failed login) or in the body
// (a command refused for its password).
double delay_of(const Block& b) {
  Block whole = b;
  whole.body = b.subject + "\n" + b.body;
  return whole.number_after("answered after ");
}

TEST_P(HostileInput, WrongPasswordsAreAnsweredEverMoreSlowly) {
  auto guesser = connect();
  double previous = 0;
  for (const char* guess : {"login bob guess1", "login bob guess2", "login bob guess3"}) {
    Block b = expect_error(*guesser, guess, "login failed: wrong userid or password");
    EXPECT_GT(delay_of(b), previous) << b.body;
    previous = delay_of(b);
  }
  // A wrong password in a command counts too, and the command is not run.
  Block b = expect_error(*guesser, "torishogi move 101 bob guess4 7e-7d", "wrong userid");
  EXPECT_GT(delay_of(b), previous) << b.body;
  expect_error(*guesser, "login nosuchuser pwkifu77",
               "wrong userid or password");  // the same words
  expect_error(*guesser, "login bob", "usage: login userid password");
  expect_error(*guesser, "login \x1b[2Jbob pwkifu77", "a login line is plain text");
  expect_error(*guesser, "login bob\vbobpwkifu77 x", "a login line is plain text");
  expect_game_untouched();
  // The right password still works.
  expect_ok(*guesser, "login bob bobpwkifu77");
}

TEST_P(HostileInput, NobodyActsInAnotherPlayersName) {
  auto carol = player("carol");
  // In a game she does not play.
  for (const char* line :
       {"torishogi move 101 7e-7d", "torishogi resign 101", "torishogi chat 101 hi",
        "torishogi move 101 propose", "torishogi queue 101 7e-7d"})
    expect_error(*carol, line, "carol does not play in");
  // As someone else, from her logged-in session: refused before any password is checked.
  for (const char* line :
       {"torishogi move bob bobpwkifu77 101 7e-7d", "shogi set bob bobpwkifu77 noflip",
        "change password bob bobpwkifu77 stolen", "torishogi challenge bob wanda"})
    expect_error(*carol, line, "logged in as 'carol'");
  // Without a session, a guessed password.
  auto anonymous = connect();
  for (const char* line : {"torishogi move 101 bob guess 7e-7d", "torishogi resign 101 bob guess",
                           "signoff bob guess"})
    expect_error(*anonymous, line, "wrong userid or password");
  // Out of turn, in one's own game.
  expect_error(*wanda_, "torishogi move 101 1c-1d", "not your move");
  expect_game_untouched();
  expect_ok(*bob_, "login bob bobpwkifu77");  // bob's password is unchanged
}

TEST_P(HostileInput, SqlLikeTextIsRefusedAsAUseridOrKeptAsWritten) {
  const std::string injection = "x'); DROP TABLE users;--";
  auto c = connect();
  expect_error(*c, "signup " + injection + " pwkifu77", "a userid");
  expect_error(*c, "signup eve pwkifu77');--", "a password may not hold");
  expect_error(*c, "login " + injection, "usage");
  expect_error(*c, "login x');DROP_TABLE_users;-- pwkifu77", "wrong userid or password");
  EXPECT_EQ(c->command("torishogi games " + injection).kind, "reply");
  // Where free text is allowed, it is stored and shown exactly as written.
  Block moved = expect_ok(*bob_, "torishogi move 101 7e-7d " + injection);
  EXPECT_TRUE(moved.contains("-- " + injection)) << moved.body;
  expect_ok(*wanda_, "torishogi chat 101 '; DELETE FROM games; --");
  EXPECT_TRUE(bob_->wait_push("wanda says: '; DELETE FROM games; --"));
  // Users and games are all still there.
  auto again = player("bob", false);
  EXPECT_TRUE(expect_ok(*again, "torishogi games all").contains("101  Black (bob)"));
}

}  // namespace
}  // namespace tori::server::line::testing
