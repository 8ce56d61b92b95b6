// Every command of the server's language through the mail transport: a mail in, the reply (and
// the mails to the other players) out of the outbox, each checked.
#include "mail_end_to_end.h"

namespace tori::server::testing {
namespace {

const std::string BOB = "bob@example.org", WANDA = "wanda@example.org", CAROL = "carol@example.org";

class MailCommands : public MailEndToEnd {
 protected:
  void SetUp() override {
    MailEndToEnd::SetUp();
    if (IsSkipped()) return;  // no PostgreSQL server here
    sign_up_players();
  }
  // A Tori game between bob (Black) and wanda, number 101, challenged by bob.
  void start_game(const std::string& options = "") {
    auto run = mail(BOB, "torishogi challenge bob wanda " + options);
    ASSERT_EQ(run.exit_code, 0) << run.log;
    ASSERT_TRUE(run.to(BOB)) << run.log;
  }
};

TEST_P(MailCommands, HelpAnswersTheSender) {
  auto run = mail("newcomer@example.com", "help");
  SentMail reply = ok_reply(run, "newcomer@example.com");
  EXPECT_EQ(reply.subject, "Help");
  EXPECT_TRUE(contains(reply.body, "signup")) << reply.body;
  EXPECT_EQ(reply.auto_submitted, "auto-replied");
  EXPECT_TRUE(contains(reply.in_reply_to, "@test.example>")) << reply.in_reply_to;
  SentMail tori_help =
      ok_reply(mail("newcomer@example.com", "torishogi help"), "newcomer@example.com");
  EXPECT_TRUE(contains(tori_help.body, "challenge")) << tori_help.body;
}

TEST_P(MailCommands, SignupWithoutAnAddressRegistersTheSender) {
  auto run = mail("Dave <dave@example.com>", "signup dave davepwkifu77");
  ok_reply(run, "dave@example.com");
  start_game();
  // dave follows a game by mail and hears of its moves at the address he signed up from.
  ok_reply(mail("dave@example.com", "torishogi subscribe 101 dave davepwkifu77"),
           "dave@example.com");
  auto moved = mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d");
  EXPECT_EQ(moved.count_to("dave@example.com"), 1) << moved.log;
}

TEST_P(MailCommands, SignupWithAnAddressUsesIt) {
  ok_reply(mail("dave@work.example", "signup dave davepwkifu77 dave@home.example"),
           "dave@work.example");
  auto run = mail(CAROL, "torishogi challenge carol dave");
  EXPECT_EQ(run.count_to(CAROL), 1);
  EXPECT_EQ(run.count_to("dave@home.example"), 1) << run.log;
}

TEST_P(MailCommands, ChangePasswordThenOnlyTheNewOneWorks) {
  SentMail reply = ok_reply(mail(BOB, "change password bob bobpwkifu77 newpwkifu77"), BOB);
  EXPECT_TRUE(contains(reply.body, "The password of bob is changed.")) << reply.body;
  start_game();
  auto old = mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d");
  ASSERT_TRUE(old.to(BOB));
  EXPECT_TRUE(contains(old.to(BOB)->subject, "Error: wrong userid or password"));
  ok_reply(mail(BOB, "torishogi move 101 bob newpwkifu77 7e-7d"), BOB);
}

TEST_P(MailCommands, ChangeAddressMovesTheMail) {
  SentMail reply = ok_reply(mail(WANDA, "change address wanda wandapwkifu77 w@new.example"), WANDA);
  EXPECT_TRUE(contains(reply.body, "now goes to w@new.example")) << reply.body;
  start_game();
  auto moved = mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d");
  EXPECT_EQ(moved.count_to("w@new.example"), 1);
  EXPECT_EQ(moved.count_to(WANDA), 0);
}

TEST_P(MailCommands, ALongCommentIsRefusedWhateverTheCommand) {
  start_game();
  const std::string essay(5000, 'x');
  const std::pair<std::string, std::string> sent[] = {
      {BOB, "torishogi move 101 bob bobpwkifu77 propose"},
      {BOB, "torishogi resign 101 bob bobpwkifu77"},
      {WANDA, "torishogi accept 101 wanda wandapwkifu77"}};
  for (const auto& [from, subject] : sent) {
    auto run = mail(from, subject, essay);
    ASSERT_TRUE(run.to(from)) << subject;
    EXPECT_TRUE(contains(run.to(from)->body, "the comment is too long")) << subject;
  }
  EXPECT_TRUE(contains(ok_reply(mail(BOB, "torishogi show 101"), BOB).body, "Move 1: Black"));
}

TEST_P(MailCommands, AUserWithoutAnAddressGetsNothingAndItIsLogged) {
  ok_reply(mail(WANDA, "change address wanda wandapwkifu77"), WANDA);
  start_game();
  auto moved = mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d");
  EXPECT_EQ(moved.sent.size(), 1u);
  EXPECT_TRUE(contains(moved.log, "no mail for wanda: no address registered")) << moved.log;
}

TEST_P(MailCommands, SignoffRefusesLaterCommands) {
  SentMail reply = ok_reply(mail(CAROL, "signoff carol carolpwkifu77"), CAROL);
  EXPECT_TRUE(contains(reply.body, "carol has signed off")) << reply.body;
  auto later = mail(CAROL, "torishogi limit carol carolpwkifu77 3");
  ASSERT_TRUE(later.to(CAROL));
  EXPECT_TRUE(contains(later.to(CAROL)->body, "'carol' has signed off"));
}

TEST_P(MailCommands, SetChangesHowBoardsAreDrawn) {
  SentMail reply = ok_reply(mail(WANDA, "shogi set wanda wandapwkifu77 noflip small"), WANDA);
  EXPECT_TRUE(contains(reply.body, "Boards for wanda: small, Black always at the bottom"))
      << reply.body;
  ok_reply(mail(BOB, "torishogi set bob bobpwkifu77 alternate"), BOB);
  start_game();
  auto moved = mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d");
  ASSERT_TRUE(moved.to(WANDA) && moved.to(BOB));
  EXPECT_NE(moved.to(WANDA)->body, moved.to(BOB)->body);  // each in their own style
}

TEST_P(MailCommands, ChallengeWithOptionsTellsBothPlayers) {
  auto run = mail(BOB, "torishogi challenge bob wanda -nagtime=2 -forfeittime=7");
  ASSERT_EQ(run.exit_code, 0);
  ASSERT_TRUE(run.to(BOB) && run.to(WANDA));
  EXPECT_TRUE(contains(run.to(BOB)->body, "torishogi game 101 begins")) << run.to(BOB)->body;
  EXPECT_TRUE(contains(run.to(BOB)->body, "Forfeit after 7 days without a move."));
  EXPECT_EQ(run.to(WANDA)->auto_submitted, "auto-generated");
  EXPECT_EQ(run.to(WANDA)->in_reply_to, "");
}

TEST_P(MailCommands, AChallengeFromSomeoneElseReachesBothPlayersAndASendersOwnOnlyOnce) {
  auto run = mail(CAROL, "torishogi challenge bob wanda");
  ASSERT_EQ(run.exit_code, 0) << run.log;
  EXPECT_EQ(run.count_to(CAROL), 1);
  EXPECT_EQ(run.count_to(BOB), 1);
  EXPECT_EQ(run.count_to(WANDA), 1);
  auto own = mail(BOB, "torishogi challenge bob wanda");
  EXPECT_EQ(own.count_to(BOB), 1);  // the reply, not a second copy as the first player
  EXPECT_EQ(own.count_to(WANDA), 1);
}

TEST_P(MailCommands, AcceptOrRejectAChallenge) {
  start_game();
  auto accepted = mail(WANDA, "torishogi accept 101 wanda wandapwkifu77", "See you on the board.");
  EXPECT_TRUE(contains(ok_reply(accepted, WANDA).subject, "wanda accepts the challenge"));
  ASSERT_TRUE(accepted.to(BOB));
  EXPECT_TRUE(contains(accepted.to(BOB)->body, "See you on the board.")) << accepted.to(BOB)->body;
  ok_reply(mail(BOB, "torishogi challenge bob wanda"), BOB);  // game 102
  auto rejected = mail(WANDA, "torishogi reject 102 wanda wandapwkifu77");
  EXPECT_TRUE(contains(ok_reply(rejected, WANDA).subject, "declined the challenge"));
  ASSERT_TRUE(rejected.to(BOB));
  auto late = mail(BOB, "torishogi move 102 bob bobpwkifu77 7e-7d");
  ASSERT_TRUE(late.to(BOB));
  EXPECT_TRUE(contains(late.to(BOB)->subject, "Error")) << late.to(BOB)->subject;
}

TEST_P(MailCommands, MoveWithTheBodyAsComment) {
  start_game();
  auto run = mail(BOB, "torishogi move 101#1 bob bobpwkifu77 7e-7d", "Good luck!\n\n-- \nBob\n");
  SentMail reply = ok_reply(run, BOB);
  EXPECT_TRUE(contains(reply.subject, "bob played 7e-7d")) << reply.subject;
  EXPECT_TRUE(contains(reply.body, "1. Black 7e-7d   -- Good luck!")) << reply.body;
  EXPECT_FALSE(contains(reply.body, "Bob\n"));
  ASSERT_TRUE(run.to(WANDA));
  EXPECT_TRUE(contains(run.to(WANDA)->body, "Move 2: White (wanda) to move."));
  // A comment on the Subject line and one in the body are both kept.
  auto second =
      mail(WANDA, "torishogi move 101 wanda wandapwkifu77 3c-3d#2 first", "second\nthird");
  SentMail wanda_reply = ok_reply(second, WANDA);
  EXPECT_TRUE(contains(wanda_reply.body, "-- first\n        second\n        third"))
      << wanda_reply.body;
}

TEST_P(MailCommands, ProposeAndRejectAndUndoAndAccept) {
  start_game();
  ok_reply(mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d"), BOB);
  auto proposed = mail(WANDA, "torishogi move 101 wanda wandapwkifu77 propose", "Draw?");
  ok_reply(proposed, WANDA);
  ASSERT_TRUE(proposed.to(BOB));
  EXPECT_TRUE(contains(proposed.to(BOB)->body, "proposed a draw: accept or reject"));
  auto rejected = mail(BOB, "torishogi move 101 bob bobpwkifu77 reject");
  EXPECT_TRUE(contains(ok_reply(rejected, BOB).subject, "bob rejects")) << rejected.log;
  ok_reply(mail(WANDA, "torishogi move 101 wanda wandapwkifu77 3c-3d"), WANDA);
  auto undo = mail(WANDA, "torishogi move 101 wanda wandapwkifu77 undo");
  ok_reply(undo, WANDA);
  auto accepted = mail(BOB, "torishogi move 101 bob bobpwkifu77 accept");
  SentMail reply = ok_reply(accepted, BOB);
  EXPECT_TRUE(contains(reply.body, "Move 2: White (wanda) to move.")) << reply.body;
}

TEST_P(MailCommands, ImpasseIsClaimedOnlyWhereTheRulesAllowIt) {
  // An accepted claim is settled by the count (tests/server/game_endings_test.cpp); by mail,
  // the claim reaches the service and its refusal comes back to the sender.
  start_game();
  auto tori = mail(BOB, "torishogi move 101 bob bobpwkifu77 impasse");
  ASSERT_TRUE(tori.to(BOB));
  EXPECT_TRUE(contains(tori.to(BOB)->body, "only Yari Shogi has impasse")) << tori.to(BOB)->body;
  ok_reply(mail(BOB, "yarishogi challenge bob wanda"), BOB);
  auto yari = mail(BOB, "yarishogi move 101 bob bobpwkifu77 impasse");
  ASSERT_TRUE(yari.to(BOB));
  EXPECT_TRUE(contains(yari.to(BOB)->body, "impasse needs both generals inside their promotion"))
      << yari.to(BOB)->body;
  EXPECT_EQ(yari.count_to(WANDA), 0);
}

TEST_P(MailCommands, QueueAMoveForLater) {
  start_game();
  SentMail queued = ok_reply(mail(WANDA, "torishogi queue 101 wanda wandapwkifu77 3c-3d"), WANDA);
  EXPECT_TRUE(contains(queued.body, "Queued 3c-3d for wanda")) << queued.body;
  auto moved = mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d");
  SentMail reply = ok_reply(moved, BOB);
  EXPECT_TRUE(contains(reply.body, "Move 3: Black (bob) to move.")) << reply.body;
}

TEST_P(MailCommands, PreviewChangesNothing) {
  start_game();
  auto run = mail(CAROL, "torishogi preview 101 7e-7d 3c-3d");
  SentMail reply = ok_reply(run, CAROL);
  EXPECT_TRUE(contains(reply.body, "(nothing was played)")) << reply.body;
  SentMail shown = ok_reply(mail(CAROL, "torishogi show 101"), CAROL);
  EXPECT_TRUE(contains(shown.body, "No moves yet.")) << shown.body;
}

TEST_P(MailCommands, ShowABoardBeforeAMove) {
  start_game();
  ok_reply(mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d"), BOB);
  SentMail shown =
      ok_reply(mail("anyone@example.com", "torishogi show 101#1"), "anyone@example.com");
  EXPECT_TRUE(contains(shown.subject, "before move 1")) << shown.subject;
  EXPECT_TRUE(contains(shown.body, "No moves yet."));
}

TEST_P(MailCommands, GamesHistoryAndStandings) {
  start_game();
  SentMail games = ok_reply(mail(CAROL, "torishogi games bob"), CAROL);
  EXPECT_TRUE(contains(games.body, "101  Black (bob) vs White (wanda)  move 1, bob to move"))
      << games.body;
  ok_reply(mail(WANDA, "torishogi resign 101 wanda wandapwkifu77"), WANDA);
  SentMail history = ok_reply(mail(CAROL, "torishogi history wanda"), CAROL);
  EXPECT_TRUE(contains(history.body, "101  Black (bob) vs White (wanda)  wanda declined"))
      << history.body;
  SentMail standings = ok_reply(mail(CAROL, "torishogi standings"), CAROL);
  EXPECT_TRUE(contains(standings.body, "Standings for torishogi")) << standings.body;
}

TEST_P(MailCommands, SubscribeNotifyUnsubscribe) {
  start_game();
  ok_reply(mail(CAROL, "torishogi subscribe 101 carol carolpwkifu77"), CAROL);
  EXPECT_EQ(mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d").count_to(CAROL), 1);
  ok_reply(mail(CAROL, "torishogi notify 101 carol carolpwkifu77"), CAROL);
  EXPECT_EQ(mail(WANDA, "torishogi move 101 wanda wandapwkifu77 3c-3d").count_to(CAROL), 0);
  ok_reply(mail(CAROL, "torishogi unsubscribe 101 carol carolpwkifu77"), CAROL);
  EXPECT_EQ(mail(BOB, "torishogi resign 101 bob bobpwkifu77").count_to(CAROL), 0);
}

TEST_P(MailCommands, ChatFromTheBody) {
  start_game();
  auto run = mail(WANDA, "torishogi chat 101 wanda wandapwkifu77", "Hello Bob,\nhave fun!\n");
  SentMail reply = ok_reply(run, WANDA);
  EXPECT_TRUE(contains(reply.body, "Sent to game 101.")) << reply.body;
  ASSERT_TRUE(run.to(BOB));
  EXPECT_TRUE(contains(run.to(BOB)->subject, "wanda says: Hello Bob, have fun!"))
      << run.to(BOB)->subject;
  EXPECT_TRUE(contains(run.to(BOB)->body, "  wanda: Hello Bob,\n    have fun!"))
      << run.to(BOB)->body;
}

TEST_P(MailCommands, LimitRefusesChallengesBeyondIt) {
  SentMail reply = ok_reply(mail(WANDA, "torishogi limit wanda wandapwkifu77 1"), WANDA);
  EXPECT_TRUE(contains(reply.body, "fewer than 1 games")) << reply.body;
  start_game();
  auto second = mail(CAROL, "torishogi challenge carol wanda");
  ASSERT_TRUE(second.to(CAROL));
  EXPECT_TRUE(contains(second.to(CAROL)->subject, "Error")) << second.to(CAROL)->body;
  EXPECT_EQ(second.count_to(WANDA), 0);
}

TEST_P(MailCommands, WeakPasswordsAreRefusedBySignupAndChange) {
  auto refused_with = [](const GatewayRun& run, const std::string& sender) {
    const SentMail* reply = run.to(sender);
    if (!reply) return std::string("no reply: " + run.log);
    EXPECT_TRUE(contains(reply->subject, "Error")) << reply->subject;
    return reply->subject + "\n" + reply->body;
  };
  std::string signup =
      refused_with(mail("eve@example.com", "signup eve password"), "eve@example.com");
  EXPECT_TRUE(contains(signup, "commonest")) << signup;
  std::string change = refused_with(mail(BOB, "change password bob bobpwkifu77 bob"), BOB);
  EXPECT_TRUE(contains(change, "at least 8 characters")) << change;
  ok_reply(mail("eve@example.com", "signup eve eve-plays-tori"), "eve@example.com");
  start_game();
  ok_reply(mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d"), BOB);  // still his old password
}

INSTANTIATE_TEST_SUITE_P(Databases, MailCommands, ::testing::ValuesIn(test_database_kinds()));

}  // namespace
}  // namespace tori::server::testing
