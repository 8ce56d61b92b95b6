// `tori loadtest --http` against a real `tori serve`: players with tokens, games made over HTTP
// and played on their WebSocket streams; a short run plays and finishes games without errors.
#include "../server_line/loadtest_run.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

using line::testing::LoadtestRun;
using line::testing::number_after;
using line::testing::run_loadtest;

class LoadtestOverWeb : public WebServerTest {};

TEST_P(LoadtestOverWeb, AShortRunPlaysAndFinishesGamesWithoutErrors) {
  server_.reset();
  start_server({"--max-connections-per-address", "64"});
  LoadtestRun run = run_loadtest("--http 127.0.0.1:" + std::to_string(http_port_) +
                                 " --games 3 --seconds 1 --plies 12 --quiet");
  const std::string& output = run.output;
  EXPECT_EQ(run.status, 0) << output;
  EXPECT_EQ(number_after(output, "players"), 6) << output;
  EXPECT_GT(number_after(output, "moves"), 0) << output;
  EXPECT_GT(number_after(output, "games finished"), 0) << output;
  EXPECT_GT(number_after(output, "pushes received"), 0) << output;
  EXPECT_EQ(number_after(output, "errors"), 0) << output;
  // What was played is stored: the first game, resigned at the 12th move.
  json game = http()->get("/api/games/torishogi/101").json_body()["game"];
  EXPECT_EQ(game["result"]["termination"], "resignation") << game.dump();
  EXPECT_EQ(game["moves"].size(), 12u);
}

TORI_WEB_TESTS(LoadtestOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
