// Whole games played by mail, every move a mail in and the boards mailed out: a Tori game to
// checkmate, a Yari game, a handicap game, a draw by agreement, a forfeit on time.
#include <sstream>

#include "mail_end_to_end.h"

namespace tori::server::testing {
namespace {

const std::string BOB = "bob@example.org", WANDA = "wanda@example.org", CAROL = "carol@example.org";

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

class MailGames : public MailEndToEnd {
 protected:
  void SetUp() override {
    MailEndToEnd::SetUp();
    if (IsSkipped()) return;  // no PostgreSQL server here
    sign_up_players();
  }
  // Plays the moves in turn from `first`, each with its move number as a guard; every mover
  // gets the board back and the opponent gets it too. Returns the last run.
  GatewayRun play(const std::string& game, const std::vector<std::string>& moves,
                  const std::string& first, const std::string& second) {
    GatewayRun run;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const std::string& user = i % 2 ? second : first;
      const std::string& other = i % 2 ? first : second;
      run = mail(user + "@example.org", game + " move 101 " + user + " " + user + "pwkifu77 " +
                                            moves[i] + "#" + std::to_string(i + 1));
      SentMail reply = ok_reply(run, user + "@example.org");
      EXPECT_TRUE(contains(reply.subject, user + " played")) << i + 1 << ": " << reply.subject;
      EXPECT_EQ(run.count_to(other + "@example.org"), 1) << "move " << i + 1;
      if (HasFailure()) break;
    }
    return run;
  }
};

TEST_P(MailGames, ToriGameToCheckmate) {
  // tests/data/records/tori_game.kif, as `tori convert --notation server` writes it.
  const auto moves = words(
      "3d-3c 4b-3c Sw*3d Sw*1f 1g-1f 3c-2b 5e-5d 5c-5d Sw*5c 3a-4b Sw*5b 5a-6b 1e-1d 1c-1d "
      "3g-3f 1d-1e 1f-1e 1a-1e Sw*7d Sw*2f 7d-7c 7a-7c 7e-7d Sw*7f 7g-7f Sw*7e 7f-7e RQ*5e "
      "7d-7c 2f-2g+ 3f-2g 4b-5c 5g-6f Pt*5g Sw*4b 1e-4b 6f-5g 6b-7c 7e-7c 4a-5b 5g-6f 5c-6b "
      "7c-7b Sw*7a Sw*5c 5b-5c Pt*4a Sw*5a Cr*5b 5a-5b 4f-5e 5d-5e 6f-5e Sw*4f 4g-4f Sw*5d "
      "5e-5d 5c-5d RQ*5e");
  ASSERT_EQ(moves.size(), 59u);
  ok_reply(mail(CAROL, "torishogi challenge bob wanda"), CAROL);
  ok_reply(mail(CAROL, "torishogi notify 101 carol carolpwkifu77"), CAROL);
  GatewayRun last = play("torishogi", moves, "bob", "wanda");
  SentMail mate = ok_reply(last, BOB);
  EXPECT_TRUE(contains(mate.body, "Game over: Black wins by checkmate")) << mate.body;
  ASSERT_TRUE(last.to(WANDA) && last.to(CAROL));  // the follower hears of the end
  EXPECT_TRUE(contains(last.to(CAROL)->body, "Black wins by checkmate"));
  auto after = mail(WANDA, "torishogi move 101 wanda wandapwkifu77 4a-4b");
  ASSERT_TRUE(after.to(WANDA));
  EXPECT_TRUE(contains(after.to(WANDA)->subject, "Error")) << after.to(WANDA)->body;
  SentMail standings = ok_reply(mail(CAROL, "torishogi standings"), CAROL);
  EXPECT_TRUE(contains(standings.body, "1. bob")) << standings.body;
  EXPECT_TRUE(contains(standings.body, "1 won, 0 lost")) << standings.body;
}

TEST_P(MailGames, YariGameEndsByResignation) {
  ok_reply(mail(BOB, "yarishogi challenge bob wanda"), BOB);
  play("yarishogi", words("7g-7f 3c-3d 6g-6f 5c-5d 1g-1f"), "bob", "wanda");
  auto resigned = mail(WANDA, "yarishogi resign 101 wanda wandapwkifu77", "Well played.");
  SentMail reply = ok_reply(resigned, WANDA);
  EXPECT_TRUE(contains(reply.body, "Game over: White resigns; Black wins")) << reply.body;
  ASSERT_TRUE(resigned.to(BOB));
  EXPECT_TRUE(contains(resigned.to(BOB)->subject, "Well played.")) << resigned.to(BOB)->subject;
  SentMail history = ok_reply(mail(CAROL, "yarishogi history bob"), CAROL);
  EXPECT_TRUE(
      contains(history.body, "101  Black (bob) vs White (wanda)  White resigns; Black wins"))
      << history.body;
  SentMail standings = ok_reply(mail(CAROL, "yarishogi standings"), CAROL);
  EXPECT_TRUE(contains(standings.body, "1. bob")) << standings.body;
}

TEST_P(MailGames, HandicapGameGiverMovesFirstAndIsUnrated) {
  // wanda gives two pieces (yari rook and yari bishop on her left) to bob.
  auto start = mail(WANDA, "yarishogi challenge wanda bob -handicap=2p");
  SentMail reply = ok_reply(start, WANDA);
  EXPECT_TRUE(contains(reply.body, "handicap 2p")) << reply.body;
  EXPECT_TRUE(contains(reply.body, "Move 1: White (wanda) to move.")) << reply.body;
  // The first moves of tests/data/records/yari_handicap.kif.
  play("yarishogi", words("3a-2b 6g-6f 5a-5b 4g-4f 5b-4d 3i-4g"), "wanda", "bob");
  auto resigned = mail(WANDA, "yarishogi move 101 wanda wandapwkifu77 resign");
  EXPECT_TRUE(contains(ok_reply(resigned, WANDA).body, "(unrated)"));
  SentMail standings = ok_reply(mail(CAROL, "yarishogi standings"), CAROL);
  EXPECT_TRUE(contains(standings.body, "No rated games yet.")) << standings.body;
}

TEST_P(MailGames, DrawByAgreement) {
  ok_reply(mail(BOB, "torishogi challenge bob wanda"), BOB);
  play("torishogi", words("7e-7d 3c-3d"), "bob", "wanda");
  auto proposed = mail(BOB, "torishogi move 101 bob bobpwkifu77 propose", "A draw?");
  ok_reply(proposed, BOB);
  ASSERT_TRUE(proposed.to(WANDA));
  EXPECT_TRUE(contains(proposed.to(WANDA)->body, "has proposed a draw"))
      << proposed.to(WANDA)->body;
  auto accepted = mail(WANDA, "torishogi move 101 wanda wandapwkifu77 accept");
  SentMail reply = ok_reply(accepted, WANDA);
  EXPECT_TRUE(contains(reply.body, "Game over: draw agreed")) << reply.body;
  ASSERT_TRUE(accepted.to(BOB));
  SentMail standings = ok_reply(mail(CAROL, "torishogi standings"), CAROL);
  EXPECT_TRUE(contains(standings.body, "0 won, 0 lost, 1 drawn")) << standings.body;
}

TEST_P(MailGames, ForfeitOnTimeWithTheClockTheTestMoves) {
  const long long start = 1'800'000'000, day = 86'400;
  ok_reply(mail(BOB, "torishogi challenge bob wanda -nagtime=1 -forfeittime=3"), BOB);
  play("torishogi", words("7e-7d 1c-1d 6e-6d"), "bob", "wanda");  // both have moved: rated
  set_clock(start + day / 2);
  EXPECT_TRUE(tick().sent.empty());  // nothing due yet
  set_clock(start + day + 60);
  auto reminder = tick();
  EXPECT_EQ(reminder.exit_code, 0) << reminder.log;
  ASSERT_TRUE(reminder.to(WANDA)) << reminder.log;
  EXPECT_TRUE(contains(reminder.to(WANDA)->subject, "Reminder: wanda is to move in game 101"))
      << reminder.to(WANDA)->subject;
  EXPECT_TRUE(tick().sent.empty());  // one reminder per turn
  set_clock(start + 3 * day + 60);
  auto forfeit = tick();
  ASSERT_TRUE(forfeit.to(WANDA) && forfeit.to(BOB)) << forfeit.log;
  EXPECT_TRUE(contains(forfeit.to(BOB)->body, "wanda did not move within 3 days"))
      << forfeit.to(BOB)->body;
  EXPECT_TRUE(contains(forfeit.to(BOB)->body, "Game over: White ran out of time; Black wins"))
      << forfeit.to(BOB)->body;
  EXPECT_TRUE(tick().sent.empty());
  auto late = mail(WANDA, "torishogi move 101 wanda wandapwkifu77 3c-3d");
  ASSERT_TRUE(late.to(WANDA));
  EXPECT_TRUE(contains(late.to(WANDA)->subject, "Error")) << late.to(WANDA)->body;
}

INSTANTIATE_TEST_SUITE_P(Databases, MailGames, ::testing::ValuesIn(test_database_kinds()));

}  // namespace
}  // namespace tori::server::testing
