// What the end-to-end tests of `tori serve` share: a temporary directory, the database (a test
// parameter, see test_databases.h), a clock file the test moves, and the server binary running
// on it; clients connect to it over loopback.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "line_client.h"
#include "server_process.h"
#include "test_databases.h"

namespace tori::server::line::testing {

constexpr long long START_TIME = 1'700'000'000;  // the clock file's time when a test starts
constexpr long long DAY = 86'400;

class LineServerTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    std::random_device seed;
    dir_ = std::filesystem::temp_directory_path() /
           ("tori-line-test-" + std::to_string(seed()) + std::to_string(seed()));
    std::filesystem::create_directories(dir_);
    auto database = database_for(GetParam(), file("server.db"));
    if (!database) GTEST_SKIP() << tori::server::testing::NO_POSTGRES_SERVER;
    database_ = *database;
    set_clock(START_TIME);
    start_server();
  }
  void TearDown() override {
    server_.reset();
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }

  std::string file(const std::string& name) const { return (dir_ / name).string(); }

  // Extra options, for tests of the limits; the clock ticks every tick_seconds_ (0.2 s) so that
  // forfeits come soon after the test moves the clock.
  void start_server(std::vector<std::string> extra = {}) {
    std::vector<std::string> args = {"--db",        database_,        "--clock-file",
                                     file("clock"), "--tick-seconds", tick_seconds_};
    args.insert(args.end(), extra.begin(), extra.end());
    server_ = std::make_unique<ServerProcess>(args, file("port"));
    ASSERT_NE(server_->port(), 0) << "tori serve did not start";
  }
  void restart_server(std::vector<std::string> extra = {}) {
    server_.reset();
    start_server(std::move(extra));
  }

  // Written whole and renamed into place: the server never reads half a number.
  void set_clock(long long seconds) {
    {
      std::ofstream out(file("clock.partial"), std::ios::trunc);
      out << seconds << "\n";
    }
    std::filesystem::rename(file("clock.partial"), file("clock"));
  }

  // A client that has read the greeting.
  std::unique_ptr<LineClient> connect() {
    auto c = std::make_unique<LineClient>(server_->port());
    EXPECT_TRUE(c->connected());
    Block hello = c->read_block();
    EXPECT_EQ(hello.kind, "hello");
    return c;
  }
  // A client logged in as `user` (password user + "pwkifu77"), signed up first if asked.
  std::unique_ptr<LineClient> player(const std::string& user, bool sign_up = true) {
    auto c = connect();
    if (sign_up) expect_ok(*c, "signup " + user + " " + user + "pwkifu77");
    expect_ok(*c, "login " + user + " " + user + "pwkifu77");
    return c;
  }
  static Block expect_ok(LineClient& c, const std::string& line) {
    Block b = c.command(line);
    EXPECT_EQ(b.kind, "reply") << line;
    EXPECT_FALSE(b.subject.starts_with("Error")) << line << "\n" << b.subject << "\n" << b.body;
    return b;
  }
  static Block expect_error(LineClient& c, const std::string& line, const std::string& text) {
    Block b = c.command(line);
    EXPECT_EQ(b.kind, "reply") << line;
    EXPECT_TRUE(b.subject.starts_with("Error")) << line << "\n" << b.subject;
    EXPECT_TRUE(b.contains(text)) << line << "\nexpected: " << text << "\n"
                                  << b.subject << "\n"
                                  << b.body;
    return b;
  }

  std::filesystem::path dir_;
  std::string database_;
  std::string tick_seconds_ = "0.2";  // "0": no periodic tick, only the flag timer
  std::unique_ptr<ServerProcess> server_;
};

// bob and wanda, signed up and logged in, each on a connection of their own.
class TwoPlayersTest : public LineServerTest {
 protected:
  void SetUp() override {
    LineServerTest::SetUp();
    if (IsSkipped()) return;  // no PostgreSQL server here
    bob_ = player("bob");
    wanda_ = player("wanda");
  }
  std::unique_ptr<LineClient> bob_, wanda_;
};

// Every test file instantiates its tests for each database with this.
#define TORI_LINE_TESTS(Suite) \
  INSTANTIATE_TEST_SUITE_P(Databases, Suite, ::testing::ValuesIn(database_kinds()))

}  // namespace tori::server::line::testing
