// Time controls in the command language: -byoyomi=, -fischer= and -days= read into the
// challenge, malformed ones refused with what is wrong, impossible ones refused by the service,
// and the game mail showing each player's remaining time at the moment it is written.
#include <gtest/gtest.h>

#include "parser_test_support.h"
#include "server/commands/clock_text.h"
#include "server/commands/dispatcher.h"
#include "server/commands/help_text.h"
#include "server/commands/time_spec.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

constexpr Millis SECOND = 1000;
constexpr Millis MINUTE = 60 * SECOND;

TimeControl challenge_time(std::string_view line) {
  return parsed<ChallengeCommand>(line).options.time;
}

bool has(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

TEST(TimeControlCommand, ReadsByoyomiFischerAndDays) {
  EXPECT_EQ(challenge_time("torishogi challenge bob wanda -byoyomi=10m/3x30s"),
            TimeControl::byoyomi(10 * MINUTE, 3, 30 * SECOND));
  EXPECT_EQ(challenge_time("torishogi challenge bob wanda --byoyomi=0/1x30s"),
            TimeControl::byoyomi(0, 1, 30 * SECOND));
  EXPECT_EQ(challenge_time("torishogi challenge bob wanda -byoyomi=1h30m"),
            TimeControl::byoyomi(90 * MINUTE, 0, 0));  // sudden death
  EXPECT_EQ(challenge_time("yarishogi challenge bob wanda -fischer=5m/5s -nagtime=1"),
            TimeControl::fischer(5 * MINUTE, 5 * SECOND));
  EXPECT_EQ(challenge_time("torishogi challenge bob wanda -days=3"),
            TimeControl::correspondence(3));
  EXPECT_EQ(challenge_time("torishogi challenge bob wanda"), TimeControl{});
}

TEST(TimeControlCommand, MalformedSpecsSayWhatIsWrong) {
  struct Case {
    const char* line;
    const char* says;
  };
  for (const Case& c : {
           Case{"-byoyomi=10x", "main time: '10x' is not a duration"},
           Case{"-byoyomi=10", "needs a unit after 10"},
           Case{"-byoyomi=10m/3x", "period: a duration is missing"},
           Case{"-byoyomi=10m/x30s", "the number of periods is missing before 'x'"},
           Case{"-byoyomi=10m/2.5x30s", "'2.5' is not a number of periods"},
           Case{"-byoyomi=10m/3", "the periods are missing"},
           Case{"-byoyomi=30s1m", "units are h, m, s, in that order"},
           Case{"-byoyomi=9999999s", "at most 6 digits"},
           Case{"-fischer=5m", "the increment is missing"},
           Case{"-fischer=5m/", "increment: a duration is missing"},
           Case{"-days=three", "a whole number of days"},
           Case{"-days=3 -fischer=5m/5s", "one time control"},
       }) {
    std::string line = "torishogi challenge bob wanda " + std::string(c.line);
    std::string error = error_of(line);
    EXPECT_TRUE(has(error, c.says)) << line << "\n" << error;
  }
  // Every message shows the form to write.
  EXPECT_TRUE(has(error_of("torishogi challenge bob wanda -byoyomi=1q"), "e.g. 10m/3x30s"));
}

TEST(TimeControlCommand, DurationsAndTheirText) {
  EXPECT_EQ(parse_duration("0").value(), 0);
  EXPECT_EQ(parse_duration("1h2m3s").value(), 3'723'000);
  EXPECT_FALSE(parse_duration("").ok());
  EXPECT_FALSE(parse_duration("5m5m").ok());
  EXPECT_FALSE(parse_duration("-5s").ok());
  EXPECT_EQ(clock_time_text(0), "0:00");
  EXPECT_EQ(clock_time_text(9 * MINUTE + 41'250), "9:41.250");
  EXPECT_EQ(clock_time_text(65 * MINUTE), "1:05:00");
}

TEST(TimeControlCommand, HelpExplainsTheClocks) {
  std::string text = help_text(std::nullopt, {"time"});
  EXPECT_TRUE(has(text, "-byoyomi=10m/3x30s")) << text;
  EXPECT_TRUE(has(text, "-fischer=5m/5s"));
  EXPECT_TRUE(has(text, "-days=3"));
  EXPECT_FALSE(has(text, "No help on"));
  EXPECT_TRUE(has(help_text(std::nullopt, {}), "-byoyomi=main/periodsxperiod"));
}

class TimeControlMailTest : public ServiceFixture {
 protected:
  std::vector<Mail> run(std::string_view line) { return Dispatcher(*service_).run(line); }
};

TEST_F(TimeControlMailTest, ImpossibleControlsAreRefusedWithTheReason) {
  auto mails = run("torishogi challenge bob wanda -days=400");
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_TRUE(has(mails[0].subject, "time control: correspondence allows 1 to 365 days"))
      << mails[0].subject;
  mails = run("torishogi challenge bob wanda -byoyomi=0/0x30s");
  EXPECT_TRUE(has(mails[0].subject, "a game needs some time")) << mails[0].subject;
}

TEST_F(TimeControlMailTest, MailsAndShowGiveTheExactRemainingTime) {
  auto start = run("torishogi challenge bob wanda -byoyomi=10m/3x30s");
  ASSERT_FALSE(start.empty());
  EXPECT_TRUE(has(start[0].body, "begins: Black (bob) against White (wanda), 10m + 3 x 30s"))
      << start[0].body;
  EXPECT_TRUE(has(start[0].body, "Clock: 10m + 3 x 30s byo-yomi")) << start[0].body;
  // Both first moves at once: the clocks run from here (each starts at its side's first move).
  run("torishogi move 101 bob bobpwkifu77 7e-7d");
  run("torishogi move 101 wanda wandapwkifu77 1c-1d");
  clock_.advance_millis(75'500);
  auto moved = run("torishogi move 101 bob bobpwkifu77 6e-6d");
  ASSERT_FALSE(moved.empty());
  EXPECT_TRUE(has(moved[0].body, "Black (bob): 8:44.500 + 3 x 0:30 byo-yomi\n")) << moved[0].body;
  EXPECT_TRUE(has(moved[0].body, "White (wanda): 10:00 + 3 x 0:30 byo-yomi  (running)"))
      << moved[0].body;
  // show reads the clock at the moment it is asked.
  clock_.advance_millis(10 * MINUTE + 12'000);
  auto shown = run("torishogi show 101");
  ASSERT_EQ(shown.size(), 1u);
  EXPECT_TRUE(has(
      shown[0].body,
      "White (wanda): byo-yomi: 0:18 left of this period, 3 periods left counting it  (running)"))
      << shown[0].body;
}

TEST_F(TimeControlMailTest, ALossOnTimeShowsWhoseTimeRanOut) {
  run("torishogi challenge bob wanda -fischer=1m/0");
  run("torishogi move 101 bob bobpwkifu77 7e-7d");
  run("torishogi move 101 wanda wandapwkifu77 1c-1d");  // both have moved: bob's clock runs
  clock_.advance_millis(MINUTE);
  auto mails = Dispatcher(*service_).tick();
  ASSERT_EQ(mails.size(), 2u);
  EXPECT_TRUE(has(mails[0].subject, "bob ran out of time: White wins")) << mails[0].subject;
  EXPECT_TRUE(has(mails[0].body, "Black (bob): out of time")) << mails[0].body;
  EXPECT_TRUE(has(mails[0].body, "Game over: Black ran out of time; White wins")) << mails[0].body;
}

}  // namespace
}  // namespace tori::server::testing
