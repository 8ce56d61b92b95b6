// FileClock: the time another process writes into a file, read on every call; anything that is
// not a plain number reads as the system clock.
#include <gtest/gtest.h>

#include <fstream>

#include "server/records/clock.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

void write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

TEST(FileClockTest, ReadsTheFileAfreshOnEveryCall) {
  TempDir dir;
  FileClock clock(dir.file("now"));
  write(dir.file("now"), "1700000000\n");
  EXPECT_EQ(clock.now(), 1'700'000'000);
  write(dir.file("now"), "1700086400");
  EXPECT_EQ(clock.now(), 1'700'086'400);
}

TEST(FileClockTest, FallsBackToTheSystemClockWhenTheFileIsMissingOrMalformed) {
  TempDir dir;
  FileClock clock(dir.file("now"));
  SystemClock system;
  for (const char* text : {"", "soon", "12x", "99999999999999999999999"}) {
    if (*text) write(dir.file("now"), text);
    EXPECT_GE(clock.now(), system.now() - 5) << "file: '" << text << "'";
  }
}

}  // namespace
}  // namespace tori::server::testing

namespace tori::server::testing {
namespace {

TEST(FileClockTest, ReadsMillisecondsFromFractionalSeconds) {
  TempDir dir;
  FileClock clock(dir.file("now"));
  write(dir.file("now"), "1700000000.250\n");
  EXPECT_EQ(clock.now_millis(), 1'700'000'000'250);
  EXPECT_EQ(clock.now(), 1'700'000'000);
  write(dir.file("now"), "1700000000.5");
  EXPECT_EQ(clock.now_millis(), 1'700'000'000'500);
  write(dir.file("now"), "1700000001");
  EXPECT_EQ(clock.now_millis(), 1'700'000'001'000);
  SystemClock system;
  for (const char* text : {"1700000000.", "1700000000.2500", "1700000000.2x", ".5"}) {
    write(dir.file("now"), text);
    EXPECT_GE(clock.now_millis(), system.now_millis() - 5000) << "file: '" << text << "'";
  }
}

TEST(ManualClockTest, KeepsMillisecondsAndTheSecondsAgree) {
  ManualClock clock(1'700'000'000);
  EXPECT_EQ(clock.now_millis(), 1'700'000'000'000);
  clock.advance_millis(1'999);
  EXPECT_EQ(clock.now(), 1'700'000'001);
  EXPECT_EQ(clock.now_millis(), 1'700'000'001'999);
  clock.advance(2);
  EXPECT_EQ(clock.now_millis(), 1'700'000'003'999);
  clock.set_millis(5'500);
  EXPECT_EQ(clock.now(), 5);
  clock.set(7);
  EXPECT_EQ(clock.now_millis(), 7'000);
}

}  // namespace
}  // namespace tori::server::testing
