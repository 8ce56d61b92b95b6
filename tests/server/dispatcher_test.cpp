// Commands as players send them, run against the service: the replies read like the old
// server's mails, boards come in each reader's style and orientation, errors quote the command
// and change nothing.
#include "server/commands/dispatcher.h"

#include <gtest/gtest.h>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class DispatcherTest : public ServiceFixture {
 protected:
  std::vector<Mail> run(std::string_view line) { return Dispatcher(*service_).run(line); }
  // The one reply to the sender, which must not be an error.
  Mail reply(std::string_view line) {
    auto mails = run(line);
    EXPECT_FALSE(mails.empty());
    if (mails.empty()) return {};
    EXPECT_EQ(mails[0].subject.rfind("Error", 0), std::string::npos)
        << line << " -> " << mails[0].body;
    return mails[0];
  }
  static const Mail* mail_to(const std::vector<Mail>& mails, const std::string& user) {
    for (const Mail& m : mails)
      if (m.to == user) return &m;
    return nullptr;
  }
  static bool contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
  }
};

TEST_F(DispatcherTest, AGameFromChallengeToResignation) {
  // Anyone may send a challenge (no password), so both players hear of the game.
  auto start = run("torishogi challenge bob wanda");
  ASSERT_EQ(start.size(), 3u);
  EXPECT_TRUE(contains(start[0].body, "torishogi game 101 begins"));
  EXPECT_TRUE(contains(start[0].body, "Move 1: Black (bob) to move."));
  ASSERT_TRUE(mail_to(start, "wanda"));
  ASSERT_TRUE(mail_to(start, "bob"));
  // When the transport knows bob sent it (logged in), he gets the reply only.
  const Actor bob = Actor::verified("bob");
  auto known = Dispatcher(*service_).run(Request{"torishogi challenge bob wanda", {}, {}, &bob});
  ASSERT_EQ(known.size(), 2u);
  EXPECT_FALSE(mail_to(known, "bob"));

  auto moved = run("torishogi move 101 bob bobpwkifu77 7e-7d#1 have fun");
  ASSERT_EQ(moved.size(), 2u);
  EXPECT_TRUE(contains(moved[0].subject, "bob played 7e-7d")) << moved[0].subject;
  EXPECT_TRUE(contains(moved[0].body, "Move 2: White (wanda) to move."));
  EXPECT_TRUE(contains(moved[0].body, "1. Black 7e-7d   -- have fun")) << moved[0].body;
  EXPECT_TRUE(contains(moved[0].body, "Last move: 7e-7d"));
  const Mail* to_wanda = mail_to(moved, "wanda");
  ASSERT_TRUE(to_wanda);
  EXPECT_TRUE(contains(to_wanda->body, "bob played 7e-7d"));

  auto resigned = run("torishogi move 101 wanda wandapwkifu77 resign");
  EXPECT_TRUE(contains(resigned[0].body, "declined")) << resigned[0].body;
  EXPECT_TRUE(contains(run("torishogi games all")[0].body, "101  Black (bob) vs White (wanda)"));
}

// A mail repeats its subject as the first line of its text, as a letter would; `restated` marks
// that part, which the line protocol leaves out (its head line is the subject).
TEST_F(DispatcherTest, MailsMarkTheTextThatRestatesTheSubject) {
  run("torishogi challenge bob wanda");
  Mail moved = reply("torishogi move 101 bob bobpwkifu77 7e-7d");
  EXPECT_TRUE(moved.body.starts_with("bob played 7e-7d\n\ntorishogi game 101")) << moved.body;
  EXPECT_TRUE(moved.body_after_subject().starts_with("torishogi game 101: Black (bob)"));
  Mail shown = reply("torishogi show 101");
  EXPECT_TRUE(shown.body_after_subject().starts_with("Move 2: White (wanda) to move."));
  Mail earlier = reply("torishogi show 101#1");  // its subject says more than the body's title
  EXPECT_EQ(earlier.restated, 0u);
  Mail refused = run("torishogi move 101 bob bobpwkifu77 5e-5d")[0];
  EXPECT_TRUE(refused.body.starts_with("Error: ")) << refused.body;
  EXPECT_TRUE(refused.body_after_subject().starts_with("Command: ")) << refused.body;
  EXPECT_EQ(reply("help").restated, 0u);
  EXPECT_EQ(make_mail("", "Help", "p\n").restated, 0u);  // a subject's tail is not its restatement
  EXPECT_EQ(make_mail("", "a: b", "b\n").body_after_subject(), "");
}

TEST_F(DispatcherTest, BoardsComeInTheReadersStyleAndOrientation) {
  reply("shogi set bob bobpwkifu77 small");
  run("torishogi challenge bob wanda");
  auto moved = run("torishogi move 101 bob bobpwkifu77 7e-7d");
  auto live = LiveGame::replay(record({VariantId::TORI, 101})).value();
  BoardView bob_view{BoardStyle::SMALL, false, "bob", "wanda", "7e-7d"};
  BoardView wanda_view{BoardStyle::STANDARD, true, "bob", "wanda", "7e-7d"};  // flip: default
  EXPECT_TRUE(contains(moved[0].body, live.render(bob_view))) << moved[0].body;
  const Mail* to_wanda = mail_to(moved, "wanda");
  ASSERT_TRUE(to_wanda);
  EXPECT_TRUE(contains(to_wanda->body, live.render(wanda_view))) << to_wanda->body;
  reply("shogi set wanda wandapwkifu77 noflip");
  auto again = run("torishogi chat 101 bob bobpwkifu77 look at the board");
  const Mail* chat_to_wanda = mail_to(again, "wanda");
  ASSERT_TRUE(chat_to_wanda);
  wanda_view.white_at_bottom = false;
  EXPECT_TRUE(contains(chat_to_wanda->body, live.render(wanda_view)));
  EXPECT_TRUE(contains(chat_to_wanda->body, "bob: look at the board"));
}

TEST_F(DispatcherTest, ErrorsNameTheProblemQuoteTheCommandAndChangeNothing) {
  run("torishogi challenge bob wanda");
  auto wrong = run("torishogi move 101 bob nope 7e-7d");
  ASSERT_EQ(wrong.size(), 1u);
  EXPECT_EQ(wrong[0].to, "");
  EXPECT_TRUE(contains(wrong[0].body, "Error: wrong userid or password"));
  EXPECT_TRUE(contains(wrong[0].body, "Command: torishogi move 101 bob nope 7e-7d"));
  EXPECT_TRUE(contains(wrong[0].body, "Nothing was changed."));
  auto illegal = run("torishogi move 101 bob bobpwkifu77 7e-7c");
  EXPECT_TRUE(contains(illegal[0].body, "Error:")) << illegal[0].body;
  auto garbage = run("torishogi move 101 bob bobpwkifu77 \xff\xfe");
  EXPECT_TRUE(contains(garbage[0].body, "UTF-8"));
  EXPECT_TRUE(contains(garbage[0].body, "Command: torishogi move 101 bob bobpwkifu77 ??"));
  auto sql = run("torishogi move 101 bob' OR '1'='1 x 7e-7d");
  EXPECT_TRUE(contains(sql[0].subject, "Error"));
  EXPECT_TRUE(record({VariantId::TORI, 101}).moves.empty());
}

TEST_F(DispatcherTest, ShowPreviewStandingsHelp) {
  run("torishogi challenge bob wanda");
  reply("torishogi move 101 bob bobpwkifu77 7e-7d");
  reply("torishogi move 101 wanda wandapwkifu77 1c-1d");
  Mail before = reply("torishogi show 101#2");
  EXPECT_TRUE(contains(before.subject, "before move 2"));
  EXPECT_TRUE(contains(before.body, "Move 2: White (wanda) to move."));
  EXPECT_FALSE(contains(before.body, "1c-1d"));
  EXPECT_TRUE(contains(run("torishogi show 101#9")[0].body, "has no move 9"));
  Mail preview = reply("torishogi preview 101 6e-6d");
  EXPECT_TRUE(contains(preview.body, "nothing was played"));
  EXPECT_EQ(record({VariantId::TORI, 101}).moves.size(), 2u);
  reply("torishogi move 101 bob bobpwkifu77 propose");
  reply("torishogi move 101 wanda wandapwkifu77 accept");
  Mail standings = reply("torishogi standings");
  EXPECT_TRUE(contains(standings.body, "bob"));
  EXPECT_TRUE(contains(standings.body, "0 won, 0 lost, 1 drawn"));
  EXPECT_TRUE(contains(reply("help").body, "game move board[#N] userid password move[#N]"));
  EXPECT_TRUE(contains(reply("yarishogi help").body, "Impasse"));
  EXPECT_TRUE(contains(reply("torishogi games bob next").body, "No games."));
}

TEST_F(DispatcherTest, GamesListsByUserAndTurnAndHistoryListsFinishedGames) {
  run("torishogi challenge bob wanda");
  run("torishogi challenge wanda bob");
  run("yarishogi challenge bob wanda");
  std::string next = reply("torishogi games bob next").body;
  EXPECT_TRUE(contains(next, "101  Black (bob) vs White (wanda)  move 1, bob to move"));
  EXPECT_FALSE(contains(next, "102"));
  EXPECT_TRUE(contains(reply("torishogi games wanda next").body, "102"));
  EXPECT_TRUE(contains(reply("torishogi history").body, "No games."));
  reply("torishogi move 102 wanda wandapwkifu77 7e-7d");
  reply("torishogi move 102 bob bobpwkifu77 1c-1d");
  reply("torishogi resign 102 wanda wandapwkifu77");
  std::string history = reply("torishogi history bob").body;
  EXPECT_TRUE(contains(history, "102  Black (wanda) vs White (bob)  Black resigns; White wins"))
      << history;
  EXPECT_FALSE(contains(history, "101"));
}

TEST_F(DispatcherTest, ReminderAndForfeitMails) {
  run("torishogi challenge bob wanda -nagtime=1 -forfeittime=2");
  run("torishogi move 101 bob bobpwkifu77 7e-7d");  // both first moves, at once: bob is to move
                                                    // again
  run("torishogi move 101 wanda wandapwkifu77 1c-1d");
  clock_.advance(SECONDS_PER_DAY);
  auto nag = Dispatcher(*service_).tick();
  ASSERT_TRUE(mail_to(nag, "bob"));
  EXPECT_TRUE(contains(mail_to(nag, "bob")->body, "Reminder: bob is to move in game 101"));
  clock_.advance(SECONDS_PER_DAY);
  auto forfeit = Dispatcher(*service_).tick();
  ASSERT_TRUE(mail_to(forfeit, "wanda"));
  EXPECT_TRUE(contains(mail_to(forfeit, "wanda")->body, "Game over: Black ran out of time"));
}

TEST_F(DispatcherTest, ARequestCarriesTheCommentAndTheSendersAddress) {
  auto signup =
      Dispatcher(*service_).run(Request{"signup dave davepwkifu77", "", "dave@example.com"});
  ASSERT_EQ(signup.size(), 1u);
  EXPECT_EQ(service_->find_user("dave")->address, "dave@example.com");
  run("torishogi challenge bob wanda");
  auto moved = Dispatcher(*service_).run(
      Request{"torishogi move 101 bob bobpwkifu77 7e-7d", "line one\nline two", ""});
  ASSERT_FALSE(moved.empty());
  EXPECT_TRUE(contains(moved[0].body, "1. Black 7e-7d   -- line one\n        line two"))
      << moved[0].body;
  EXPECT_EQ(moved[0].subject.find('\n'), std::string::npos);
}

}  // namespace
}  // namespace tori::server::testing
