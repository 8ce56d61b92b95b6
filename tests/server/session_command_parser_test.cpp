// Commands from a logged-in session (`tori serve`): the short forms without "userid password",
// the long forms still accepted, and no way to act as anyone but the session's user.
#include <gtest/gtest.h>

#include "parser_test_support.h"
#include "server/commands/command_parser.h"

namespace tori::server {
namespace {

const SessionUser BOB{"bob"};

template <class T>
T parsed(std::string_view line) {
  return testing::parsed<T>(line, BOB);
}

std::string error_of(std::string_view line) { return testing::error_of(line, BOB); }

TEST(SessionCommandParser, MovesWithoutCredentialsActAsTheSessionsUser) {
  auto m = parsed<MoveCommand>("torishogi move 101#3 7e-7d  good  luck");
  EXPECT_EQ(m.auth.user, "bob");
  EXPECT_EQ(m.auth.password, SESSION_PASSWORD);  // the session checked it at login, keeps none
  EXPECT_EQ(m.auth.key.number, 101);
  EXPECT_EQ(m.move, "7e-7d");
  EXPECT_EQ(m.guard, 3);
  EXPECT_EQ(m.comment, "good  luck");
  EXPECT_EQ(parsed<MoveWordCommand>("yarishogi move 102 propose").word, MoveWord::PROPOSE);
  EXPECT_EQ(parsed<QueueCommand>("torishogi queue 101 6e-6d#5").guard, 5);
  EXPECT_EQ(parsed<ResignCommand>("torishogi resign 101 well played").comment, "well played");
  EXPECT_EQ(parsed<ResignCommand>("torishogi resign 101").auth.password, SESSION_PASSWORD);
  EXPECT_EQ(parsed<ChatCommand>("torishogi chat 101 hello there").text, "hello there");
  EXPECT_EQ(parsed<FollowCommand>("torishogi notify 101").word, FollowWord::NOTIFY);
}

TEST(SessionCommandParser, TheLongFormsStillWork) {
  auto m = parsed<MoveCommand>("torishogi move 101 bob otherpw 7e-7d hi");
  EXPECT_EQ(m.auth.password, "otherpw");  // the service checks it, as without a session
  EXPECT_EQ(m.comment, "hi");
  EXPECT_EQ(parsed<MoveCommand>("torishogi move bob pw2 101 7e-7d").auth.password, "pw2");
  EXPECT_EQ(parsed<ChangePasswordCommand>("change password bob old new").old_password, "old");
  EXPECT_EQ(parsed<SetDisplayCommand>("shogi set bob pw noflip").password, "pw");
  EXPECT_EQ(parsed<LimitCommand>("torishogi limit bob pw 4").limit, 4);
}

TEST(SessionCommandParser, AccountCommandsWithoutCredentials) {
  auto p = parsed<ChangePasswordCommand>("change password bobpw newpw");
  EXPECT_EQ(p.user, "bob");
  EXPECT_EQ(p.old_password, "bobpw");  // the current password is still asked for
  EXPECT_EQ(p.new_password, "newpw");
  auto a = parsed<ChangeAddressCommand>("change address bob@example.org");
  EXPECT_EQ(a.user, "bob");
  EXPECT_EQ(a.address, "bob@example.org");
  EXPECT_EQ(parsed<ChangeAddressCommand>("change address").address, "");
  EXPECT_EQ(parsed<SignoffCommand>("signoff").password, SESSION_PASSWORD);
  auto s = parsed<SetDisplayCommand>("torishogi set noflip small");
  EXPECT_EQ(s.user, "bob");
  EXPECT_EQ(s.flip, false);
  EXPECT_EQ(s.style, BoardStyle::SMALL);
  EXPECT_EQ(parsed<LimitCommand>("yarishogi limit 3").user, "bob");
}

TEST(SessionCommandParser, AChallengeMayNameOnlyTheOpponent) {
  auto c = parsed<ChallengeCommand>("torishogi challenge wanda -nagtime=2 -handicap=f");
  EXPECT_EQ(c.first, "bob");
  EXPECT_EQ(c.second, "wanda");
  EXPECT_EQ(c.options.nag_days, 2);
  EXPECT_EQ(c.options.handicap, "f");
  // Both named: the session's user may be either (the first gives a handicap).
  EXPECT_EQ(parsed<ChallengeCommand>("torishogi challenge wanda bob -handicap=f").first, "wanda");
  EXPECT_NE(error_of("torishogi challenge wanda carol").find("logged in as 'bob'"),
            std::string::npos);
}

TEST(SessionCommandParser, NobodyActsAsAnotherUser) {
  for (std::string_view line :
       {"torishogi move wanda wandapw 101 7e-7d", "change password wanda old new",
        "shogi set wanda wandapw flip", "torishogi limit wanda wandapw 2", "signoff wanda pw",
        "change address wanda wandapw w@example.org", "torishogi chat wanda wandapw 101 hi"}) {
    EXPECT_NE(error_of(line).find("logged in as 'bob' and act only as 'bob'"), std::string::npos)
        << line;
  }
  // Where another userid stands in the short form's move slot, it reads as a move (and the
  // service refuses it as one): still bob's.
  EXPECT_EQ(parsed<MoveCommand>("torishogi move 101 wanda wandapw 7e-7d").auth.user, "bob");
}

TEST(SessionCommandParser, CommandsWithoutCredentialsAreUnchanged) {
  EXPECT_EQ(parsed<ShowCommand>("torishogi show 101#2").boards.size(), 1u);
  EXPECT_EQ(parsed<GamesCommand>("torishogi games bob next").users[0], "bob");
  EXPECT_EQ(parsed<SignupCommand>("signup carol carolpw").user, "carol");  // acts for no one
  EXPECT_EQ(parsed<HistoryCommand>("torishogi history wanda").user, "wanda");
  EXPECT_EQ(parsed<HelpCommand>("help move").subjects[0], "move");
}

TEST(SessionCommandParser, LineChecksComeFirst) {
  EXPECT_NE(error_of("torishogi move 101 7e-7d \x01").find("control characters"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi chat 101 \xff").find("UTF-8"), std::string::npos);
  EXPECT_NE(error_of(std::string(MAX_COMMAND_LENGTH + 1, 'a')).find("longer than"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi move 101").find("usage"), std::string::npos);
}

TEST(SessionCommandParser, ActingUserOfEachKindOfCommand) {
  EXPECT_EQ(acting_user(parse_command("torishogi move 101 bob pw 7e-7d").value()), "bob");
  EXPECT_EQ(acting_user(parse_command("torishogi challenge bob wanda").value()), "bob");
  EXPECT_EQ(acting_user(parse_command("change password bob a b").value()), "bob");
  EXPECT_EQ(acting_user(parse_command("torishogi history wanda").value()), std::nullopt);
  EXPECT_EQ(acting_user(parse_command("signup carol pw").value()), std::nullopt);
}

// Logged in as bob, a line whose word after the game number is another player's userid is
// that player's long form: refused, where it was once bob's chat or resignation with the other
// player's password as its text.
TEST(SessionCommandParser, ALongFormNamingAnotherPlayerIsRefused) {
  auto is_user = [](std::string_view word) { return word == "alice" || word == "bob"; };
  for (const char* line :
       {"torishogi chat 110 alice ALICEPW hello", "torishogi resign 110 alice ALICEPW",
        "torishogi move 110 alice ALICEPW 7e-7d"}) {
    auto c = parse_command(line, BOB, is_user);
    ASSERT_FALSE(c.ok()) << line;
    EXPECT_NE(c.error().message.find("'alice' is another player"), std::string::npos)
        << c.error().message;
  }
  // A text that starts with a word that is nobody's userid is still bob's.
  auto chat = parse_command("torishogi chat 110 hello there", BOB, is_user);
  ASSERT_TRUE(chat.ok());
  EXPECT_EQ(std::get<ChatCommand>(*chat).auth.user, "bob");
  // bob's own long form, and his own name in a short form, stay his.
  EXPECT_TRUE(parse_command("torishogi chat 110 bob bobpw alice is here", BOB, is_user).ok());
}

}  // namespace
}  // namespace tori::server
