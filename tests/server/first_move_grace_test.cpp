// Issue 40, finding 4: a challenge needs no password of its players, so anyone can start a
// rated, timed game between two others. A game is therefore rated only once both players have
// moved: until then either player may abort it, a player's clock does not run before their own
// first move, and a first move not made within the grace time aborts the game. Nobody's rating
// moves for a game one side never saw. The clock here is one the test moves to the millisecond.
#include <gtest/gtest.h>

#include <tuple>

#include "server/commands/clock_text.h"
#include "server/commands/dispatcher.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

constexpr Millis SECOND = 1000;
constexpr Millis MINUTE = 60 * SECOND;

class FirstMoveGraceTest : public ServiceFixture {
 protected:
  void SetUp() override {
    ServiceFixture::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    ASSERT_TRUE(service_->signup("carol", "carolpwkifu77", "").ok());
    give_both_ratings();
  }
  // One rated game, bob resigning after both have moved: both players then have a rating for an
  // abort to leave alone.
  void give_both_ratings() {
    GameKey key = new_game();
    play(key, "bob", "7e-7d");
    play(key, "wanda", "1c-1d");
    ASSERT_TRUE(service_->resign(key, Actor::verified("bob"), "").ok());
    ASSERT_TRUE(record(key).rated);
  }
  GameKey timed_game(const TimeControl& time) {
    return new_game(VariantId::TORI, ChallengeOptions{"", 0, 0, time});
  }
  using RatingValues = std::tuple<double, double, int, int, int>;
  RatingValues rating_of(const std::string& user) {
    auto r = storage_->find_rating(user, VariantId::TORI);
    EXPECT_TRUE(r.ok() && r->has_value()) << user << " has no rating";
    if (!r.ok() || !r->has_value()) return {};
    const Rating& v = **r;
    return {v.rating, v.deviation, v.wins, v.losses, v.draws};
  }
  std::vector<Notice> tick() {
    auto notices = service_->tick();
    EXPECT_TRUE(notices.ok()) << (notices ? "" : notices.error().message);
    return notices ? *notices : std::vector<Notice>{};
  }
  // The game ended aborted, unrated, with `description`, and neither player's rating moved.
  void expect_aborted(GameKey key, const std::string& description, const RatingValues& bob,
                      const RatingValues& wanda) {
    GameRecord g = record(key);
    EXPECT_FALSE(g.active());
    EXPECT_FALSE(g.rated);
    EXPECT_TRUE(was_aborted(g));
    EXPECT_EQ(g.result.description, description);
    EXPECT_EQ(rating_of("bob"), bob);
    EXPECT_EQ(rating_of("wanda"), wanda);
  }
};

// The attack the issue names: carol sends `challenge bob wanda -byoyomi=0/1x1s` (the seeds'
// syntax, no password). A second later bob has not lost; after the grace time the game is
// aborted, unrated.
TEST_F(FirstMoveGraceTest, AThirdPartysChallengeNobodyPlaysIsAbortedUnrated) {
  const RatingValues bob = rating_of("bob"), wanda = rating_of("wanda");
  const Millis start = clock_.now_millis();
  auto made = Dispatcher(*service_).run("torishogi challenge bob wanda -byoyomi=0/1x1s");
  ASSERT_FALSE(made.empty());
  const GameKey key{VariantId::TORI, FIRST_GAME_NUMBER + 1};
  ASSERT_TRUE(record(key).active()) << made[0].subject;
  EXPECT_EQ(first_move_due(record(key)), start + 30 * SECOND);  // the shortest grace time

  clock_.advance_millis(SECOND);  // bob's 1 s byo-yomi would have run out here
  EXPECT_TRUE(tick().empty());
  EXPECT_TRUE(record(key).active());
  clock_.advance_millis(29 * SECOND - 1);
  EXPECT_TRUE(tick().empty());

  clock_.advance_millis(1);
  auto notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].headline, "aborted: bob did not make a first move in time; unrated");
  EXPECT_EQ(notices[0].to, (std::vector<std::string>{"bob", "wanda"}));
  expect_aborted(key, "aborted: bob did not make a first move in time", bob, wanda);
  EXPECT_TRUE(tick().empty());  // decided once
}

// Before their first move a player's clock stands still: the first move costs nothing, and the
// opponent's grace time starts with it.
TEST_F(FirstMoveGraceTest, TheFirstMoversClockDoesNotRunBeforeTheirFirstMove) {
  GameKey key = timed_game(TimeControl::byoyomi(MINUTE, 3, 30 * SECOND));
  const Millis start = clock_.now_millis();
  EXPECT_EQ(first_move_due(record(key)), start + 90 * SECOND);  // main time and one period
  std::string shown = clock_text(record(key), clock_.now_millis() + 20 * SECOND);
  EXPECT_NE(shown.find("Black (bob): 1:00 + 3 x 0:30 byo-yomi; first move due within 1:10 (the "
                       "clock starts with it)\n"),
            std::string::npos)
      << shown;
  EXPECT_EQ(shown.find("(running)"), std::string::npos) << shown;

  clock_.advance_millis(80 * SECOND);  // more than the main time
  play(key, "bob", "7e-7d");
  GameRecord g = record(key);
  EXPECT_EQ(g.clock.side[BLACK], (SideTime{MINUTE, 3}));  // nothing charged
  EXPECT_EQ(first_move_due(g), clock_.now_millis() + 90 * SECOND);

  clock_.advance_millis(85 * SECOND);
  play(key, "wanda", "1c-1d");
  g = record(key);
  EXPECT_EQ(g.clock.side[WHITE], (SideTime{MINUTE, 3}));
  EXPECT_FALSE(first_move_due(g));  // both have moved: bob's clock runs now
  EXPECT_EQ(flag_of(g), clock_.now_millis() + MINUTE + 3 * 30 * SECOND);
  clock_.advance_millis(10 * SECOND);
  play(key, "bob", "6e-6d");
  EXPECT_EQ(record(key).clock.side[BLACK], (SideTime{50 * SECOND, 3}));
}

// bob moved, wanda never does: when her grace time runs out the game is aborted, and a move
// that comes after it is too late, like any move after a flag.
TEST_F(FirstMoveGraceTest, WhenOnlyTheFirstPlayerMovedTheGameIsAbortedUnrated) {
  const RatingValues bob = rating_of("bob"), wanda = rating_of("wanda");
  GameKey key = timed_game(TimeControl::byoyomi(0, 1, SECOND));
  clock_.advance_millis(5 * SECOND);
  play(key, "bob", "7e-7d");
  clock_.advance_millis(30 * SECOND);
  auto late = move(key, "wanda", "1c-1d");
  ASSERT_TRUE(late.ok()) << late.error().message;
  EXPECT_EQ(late->message,
            "aborted: wanda did not make a first move in time; unrated; the move 1c-1d came too "
            "late and was not carried out");
  expect_aborted(key, "aborted: wanda did not make a first move in time", bob, wanda);
  EXPECT_EQ(record(key).moves.size(), 1u);

  // The same, decided by the server's tick with nobody sending anything.
  GameKey ticked = timed_game(TimeControl::fischer(SECOND, 0));
  play(ticked, "bob", "7e-7d");
  clock_.advance_millis(30 * SECOND);
  auto notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].headline, "aborted: wanda did not make a first move in time; unrated");
  expect_aborted(ticked, "aborted: wanda did not make a first move in time", bob, wanda);
}

// Either player may abort before both have moved: resigning then ends the game at once, unrated,
// in or out of turn; the challenged player's resignation before their first move declines.
TEST_F(FirstMoveGraceTest, ResigningBeforeBothHaveMovedAborts) {
  const RatingValues bob = rating_of("bob"), wanda = rating_of("wanda");
  GameKey key = timed_game(TimeControl::byoyomi(0, 1, 10 * SECOND));
  play(key, "bob", "7e-7d");
  auto r = service_->resign(key, Actor::verified("bob"), "");  // out of turn: at once all the same
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->message, "bob aborted the game before both players had moved: unrated");
  expect_aborted(key, "bob aborted the game before both players had moved", bob, wanda);

  GameKey unmoved = new_game();  // the first mover aborts before anyone moved
  ASSERT_TRUE(service_->resign(unmoved, Actor::verified("bob"), "").ok());
  expect_aborted(unmoved, "bob aborted the game before both players had moved", bob, wanda);

  GameKey declined = new_game();
  play(declined, "bob", "7e-7d");
  ASSERT_TRUE(service_->resign(declined, Actor::verified("wanda"), "").ok());
  expect_aborted(declined, "wanda declined the challenge", bob, wanda);
}

// Once both have moved nothing changes: a loss on time is rated as it always was.
TEST_F(FirstMoveGraceTest, AfterBothHaveMovedALossOnTimeIsRated) {
  const RatingValues bob = rating_of("bob"), wanda = rating_of("wanda");
  GameKey key = timed_game(TimeControl::byoyomi(0, 1, SECOND));
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  clock_.advance_millis(SECOND);
  auto notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].headline, "bob ran out of time: White wins");
  GameRecord g = record(key);
  EXPECT_TRUE(g.rated);
  EXPECT_FALSE(was_aborted(g));
  EXPECT_EQ(g.result.termination, Termination::TIME);
  EXPECT_LT(std::get<0>(rating_of("bob")), std::get<0>(bob));
  EXPECT_GT(std::get<0>(rating_of("wanda")), std::get<0>(wanda));
  EXPECT_EQ(std::get<3>(rating_of("bob")), std::get<3>(bob) + 1);  // one more loss
}

// The correspondence limits abort the same way: -forfeittime before a first move, and a
// correspondence clock's days.
TEST_F(FirstMoveGraceTest, CorrespondenceLimitsBeforeAFirstMoveAbort) {
  const RatingValues bob = rating_of("bob"), wanda = rating_of("wanda");
  GameKey forfeit = new_game(VariantId::TORI, {"", 0, 3, {}});
  GameKey days = timed_game(TimeControl::correspondence(2));
  play(days, "bob", "7e-7d");
  EXPECT_EQ(first_move_due(record(days)), clock_.now_millis() + 2 * MILLIS_PER_DAY);
  clock_.advance(2 * SECONDS_PER_DAY);
  auto notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  expect_aborted(days, "aborted: wanda did not make a first move in time", bob, wanda);
  clock_.advance(SECONDS_PER_DAY);
  notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].headline, "aborted: bob did not make a first move within 3 days; unrated");
  expect_aborted(forfeit, "aborted: bob did not make a first move within 3 days", bob, wanda);
}

TEST(FirstMoveGrace, IsTheMainTimeAndOnePeriodFromHalfAMinuteToThreeMinutes) {
  EXPECT_EQ(first_move_grace(TimeControl::byoyomi(0, 1, SECOND)), 30 * SECOND);
  EXPECT_EQ(first_move_grace(TimeControl::byoyomi(MINUTE, 3, 10 * SECOND)), 70 * SECOND);
  EXPECT_EQ(first_move_grace(TimeControl::byoyomi(10 * MINUTE, 3, 30 * SECOND)), 3 * MINUTE);
  EXPECT_EQ(first_move_grace(TimeControl::fischer(MINUTE, 5 * SECOND)), MINUTE);
  EXPECT_EQ(first_move_grace(TimeControl::correspondence(3)), 3 * MILLIS_PER_DAY);
  EXPECT_FALSE(first_move_grace(TimeControl{}));
}

}  // namespace
}  // namespace tori::server::testing
