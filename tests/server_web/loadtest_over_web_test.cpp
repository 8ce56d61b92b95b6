// `tori loadtest --http` against a real `tori serve`: players with tokens, games made over HTTP
// and played on their WebSocket streams; a short run plays and finishes games without errors.
#include <future>

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
  // A fast server finishes a game of 12 moves in a few milliseconds, and each new game is a
  // challenge by the same user on the same connection: more than the 10 a second each may send.
  start_server({"--max-connections-per-address", "64", "--address-rate", "100000",
                "--address-burst", "100000", "--rate", "1000", "--burst", "1000", "--user-rate",
                "1000", "--user-burst", "1000"});
  LoadtestRun run = run_loadtest("--http 127.0.0.1:" + std::to_string(http_port_) +
                                 " --games 3 --seconds 1 --plies 12 --quiet");
  const std::string& output = run.output;
  EXPECT_EQ(run.status, 0) << output;
  EXPECT_EQ(number_after(output, "players"), 6) << output;
  EXPECT_GT(number_after(output, "moves"), 0) << output;
  EXPECT_GT(number_after(output, "games finished"), 0) << output;
  EXPECT_GT(number_after(output, "pushes received"), 0) << output;
  EXPECT_EQ(number_after(output, "errors"), 0) << output;
  // What was played is stored: every game the run finished, each resigned at the 12th move (or
  // mated before it). Which games those are depends on the machine's speed: a game whose 12th
  // move lands after the run's end is left unfinished, so no game is named here.
  // Every page: a fast server finishes more games in a second than one page holds.
  std::vector<json> finished;
  for (const char* black : {"load1", "load3", "load5"}) {
    std::string page =
        std::string("/api/users/") + black + "/games?which=finished&variant=torishogi&limit=200";
    for (std::string before;;) {
      json body = http()->get(page + before).json_body();
      for (const json& game : body["games"]) finished.push_back(game);
      if (body["next_before"].is_null()) break;
      before = "&before=" + std::to_string(body["next_before"].get<int>());
    }
  }
  for (const json& game : finished) {
    if (game["result"]["termination"] == "resignation")
      EXPECT_EQ(game["move_number"], 13) << game.dump();
    else
      EXPECT_EQ(game["result"]["termination"], "checkmate") << game.dump();
  }
  EXPECT_EQ(int(finished.size()), number_after(output, "games finished")) << output;
}

// Several I/O threads: each connection's handlers on its own strand, the service on its own
// thread. Both transports' players at once, over four of them, play and finish their games
// without an error, and what they were told is what was stored.
TEST_P(LoadtestOverWeb, BothTransportsAtOnceOverSeveralIoThreads) {
  server_.reset();
  start_server({"--io-threads", "4", "--max-connections-per-address", "64", "--address-rate",
                "100000", "--address-burst", "100000", "--rate", "1000", "--burst", "1000",
                "--user-rate", "1000", "--user-burst", "1000", "--signups-per-hour", "100"});
  const std::string common = " --games 4 --seconds 1 --plies 30 --quiet --prefix ";
  auto web = std::async(std::launch::async, [&] {
    return run_loadtest("--http 127.0.0.1:" + std::to_string(http_port_) + common + "web");
  });
  auto line = std::async(std::launch::async, [&] {
    return run_loadtest("--line 127.0.0.1:" + std::to_string(server_->port()) + common + "line");
  });
  for (const LoadtestRun& run : {web.get(), line.get()}) {
    EXPECT_EQ(run.status, 0) << run.output;
    EXPECT_GT(number_after(run.output, "games finished"), 0) << run.output;
    EXPECT_EQ(number_after(run.output, "errors"), 0) << run.output;
  }
  // Each finished game was resigned at its 30th move (or mated before it), as stored.
  for (const char* black : {"web1", "line1"}) {
    json games = http()
                     ->get(std::string("/api/users/") + black + "/games?which=finished&limit=200")
                     .json_body()["games"];
    EXPECT_FALSE(games.empty()) << black;
    for (const json& game : games) {
      if (game["result"]["termination"] == "resignation") {
        EXPECT_EQ(game["move_number"], 31) << game.dump();
      }
    }
  }
}

// The warm-up is played and stored but not counted: the games begin together, a burst a server
// meets once. Every move stored but a last one per game in flight at the end (not counted
// either) was played in the warm-up.
TEST_P(LoadtestOverWeb, TheWarmUpIsPlayedButNotCounted) {
  server_.reset();
  start_server({"--max-connections-per-address", "64", "--address-rate", "100000",
                "--address-burst", "100000"});
  LoadtestRun run = run_loadtest("--http 127.0.0.1:" + std::to_string(http_port_) +
                                 " --games 2 --warmup 1 --seconds 0.5 --plies 60");
  const std::string& output = run.output;
  EXPECT_EQ(run.status, 0) << output;
  EXPECT_NE(output.find("warm-up"), std::string::npos) << output;
  const int counted = number_after(output, "moves");
  EXPECT_GT(counted, 0) << output;
  int stored = 0;
  for (const char* black : {"load1", "load3"}) {
    json games = http()->get(std::string("/api/users/") + black + "/games").json_body()["games"];
    for (const json& g : games) stored += g["move_number"].get<int>() - 1;
  }
  EXPECT_GT(stored - counted, 2) << output << "stored: " << stored;
}

TORI_WEB_TESTS(LoadtestOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
