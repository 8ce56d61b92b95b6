// `tori loadtest` against a real `tori serve`: a short run with a few games must play moves,
// finish games (resigned at --plies) and see no errors; and it says so in its exit status.
#include <gtest/gtest.h>

#include <string>

#include "line_fixture.h"
#include "loadtest_run.h"

namespace tori::server::line::testing {
namespace {

class LoadtestOverTcp : public LineServerTest {};

TEST_P(LoadtestOverTcp, AShortRunPlaysAndFinishesGamesWithoutErrors) {
  restart_server({"--max-connections-per-address", "64", "--rate", "1000", "--burst", "1000",
                  "--address-rate", "100000", "--address-burst", "100000"});
  std::string where = "--line 127.0.0.1:" + std::to_string(server_->port());
  LoadtestRun r = run_loadtest(where + " --games 3 --seconds 1 --plies 12 --quiet");
  EXPECT_EQ(r.status, 0) << r.output;
  EXPECT_GT(number_after(r.output, "moves"), 0) << r.output;
  EXPECT_GT(number_after(r.output, "games finished"), 0) << r.output;
  EXPECT_EQ(number_after(r.output, "errors"), 0) << r.output;
  EXPECT_EQ(number_after(r.output, "players"), 6) << r.output;

  // The players exist now: a second run logs them in, and the games they played are stored.
  LoadtestRun again = run_loadtest(where + " --games 3 --seconds 0.5 --plies 12 --quiet");
  EXPECT_EQ(again.status, 0) << again.output;
  auto c = connect();
  expect_ok(*c, "login load1 load-password");  // the load tester's default password
  Block history = expect_ok(*c, "torishogi history load1");
  EXPECT_TRUE(history.contains("resign")) << history.body;
}

TEST_P(LoadtestOverTcp, PlayersLoggingInOneAtATimeAllGetIn) {
  restart_server({"--max-connections-per-address", "64", "--rate", "1000", "--burst", "1000",
                  "--address-rate", "100000", "--address-burst", "100000"});
  std::string where = "--line 127.0.0.1:" + std::to_string(server_->port());
  LoadtestRun r =
      run_loadtest(where + " --games 3 --seconds 0.5 --plies 12 --logins-at-once 1 --quiet");
  EXPECT_EQ(r.status, 0) << r.output;
  EXPECT_EQ(number_after(r.output, "players"), 6) << r.output;
  EXPECT_EQ(number_after(r.output, "errors"), 0) << r.output;
}

TEST_P(LoadtestOverTcp, NoServerIsAnErrorNotAHang) {
  LoadtestRun r =
      run_loadtest("--line 127.0.0.1:1 --games 1 --seconds 1 --setup-seconds 2 --quiet");
  EXPECT_EQ(r.status, 2) << r.output;
  EXPECT_NE(r.output.find("cannot connect"), std::string::npos) << r.output;
}

TORI_LINE_TESTS(LoadtestOverTcp);

}  // namespace
}  // namespace tori::server::line::testing
