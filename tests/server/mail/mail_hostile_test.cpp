// Hostile and broken mail: each is refused with a clear error (a reply, or a bounce through the
// exit status) and changes nothing.
#include "mail_end_to_end.h"

namespace tori::server::testing {
namespace {

const std::string BOB = "bob@example.org", WANDA = "wanda@example.org", CAROL = "carol@example.org";
constexpr int EX_DATAERR_CODE = 65, EX_TEMPFAIL_CODE = 75;

class MailHostile : public MailEndToEnd {
 protected:
  void SetUp() override {
    MailEndToEnd::SetUp();
    if (IsSkipped()) return;  // no PostgreSQL server here
    sign_up_players();
    auto start = mail(BOB, "torishogi challenge bob wanda");
    ASSERT_EQ(start.exit_code, 0);
    ok_reply(mail(BOB, "torishogi move 101 bob bobpwkifu77 7e-7d", "hi"), BOB);
    before_ = snapshot();
  }
  // The one reply to `sender`, an error quoting the command and saying nothing changed; and the
  // server's state as it was.
  void expect_refused(const GatewayRun& run, const std::string& sender, const std::string& why) {
    EXPECT_EQ(run.exit_code, 0) << run.log;
    ASSERT_EQ(run.sent.size(), 1u) << run.log;
    EXPECT_EQ(run.sent[0].to, sender);
    EXPECT_TRUE(contains(run.sent[0].subject, "Error")) << run.sent[0].subject;
    EXPECT_TRUE(contains(run.sent[0].body, why)) << run.sent[0].body;
    EXPECT_TRUE(contains(run.sent[0].body, "Nothing was changed.")) << run.sent[0].body;
    EXPECT_EQ(snapshot(), before_);
  }
  void expect_bounced(const GatewayRun& run, const std::string& why) {
    EXPECT_EQ(run.exit_code, EX_DATAERR_CODE) << run.log;
    EXPECT_TRUE(run.sent.empty());
    EXPECT_TRUE(contains(run.log, why)) << run.log;
    EXPECT_EQ(snapshot(), before_);
  }
  std::string before_;
};

TEST_P(MailHostile, OversizedMailIsBouncedUnread) {
  std::string raw =
      message(WANDA, "torishogi move 101 wanda wandapwkifu77 3c-3d", std::string(5000, 'x'));
  expect_bounced(deliver(raw, "--max-size 4000"), "larger than the limit of 4000 bytes");
}

TEST_P(MailHostile, MalformedMailsAreBounced) {
  expect_bounced(deliver("Subject: torishogi move 101 wanda wandapwkifu77 3c-3d\n\nno sender\n"),
                 "no sender address");
  expect_bounced(deliver(std::string("\x00\xff\xfe garbage", 11)), "refused");
  expect_bounced(deliver(""), "the message is empty");
  expect_bounced(deliver("From: <>\nSubject: help\n\n"), "no sender address");
}

TEST_P(MailHostile, InvalidUtf8IsRefused) {
  expect_refused(
      deliver(message(WANDA, "torishogi move 101 wanda wandapwkifu77 3c-3d", "\xC3\x28 oops\n")),
      WANDA, "the body is not valid UTF-8 text");
  expect_refused(deliver(message(WANDA, "torishogi move 101 wanda wandapwkifu77 \xFF", "")), WANDA,
                 "the Subject is not valid UTF-8 text");
  expect_refused(deliver(message(WANDA, "=?utf-8?b?/w==?= torishogi move", "")), WANDA, "Error");
}

TEST_P(MailHostile, WrongPasswordsAreRefused) {
  expect_refused(mail(WANDA, "torishogi move 101 wanda bobpwkifu77 3c-3d"), WANDA,
                 "wrong userid or password for 'wanda'");
  expect_refused(mail(WANDA, "torishogi move 101 nobody nopwkifu77 3c-3d"), WANDA,
                 "wrong userid or password for 'nobody'");
  expect_refused(mail(CAROL, "change password bob wrong stolen"), CAROL,
                 "wrong userid or password");
  expect_refused(mail(CAROL, "shogi set bob carolpwkifu77 noflip"), CAROL,
                 "wrong userid or password");
  expect_refused(mail(CAROL, "signoff bob carolpwkifu77"), CAROL, "wrong userid or password");
}

TEST_P(MailHostile, NobodyActsInAnotherPlayersGame) {
  // carol's password is right, but the game is not hers.
  for (std::string command :
       {"torishogi move 101 carol carolpwkifu77 3c-3d", "torishogi resign 101 carol carolpwkifu77",
        "torishogi move 101 carol carolpwkifu77 propose",
        "torishogi chat 101 carol carolpwkifu77 hi",
        "torishogi queue 101 carol carolpwkifu77 3c-3d"})
    expect_refused(mail(CAROL, command), CAROL, "Error");
  // bob is in the game, but it is not his turn, and he cannot answer for wanda.
  expect_refused(mail(BOB, "torishogi move 101 bob bobpwkifu77 3c-3d"), BOB, "not your move");
  // A mail claiming to be from bob's address changes nothing without bob's password.
  expect_refused(mail(BOB, "torishogi move 101 wanda bobpwkifu77 3c-3d"), BOB,
                 "wrong userid or password");
}

TEST_P(MailHostile, SqlLikeStringsAreJustText) {
  expect_refused(mail(CAROL, "signup x');DROP_TABLE_users;-- pwkifu77"), CAROL, "Error");
  expect_refused(mail(CAROL, "torishogi move 101 wanda ' OR '1'='1 3c-3d"), CAROL, "Error");
  expect_refused(mail(CAROL, "torishogi show 101;DROP"), CAROL, "Error");
  // Stored and shown as written, and every table is still there.
  auto chat = mail(WANDA, "torishogi chat 101 wanda wandapwkifu77", "'); DROP TABLE games; --\n");
  ok_reply(chat, WANDA);
  SentMail shown = ok_reply(mail(CAROL, "torishogi games all"), CAROL);
  EXPECT_TRUE(contains(shown.body, "101  Black (bob) vs White (wanda)")) << shown.body;
  ASSERT_TRUE(chat.to(BOB));
  EXPECT_TRUE(contains(chat.to(BOB)->body, "wanda: '); DROP TABLE games; --"))
      << chat.to(BOB)->body;
}

TEST_P(MailHostile, HeaderInjectionThroughAnEncodedSubjectIsRefused) {
  auto run = deliver(message(CAROL, "=?utf-8?q?help=0ABcc=3A_victim=40example=2Ecom?=", ""));
  expect_refused(run, CAROL, "control characters or more than one line");
  EXPECT_FALSE(contains(run.sent[0].raw, "\nBcc:"));
}

TEST_P(MailHostile, AutoRepliesAndBouncesAreNeverAnswered) {
  // An out-of-office that quotes a command must not run it.
  std::string out_of_office =
      "From: wanda@example.org\nSubject: torishogi move 101 wanda wandapwkifu77 3c-3d\n"
      "Auto-Submitted: auto-replied\n\nI am away.\n";
  auto run = deliver(out_of_office);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_TRUE(run.sent.empty());
  EXPECT_TRUE(contains(run.log, "not answered: Auto-Submitted: auto-replied")) << run.log;
  EXPECT_TRUE(
      deliver("From: MAILER-DAEMON@mx.example.org\nSubject: help\n\nbounce\n").sent.empty());
  EXPECT_TRUE(deliver("From: tori@example.net\nSubject: help\n\nour own\n").sent.empty());
  EXPECT_TRUE(deliver("Return-Path: <>\nFrom: x@example.org\nSubject: help\n\n").sent.empty());
  EXPECT_EQ(snapshot(), before_);
}

TEST_P(MailHostile, AnUnavailableDatabaseAsksTheMailServerToRetry) {
  database_ = dir_.file("no-such-dir/server.db");
  auto run = mail(WANDA, "torishogi move 101 wanda wandapwkifu77 3c-3d");
  EXPECT_EQ(run.exit_code, EX_TEMPFAIL_CODE) << run.log;
  EXPECT_TRUE(run.sent.empty());
}

TEST_P(MailHostile, AnUnwritableOutboxAsksTheMailServerToRetry) {
  std::string outbox = outbox_;
  outbox_ = dir_.file("clock");  // a file, not a directory
  auto run = mail(CAROL, "help");
  EXPECT_EQ(run.exit_code, EX_TEMPFAIL_CODE) << run.log;
  EXPECT_TRUE(contains(run.log, "could not deliver")) << run.log;
  outbox_ = outbox;
}

INSTANTIATE_TEST_SUITE_P(Databases, MailHostile, ::testing::ValuesIn(test_database_kinds()));

}  // namespace
}  // namespace tori::server::testing
