// The command language: every command in the shapes the server accepts, and clear errors for
// everything else.
#include "server/commands/command_parser.h"

#include <gtest/gtest.h>

#include "parser_test_support.h"

namespace tori::server {
namespace {

using testing::error_of;
using testing::parsed;

TEST(CommandParser, AccountCommands) {
  auto s = parsed<SignupCommand>("signup fsmith chocolate fms123@moo.com");
  EXPECT_EQ(s.user, "fsmith");
  EXPECT_EQ(s.password, "chocolate");
  EXPECT_EQ(s.address, "fms123@moo.com");
  EXPECT_EQ(parsed<SignupCommand>("SIGNUP fsmith chocolate").address, "");
  auto p = parsed<ChangePasswordCommand>("change password fsmith old new");
  EXPECT_EQ(p.old_password, "old");
  EXPECT_EQ(p.new_password, "new");
  EXPECT_EQ(parsed<ChangeAddressCommand>("change address fsmith pw a@b.c").address, "a@b.c");
  EXPECT_EQ(parsed<SignoffCommand>("signoff fsmith pw").user, "fsmith");
  EXPECT_EQ(parsed<HelpCommand>("help torishogi").subjects, std::vector<std::string>{"torishogi"});
}

TEST(CommandParser, DisplaySettings) {
  auto s = parsed<SetDisplayCommand>("shogi set bob pw noflip small");
  EXPECT_EQ(s.flip, false);
  EXPECT_EQ(s.style, BoardStyle::SMALL);
  auto t = parsed<SetDisplayCommand>("torishogi set bob pw alternate");
  EXPECT_FALSE(t.flip.has_value());
  EXPECT_EQ(t.style, BoardStyle::ALTERNATE);
  EXPECT_NE(error_of("shogi set bob pw upside-down").find("unknown setting 'upside-down'"),
            std::string::npos);
}

TEST(CommandParser, ChallengeWithOptions) {
  auto c = parsed<ChallengeCommand>(
      "torishogi challenge bob wanda -handicap=f+lq --nagtime=3 -forfeittime=14");
  EXPECT_EQ(c.game, VariantId::TORI);
  EXPECT_EQ(c.first, "bob");
  EXPECT_EQ(c.second, "wanda");
  EXPECT_EQ(c.options.handicap, "f+lq");
  EXPECT_EQ(c.options.nag_days, 3);
  EXPECT_EQ(c.options.forfeit_days, 14);
  EXPECT_EQ(parsed<ChallengeCommand>("yarishogi challenge a b -handicap=1a,4b").options.handicap,
            "1a,4b");
  EXPECT_NE(error_of("torishogi challenge a b -colour=white").find("unknown challenge option"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi challenge a b -nagtime=soon").find("days"), std::string::npos);
  EXPECT_NE(error_of("torishogi challenge a").find("usage"), std::string::npos);
}

TEST(CommandParser, MovesInTheOldServersOrderAndTheOther) {
  auto m = parsed<MoveCommand>("torishogi move 101 bob pw 7e-7d#1 good luck,  have fun");
  EXPECT_EQ(m.auth.key.number, 101);
  EXPECT_EQ(m.auth.key.variant, VariantId::TORI);
  EXPECT_EQ(m.auth.user, "bob");
  EXPECT_EQ(m.auth.password, "pw");
  EXPECT_EQ(m.move, "7e-7d");
  EXPECT_EQ(m.guard, 1);
  EXPECT_EQ(m.comment, "good luck,  have fun");
  auto other = parsed<MoveCommand>("yarishogi move bob pw 102#7 P-7f");
  EXPECT_EQ(other.auth.key.number, 102);
  EXPECT_EQ(other.auth.key.variant, VariantId::YARI);
  EXPECT_EQ(other.guard, 7);
  EXPECT_EQ(other.move, "P-7f");
  EXPECT_FALSE(parsed<MoveCommand>("torishogi move 101 bob pw Sw*4d").guard.has_value());
  EXPECT_NE(error_of("torishogi move 101#3 bob pw 7e-7d#4").find("two different move numbers"),
            std::string::npos);
  EXPECT_EQ(parsed<MoveCommand>("torishogi move 101#3 bob pw 7e-7d#3").guard, 3);
  // Found by fuzz_server_command: a second '#' inside the move is refused, not kept in the move.
  EXPECT_NE(error_of("torishogi move 101 bob pw 7e#-7d#1").find("expected a move, then '#'"),
            std::string::npos);
}

TEST(CommandParser, WordsInTheMoveSlot) {
  EXPECT_EQ(parsed<MoveWordCommand>("torishogi move 101 bob pw propose").word, MoveWord::PROPOSE);
  EXPECT_EQ(parsed<MoveWordCommand>("torishogi move 101 bob pw ACCEPT").word, MoveWord::ACCEPT);
  EXPECT_EQ(parsed<MoveWordCommand>("torishogi move 101 bob pw reject no thanks").comment,
            "no thanks");
  EXPECT_EQ(parsed<MoveWordCommand>("torishogi move 101 bob pw undo").word, MoveWord::UNDO);
  EXPECT_EQ(parsed<MoveWordCommand>("torishogi move 101 bob pw resign").word, MoveWord::RESIGN);
  EXPECT_EQ(parsed<MoveWordCommand>("yarishogi move 101 bob pw impasse").word, MoveWord::IMPASSE);
}

TEST(CommandParser, GameCommands) {
  auto q = parsed<QueueCommand>("torishogi queue 101 bob pw 1c-1d#2");
  EXPECT_EQ(q.move, "1c-1d");
  EXPECT_EQ(q.guard, 2);
  EXPECT_EQ(parsed<ResignCommand>("torishogi resign 101 bob pw well played").comment,
            "well played");
  EXPECT_EQ(parsed<ChatCommand>("torishogi chat 101 bob pw hello  there").text, "hello  there");
  auto accepted = parsed<AnswerChallengeCommand>("torishogi accept 101 wanda pw gladly");
  EXPECT_TRUE(accepted.accept);
  EXPECT_EQ(accepted.comment, "gladly");
  EXPECT_EQ(accepted.auth.key.number, 101);
  EXPECT_FALSE(parsed<AnswerChallengeCommand>("yarishogi reject wanda pw 102").accept);
  EXPECT_NE(error_of("torishogi chat 101 bob pw").find("usage"), std::string::npos);
  EXPECT_EQ(parsed<FollowCommand>("torishogi subscribe 101 carol pw").word, FollowWord::SUBSCRIBE);
  EXPECT_EQ(parsed<FollowCommand>("torishogi notify 101 carol pw").word, FollowWord::NOTIFY);
  EXPECT_EQ(parsed<FollowCommand>("torishogi unsubscribe carol pw 101").word,
            FollowWord::UNSUBSCRIBE);
  auto p = parsed<PreviewCommand>("torishogi preview 101 7e-7d 1c-1d");
  EXPECT_EQ(p.moves, (std::vector<std::string>{"7e-7d", "1c-1d"}));
  auto s = parsed<ShowCommand>("torishogi show 101#5 102");
  ASSERT_EQ(s.boards.size(), 2u);
  EXPECT_EQ(s.boards[0].at_move, 5);
  EXPECT_FALSE(s.boards[1].at_move.has_value());
  auto g = parsed<GamesCommand>("torishogi games bob wanda next");
  EXPECT_EQ(g.users, (std::vector<std::string>{"bob", "wanda"}));
  EXPECT_EQ(g.which, GamesWhich::NEXT);
  EXPECT_EQ(parsed<GamesCommand>("torishogi games").which, GamesWhich::ACTIVE);
  EXPECT_EQ(parsed<GamesCommand>("torishogi games all").which, GamesWhich::ALL);
  EXPECT_EQ(parsed<HistoryCommand>("torishogi history bob").user, "bob");
  EXPECT_EQ(parsed<StandingsCommand>("yarishogi standings").game, VariantId::YARI);
  EXPECT_EQ(parsed<LimitCommand>("torishogi limit bob pw 5").limit, 5);
  EXPECT_EQ(parsed<HelpCommand>("yarishogi help").game, VariantId::YARI);
}

TEST(CommandParser, ErrorsNameTheProblem) {
  EXPECT_NE(error_of("").find("empty"), std::string::npos);
  EXPECT_NE(error_of("chess move 1 a b e4").find("unknown command 'chess'"), std::string::npos);
  EXPECT_NE(error_of("torishogi fly 101").find("unknown command 'fly'"), std::string::npos);
  EXPECT_NE(error_of("torishogi move abc bob pw 7e-7d").find("not a game number"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi move 0 bob pw 7e-7d").find("not a game number"), std::string::npos);
  EXPECT_NE(error_of("torishogi move 99999999999 bob pw 7e-7d").find("not a game number"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi move 101 bob pw").find("usage"), std::string::npos);
  EXPECT_NE(error_of("torishogi move 101#x bob pw 7e-7d").find("move number"), std::string::npos);
  EXPECT_NE(error_of("signup bob\x01pw x").find("control characters"), std::string::npos);
  EXPECT_NE(error_of("signup bob \xff\xfe").find("UTF-8"), std::string::npos);
  EXPECT_NE(error_of("torishogi move 101 bob pw 7e-7d hi\r\nBcc: x").find("more than one line"),
            std::string::npos);
  EXPECT_EQ(parsed<SignoffCommand>("signoff bob pw\r\n").password, "pw");
  EXPECT_NE(error_of(std::string(MAX_COMMAND_LENGTH + 1, 'a')).find("longer"), std::string::npos);
}

TEST(CommandParser, AcceptsUtf8InCommentsAndMoves) {
  auto m = parsed<MoveCommand>("torishogi move 101 bob pw ３四燕 よろしく");
  EXPECT_EQ(m.move, "３四燕");
  EXPECT_EQ(m.comment, "よろしく");
}

TEST(CommandParser, EchoesOnlyPrintableText) {
  EXPECT_EQ(printable_echo("move\x01 \xff ok ☗"), "move? ? ok ☗");
  EXPECT_LE(printable_echo(std::string(10000, 'x')).size(), 310u);
}

// A mail's body comes apart from its Subject: it is the comment of a move or resignation and
// the message of a chat, joined to text on the line; other commands ignore it.
TEST(CommandParser, TextGivenApartFromTheLine) {
  auto chat = parse_command("torishogi chat 101 bob pw", "hello\nthere");
  ASSERT_TRUE(chat.ok()) << chat.error().message;
  EXPECT_EQ(std::get<ChatCommand>(*chat).text, "hello\nthere");
  auto move = parse_command("torishogi move 101 bob pw 7e-7d first", "second");
  ASSERT_TRUE(move.ok());
  EXPECT_EQ(std::get<MoveCommand>(*move).comment, "first\nsecond");
  auto word = parse_command("torishogi move 101 bob pw propose", "draw?");
  ASSERT_TRUE(word.ok());
  EXPECT_EQ(std::get<MoveWordCommand>(*word).comment, "draw?");
  auto resign = parse_command("torishogi resign 101 bob pw", "thanks\tfor the game");
  ASSERT_TRUE(resign.ok());
  EXPECT_EQ(std::get<ResignCommand>(*resign).comment, "thanks\tfor the game");
  auto show = parse_command("torishogi show 101", "\x01 anything \xff");
  ASSERT_TRUE(show.ok());
  EXPECT_TRUE(std::holds_alternative<ShowCommand>(*show));
}

TEST(CommandParser, TextApartFromTheLineIsChecked) {
  auto control = parse_command("torishogi chat 101 bob pw", "bell\a");
  ASSERT_FALSE(control.ok());
  EXPECT_EQ(control.error().message, "the comment holds control characters");
  auto bytes = parse_command("torishogi move 101 bob pw 7e-7d", "\xC3\x28");
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().message, "the comment is not valid UTF-8 text");
  EXPECT_FALSE(parse_command("torishogi chat 101 bob pw", "").ok());  // nothing to say
}

}  // namespace
}  // namespace tori::server
