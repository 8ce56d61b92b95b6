// The game clocks as the service keeps them, with a clock the test moves to the millisecond:
// main time running into byo-yomi, each move keeping the period, the flag falling exactly when
// the last period ends (decided by tick with nobody connected), a restarted server reading the
// same time, Fischer increments, correspondence days, and moves that come after the flag. A
// player's clock starts at their own first move (the first moves have a grace time, tested in
// first_move_grace_test.cpp), so most games here begin with both first moves, made at once.
#include <gtest/gtest.h>

#include "server/commands/clock_text.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

constexpr Millis SECOND = 1000;
constexpr Millis MINUTE = 60 * SECOND;

// Moves that stay legal in this order from the even Tori start: Black's first, White's second.
const std::vector<std::string> BLACK_MOVES = {"7e-7d", "6e-6d", "4e-4d", "2e-2d"};
const std::vector<std::string> WHITE_MOVES = {"1c-1d", "2c-2d", "6c-6d", "7c-7d"};

class ClockServiceTest : public ServiceFixture {
 protected:
  GameKey timed_game(const TimeControl& time) {
    return new_game(VariantId::TORI, ChallengeOptions{"", 0, 0, time});
  }
  // A timed game in which both players have made their first move at once: the clocks run from
  // here (bob's first), with each side's full time; the next moves are BLACK_MOVES[1] and on.
  GameKey started_game(const TimeControl& time) {
    GameKey key = timed_game(time);
    play(key, "bob", BLACK_MOVES[0]);
    play(key, "wanda", WHITE_MOVES[0]);
    return key;
  }
  // A player's clock as a client would be told it now.
  ClockReading reading(GameKey key, Color side) {
    return GameClock(record(key).clock).reading(side, clock_.now_millis());
  }
  SideTime stored(GameKey key, Color side) { return record(key).clock.side[side]; }
  // The next deadline as the database has it (not as the service keeps it between ticks).
  std::optional<Millis> next_deadline() {
    service_->forget_deadline();
    return kept_deadline();
  }
  std::optional<Millis> kept_deadline() {
    auto next = service_->next_deadline();
    EXPECT_TRUE(next.ok());
    return next ? *next : std::nullopt;
  }
  std::vector<Notice> tick() {
    auto notices = service_->tick();
    EXPECT_TRUE(notices.ok()) << (notices ? "" : notices.error().message);
    return notices ? *notices : std::vector<Notice>{};
  }
};

TEST_F(ClockServiceTest, MainTimeRunsOutIntoByoyomi) {
  GameKey key = started_game(TimeControl::byoyomi(MINUTE, 3, 30 * SECOND));
  clock_.advance_millis(50 * SECOND);
  play(key, "bob", BLACK_MOVES[1]);
  EXPECT_EQ(stored(key, BLACK), (SideTime{10 * SECOND, 3}));
  play(key, "wanda", WHITE_MOVES[1]);

  clock_.advance_millis(25 * SECOND);  // 10 s of main time, then 15 s into the first period
  ClockReading now = reading(key, BLACK);
  EXPECT_TRUE(now.in_byoyomi);
  EXPECT_EQ(now.main, 0);
  EXPECT_EQ(now.periods, 3);
  EXPECT_EQ(now.period_left, 15 * SECOND);
  EXPECT_NE(clock_text(record(key), clock_.now_millis())
                .find("byo-yomi: 0:15 left of this period, 3 periods left"),
            std::string::npos)
      << clock_text(record(key), clock_.now_millis());
  play(key, "bob", BLACK_MOVES[2]);
  EXPECT_EQ(stored(key, BLACK), (SideTime{0, 3}));  // the period the move was made in is kept
}

TEST_F(ClockServiceTest, EveryMoveInByoyomiStartsAFreshPeriod) {
  GameKey key = started_game(TimeControl::byoyomi(0, 1, 30 * SECOND));
  for (std::size_t i = 1; i < 4; ++i) {
    clock_.advance_millis(30 * SECOND - 1);
    play(key, "bob", BLACK_MOVES[i]);
    clock_.advance_millis(30 * SECOND - 1);
    play(key, "wanda", WHITE_MOVES[i]);
    EXPECT_TRUE(tick().empty());
  }
  EXPECT_TRUE(record(key).active());
  EXPECT_EQ(stored(key, BLACK), (SideTime{0, 1}));
  EXPECT_EQ(stored(key, WHITE), (SideTime{0, 1}));
  EXPECT_EQ(next_deadline(), clock_.now_millis() + 30 * SECOND);
}

// Between ticks the service keeps the next deadline instead of asking the database after every
// command: moves can make it early (the flag timer then ticks once for nothing), never late,
// and a tick makes it exact again.
TEST_F(ClockServiceTest, TheKeptDeadlineIsNeverLateAndATickMakesItExact) {
  const Millis start = clock_.now_millis();
  GameKey slow = started_game(TimeControl::byoyomi(0, 1, MINUTE));
  EXPECT_EQ(kept_deadline(), start + MINUTE);
  GameKey fast = started_game(TimeControl::byoyomi(0, 1, 10 * SECOND));
  EXPECT_EQ(kept_deadline(), start + 10 * SECOND);  // a new game's earlier flag is seen

  clock_.advance_millis(5 * SECOND);
  play(fast, "bob", BLACK_MOVES[1]);                // wanda's flag: start + 15 s; bob's is gone
  EXPECT_EQ(kept_deadline(), start + 10 * SECOND);  // early, not late
  EXPECT_TRUE(tick().empty());                      // the timer's tick finds nothing due ...
  EXPECT_EQ(kept_deadline(), start + 15 * SECOND);  // ... and reads the deadline again
  EXPECT_EQ(next_deadline(), start + 15 * SECOND);

  play(slow, "bob", BLACK_MOVES[1]);
  play(slow, "wanda", WHITE_MOVES[1]);
  clock_.advance_millis(SECOND);
  play(fast, "wanda", WHITE_MOVES[1]);  // bob's flag in fast: start + 16 s
  EXPECT_EQ(kept_deadline(), start + 15 * SECOND);
  EXPECT_EQ(next_deadline(), start + 16 * SECOND);
  EXPECT_TRUE(record(slow).active());
}

TEST_F(ClockServiceTest, APeriodUsedUpInFullIsGone) {
  GameKey key = started_game(TimeControl::byoyomi(0, 3, 10 * SECOND));
  clock_.advance_millis(25 * SECOND);  // two periods gone, the third running
  play(key, "bob", BLACK_MOVES[1]);
  EXPECT_EQ(stored(key, BLACK), (SideTime{0, 1}));
}

TEST_F(ClockServiceTest, TheFlagFallsExactlyWhenTheLastPeriodEnds) {
  const Millis start = clock_.now_millis();
  GameKey key = started_game(TimeControl::byoyomi(10 * SECOND, 2, 5 * SECOND));
  EXPECT_EQ(next_deadline(), start + 20 * SECOND);
  clock_.advance_millis(20 * SECOND - 1);
  EXPECT_TRUE(tick().empty());
  EXPECT_TRUE(record(key).active());
  EXPECT_EQ(reading(key, BLACK).period_left, 1);

  clock_.advance_millis(1);
  auto notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].headline, "bob ran out of time: White wins");
  EXPECT_EQ(notices[0].to, (std::vector<std::string>{"bob", "wanda"}));
  GameRecord g = record(key);
  EXPECT_EQ(g.result.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(g.result.termination, Termination::TIME);
  EXPECT_FALSE(next_deadline());  // a finished game has no flag
  EXPECT_TRUE(tick().empty());    // decided once
  EXPECT_TRUE(g.rated);
  auto standings = service_->standings(VariantId::TORI);
  ASSERT_TRUE(standings.ok());
  ASSERT_FALSE(standings->empty());
  EXPECT_EQ(standings->front().user, "wanda");
}

TEST_F(ClockServiceTest, AFlagFallsWithNobodyConnected) {
  GameKey key = started_game(TimeControl::fischer(MINUTE, 0));
  play(key, "bob", BLACK_MOVES[1]);
  // Nobody sends anything for an hour; the server's tick alone decides.
  clock_.advance(3600);
  auto notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].headline, "wanda ran out of time: Black wins");
  EXPECT_EQ(record(key).result.termination, Termination::TIME);
}

TEST_F(ClockServiceTest, ARestartedServerReadsTheSameRemainingTime) {
  GameKey key = started_game(TimeControl::byoyomi(5 * MINUTE, 3, 30 * SECOND));
  clock_.advance_millis(MINUTE + 250);
  play(key, "bob", BLACK_MOVES[1]);
  clock_.advance_millis(2 * MINUTE);
  play(key, "wanda", WHITE_MOVES[1]);
  clock_.advance_millis(30 * SECOND + 125);
  const GameRecord before = record(key);
  const std::string shown = clock_text(before, clock_.now_millis());
  const auto deadline = next_deadline();

  reopen();
  GameRecord after = record(key);
  EXPECT_EQ(after.clock, before.clock);
  EXPECT_EQ(clock_text(after, clock_.now_millis()), shown);
  EXPECT_NE(shown.find("Black (bob): 3:29.625 + 3 x 0:30 byo-yomi  (running)"), std::string::npos)
      << shown;
  EXPECT_NE(shown.find("White (wanda): 3:00 + 3 x 0:30 byo-yomi"), std::string::npos) << shown;
  EXPECT_EQ(next_deadline(), deadline);
  // Reading the game (a client reconnecting and asking) changes nothing either.
  EXPECT_EQ(record(key).clock, before.clock);
}

TEST_F(ClockServiceTest, FischerAddsTheIncrementAfterEveryMove) {
  GameKey key = started_game(TimeControl::fischer(MINUTE, 5 * SECOND));
  // The first moves cost nothing and earn the increment like any other.
  EXPECT_EQ(stored(key, BLACK).main, 65 * SECOND);
  clock_.advance_millis(10 * SECOND);
  play(key, "bob", BLACK_MOVES[1]);
  EXPECT_EQ(stored(key, BLACK).main, 60 * SECOND);
  play(key, "wanda", WHITE_MOVES[1]);
  EXPECT_EQ(stored(key, WHITE).main, 70 * SECOND);
  EXPECT_EQ(next_deadline(), clock_.now_millis() + 60 * SECOND);
  clock_.advance_millis(60 * SECOND - 1);
  play(key, "bob", BLACK_MOVES[2]);
  EXPECT_EQ(stored(key, BLACK).main, 5 * SECOND + 1);
}

TEST_F(ClockServiceTest, CorrespondenceGivesDaysForEveryMove) {
  GameKey key = started_game(TimeControl::correspondence(2));
  clock_.advance_millis(MILLIS_PER_DAY + MILLIS_PER_DAY / 2);
  play(key, "bob", BLACK_MOVES[1]);
  EXPECT_EQ(next_deadline(), clock_.now_millis() + 2 * MILLIS_PER_DAY);
  EXPECT_EQ(reading(key, WHITE).move_deadline, clock_.now_millis() + 2 * MILLIS_PER_DAY);
  clock_.advance_millis(2 * MILLIS_PER_DAY - 1);
  EXPECT_TRUE(tick().empty());
  clock_.advance_millis(1);
  auto notices = tick();
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].headline, "wanda ran out of time: Black wins");
}

TEST_F(ClockServiceTest, AMoveThatArrivesAfterTheFlagLosesOnTime) {
  GameKey key = started_game(TimeControl::byoyomi(0, 1, 10 * SECOND));
  clock_.advance_millis(10 * SECOND);  // the flag falls at this very millisecond
  auto r = move(key, "bob", BLACK_MOVES[1]);
  ASSERT_TRUE(r.ok()) << r.error().message;  // answered, and the loss is stored
  EXPECT_EQ(r->message,
            "bob ran out of time: White wins; the move 6e-6d came too late and was not carried "
            "out");
  ASSERT_EQ(r->notices.size(), 1u);
  EXPECT_EQ(r->notices[0].to, std::vector<std::string>{"wanda"});
  GameRecord g = record(key);
  EXPECT_EQ(g.moves.size(), 2u);  // the first moves only
  EXPECT_EQ(g.result.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(g.result.termination, Termination::TIME);
  EXPECT_TRUE(tick().empty());
  EXPECT_FALSE(move(key, "bob", BLACK_MOVES[1]).ok());  // the game is over
}

TEST_F(ClockServiceTest, OtherRequestsAfterTheFlagFindTheGameLostOnTime) {
  GameKey key = started_game(TimeControl::fischer(10 * SECOND, 0));
  play(key, "bob", BLACK_MOVES[1]);
  clock_.advance_millis(10 * SECOND);
  // bob resigns out of turn after wanda's flag fell: wanda lost on time first.
  auto r = service_->resign(key, Actor::verified("bob"), "");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->message,
            "wanda ran out of time: Black wins; the resignation came too late and was not "
            "carried out");
  EXPECT_EQ(record(key).result.outcome, Outcome::BLACK_WINS);
}

TEST_F(ClockServiceTest, AQueuedMovePassesThroughTheClock) {
  GameKey key = started_game(TimeControl::fischer(MINUTE, 2 * SECOND));
  const Millis black = stored(key, BLACK).main, white = stored(key, WHITE).main;
  ASSERT_TRUE(service_->queue(key, Actor::verified("wanda"), WHITE_MOVES[1], std::nullopt).ok());
  clock_.advance_millis(3 * SECOND);
  play(key, "bob", BLACK_MOVES[1]);
  GameRecord g = record(key);
  ASSERT_EQ(g.moves.size(), 4u);
  EXPECT_EQ(g.clock.side[BLACK].main, black - SECOND);
  EXPECT_EQ(g.clock.side[WHITE].main, white + 2 * SECOND);  // played at once, increment added
  EXPECT_EQ(next_deadline(), clock_.now_millis() + black - SECOND);
}

// The computer thinks on its own clock: the time its move takes is charged (but for its first
// move, free like anyone's), and a move that comes after its flag loses on time like anyone's.
class ThinkingComputer : public MoveProvider {
 public:
  ThinkingComputer(ManualClock& clock, Millis think) : clock_(clock), think_(think) {}
  std::optional<std::string> choose_move(const GameRecord& g, const LiveGame&) override {
    clock_.advance_millis(think_);
    std::string usi = WHITE_MOVES[g.moves.size() / 2];  // USI, as the engine answers
    usi.erase(usi.find('-'), 1);
    return usi;
  }

 private:
  ManualClock& clock_;
  Millis think_;
};

TEST_F(ClockServiceTest, TheComputersThinkingIsOnItsClock) {
  ASSERT_TRUE(service_->add_computer("computer").ok());
  ThinkingComputer quick(clock_, 3 * SECOND);
  service_->set_move_provider(&quick);
  auto r = service_->challenge(VariantId::TORI, "bob", "computer",
                               {"", 0, 0, TimeControl::fischer(MINUTE, 0)});
  ASSERT_TRUE(r.ok());
  play(*r->game, "bob", BLACK_MOVES[0]);
  EXPECT_EQ(record(*r->game).clock.side[WHITE].main, MINUTE);  // a first move is free
  play(*r->game, "bob", BLACK_MOVES[1]);
  EXPECT_EQ(record(*r->game).clock.side[WHITE].main, MINUTE - 3 * SECOND);

  auto late = service_->challenge(VariantId::TORI, "bob", "computer",
                                  {"", 0, 0, TimeControl::fischer(MINUTE, 0)});
  ASSERT_TRUE(late.ok());
  play(*late->game, "bob", BLACK_MOVES[0]);
  ThinkingComputer slow(clock_, 2 * MINUTE);
  service_->set_move_provider(&slow);
  auto moved = move(*late->game, "bob", BLACK_MOVES[1]);
  ASSERT_TRUE(moved.ok());
  EXPECT_NE(moved->message.find("computer ran out of time: Black wins"), std::string::npos)
      << moved->message;
  GameRecord g = record(*late->game);
  EXPECT_EQ(g.moves.size(), 3u);
  EXPECT_EQ(g.result.termination, Termination::TIME);
}

// An accepted undo restarts the clock of the side to move again, from the time it holds.
TEST_F(ClockServiceTest, AnAcceptedUndoRestartsTheProposersClock) {
  GameKey key = started_game(TimeControl::fischer(MINUTE, 0));
  clock_.advance_millis(10 * SECOND);
  play(key, "bob", BLACK_MOVES[1]);
  ASSERT_TRUE(service_->propose(key, Actor::verified("bob"), ProposalKind::UNDO, "").ok());
  clock_.advance_millis(5 * SECOND);
  ASSERT_TRUE(service_->answer(key, Actor::verified("wanda"), true, "").ok());
  GameRecord g = record(key);
  EXPECT_EQ(g.moves.size(), 2u);
  EXPECT_EQ(g.clock.to_move, BLACK);
  EXPECT_EQ(g.clock.side[BLACK].main, 50 * SECOND);  // the undone move stays paid for
  EXPECT_EQ(g.clock.side[WHITE].main, MINUTE);       // the interrupted turn is not charged
  EXPECT_EQ(next_deadline(), clock_.now_millis() + 50 * SECOND);
  play(key, "bob", BLACK_MOVES[1]);
}

TEST_F(ClockServiceTest, ImpossibleTimeControlsAreRefused) {
  for (const TimeControl& bad :
       {TimeControl::byoyomi(0, 0, 0), TimeControl::byoyomi(MINUTE, 2, 0),
        TimeControl::fischer(0, SECOND), TimeControl::correspondence(0),
        TimeControl::correspondence(366), TimeControl::byoyomi(MINUTE, 101, SECOND)}) {
    auto r = service_->challenge(VariantId::TORI, "bob", "wanda", {"", 0, 0, bad});
    ASSERT_FALSE(r.ok()) << bad.describe();
    EXPECT_EQ(r.error().message.rfind("time control: ", 0), 0u) << r.error().message;
  }
  EXPECT_TRUE(service_->games(VariantId::TORI, {}, GameQuery::Which::ALL, false)->empty());
}

// Once the challenge is answered: an unanswered untimed one expires (challenge_limits_test.cpp).
TEST_F(ClockServiceTest, UntimedGamesHaveNoDeadline) {
  GameKey key = new_game();
  ASSERT_TRUE(service_->answer_challenge(key, Actor::verified("wanda"), true, "").ok());
  play(key, "bob", BLACK_MOVES[0]);
  EXPECT_FALSE(next_deadline());
  clock_.advance(1000 * SECONDS_PER_DAY);
  EXPECT_TRUE(tick().empty());
  EXPECT_TRUE(record(key).active());
  EXPECT_EQ(clock_text(record(key), clock_.now_millis()), "");
}

}  // namespace
}  // namespace tori::server::testing
