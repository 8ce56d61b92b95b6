// Clocks kept by the server, seen through the API: two players and a spectator on a byo-yomi
// game's stream each get both clocks with every move (main time spent, then a period reset by a
// move), a reload reads the same time, and the flag falls on the server's own timer while the
// player to move does nothing; before both players have moved nobody's clock runs, and a first
// move not made in time aborts the game, unrated. The time is a file the test moves
// (--clock-file).
#include <chrono>
#include <fstream>
#include <thread>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

constexpr long long START_SECONDS = 1'700'000'000;

class ClocksOverWeb : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    set_clock(0);
    server_.reset();
    start_server({"--clock-file", file("clock"), "--tick-seconds", "0.2"});
  }
  // The server's time: START_SECONDS plus `ms`, written whole and renamed into place.
  void set_clock(long long ms) {
    {
      std::ofstream out(file("clock.partial"), std::ios::trunc);
      out << START_SECONDS + ms / 1000 << "."
          << std::string(3 - std::to_string(ms % 1000).size(), '0') << ms % 1000 << "\n";
    }
    std::filesystem::rename(file("clock.partial"), file("clock"));
  }
  static json update_with_moves(WsClient& c, std::size_t moves) {
    json m = c.read_until(
        [&](const json& m) { return m.value("type", "") == "update" && moves_after(m) == moves; });
    return m.is_null() ? m : m["game"]["clocks"];
  }
};

TEST_P(ClocksOverWeb, EveryClientSeesBothClocksFromByoyomiToTheFlag) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda"), sam = sign_up("sam");
  json time = {{"kind", "byoyomi"}, {"main_ms", 60000}, {"periods", 2}, {"period_ms", 10000}};
  HttpAnswer made = http()->post(
      "/api/games", {{"variant", "torishogi"}, {"opponent", "wanda"}, {"time", time}}, bob);
  ASSERT_EQ(made.status, 201u) << made.body;
  EXPECT_EQ(made.json_body()["game"]["time"], time);
  const std::string path = "/api/games/torishogi/101";
  // Both first moves at once: each side's clock starts at its own first move.
  ASSERT_EQ(http()->post(path + "/moves", {{"move", "7e-7d"}}, bob).status, 200u);
  ASSERT_EQ(http()->post(path + "/moves", {{"move", "1c-1d"}}, wanda).status, 200u);
  auto bob_ws = watch(path, bob), wanda_ws = watch(path, wanda), sam_ws = watch(path, sam);
  std::vector<WsClient*> everyone = {bob_ws.get(), wanda_ws.get(), sam_ws.get()};

  set_clock(5'000);  // bob thinks 5 s
  bob_ws->send({{"op", "move"}, {"move", "3d-3c"}, {"ply", 3}, {"id", 1}});
  for (WsClient* c : everyone) {
    json clocks = update_with_moves(*c, 3);
    ASSERT_TRUE(clocks.is_object()) << "no clocks after move 3";
    EXPECT_EQ(clocks["black"]["main_ms"], 55'000);
    EXPECT_EQ(clocks["white"]["main_ms"], 60'000);
    EXPECT_EQ(clocks["running"], "white");
    EXPECT_EQ(clocks["now_ms"], (START_SECONDS * 1000) + 5'000);
  }

  set_clock(5'000 + 65'000);  // wanda spends her main time and 5 s of her first period
  wanda_ws->send({{"op", "move"}, {"move", "4b-3c"}, {"ply", 4}, {"id", 2}});
  for (WsClient* c : everyone) {
    json clocks = update_with_moves(*c, 4);
    ASSERT_TRUE(clocks.is_object()) << "no clocks after move 4";
    EXPECT_EQ(clocks["white"]["main_ms"], 0);
    EXPECT_EQ(clocks["white"]["in_byoyomi"], true);
    EXPECT_EQ(clocks["white"]["periods"], 2) << "a move inside a period keeps every period";
    EXPECT_EQ(clocks["white"]["period_left_ms"], 10'000) << "the next move has a fresh period";
    EXPECT_EQ(clocks["black"]["main_ms"], 55'000);
    EXPECT_EQ(clocks["running"], "black");
  }

  // A reload (a new request, a new connection) reads the same clocks at the same moment.
  set_clock(5'000 + 65'000 + 20'000);
  json reloaded = http()->get(path).json_body()["game"]["clocks"];
  EXPECT_EQ(reloaded["black"]["main_ms"], 35'000);
  EXPECT_EQ(reloaded["white"]["periods"], 2);
  auto late_watcher = watch(path);
  EXPECT_EQ(late_watcher->seen().front()["game"]["clocks"]["black"]["main_ms"], 35'000);

  // bob has 55 s of main time and two 10 s periods: the flag falls 75 s into his turn, decided
  // by the server's timer with nobody sending anything.
  set_clock(5'000 + 65'000 + 75'000);
  for (WsClient* c : everyone) {
    json over = c->read_until([](const json& m) {
      return m.value("type", "") == "update" && !m["game"]["result"].is_null();
    });
    ASSERT_FALSE(over.is_null()) << "the flag did not fall";
    EXPECT_EQ(over["game"]["result"]["termination"], "time");
    EXPECT_EQ(over["game"]["result"]["outcome"], "white_wins");
    EXPECT_EQ(over["game"]["clocks"]["running"], nullptr);
  }
}

// Issue 40, finding 4: bob challenges wanda, who is offline, with a 1 s clock and `first: false`
// (wanda to move first). Her clock does not run before her first move; when the grace time (at
// least 30 s) runs out the game is aborted, unrated, and nobody's rating moves.
TEST_P(ClocksOverWeb, AnOfflineOpponentOnAOneSecondClockGivesNoRatedWin) {
  std::string bob = sign_up("bob");
  sign_up("wanda");  // and never seen again
  json time = {{"kind", "byoyomi"}, {"main_ms", 0}, {"periods", 1}, {"period_ms", 1000}};
  HttpAnswer made = http()->post(
      "/api/games",
      {{"variant", "torishogi"}, {"opponent", "wanda"}, {"time", time}, {"first", false}}, bob);
  ASSERT_EQ(made.status, 201u) << made.body;
  json clocks = made.json_body()["game"]["clocks"];
  EXPECT_EQ(clocks["running"], nullptr) << "no clock runs before its side's first move";
  EXPECT_EQ(clocks["first_move_due_ms"], START_SECONDS * 1000 + 30'000);
  const std::string path = "/api/games/torishogi/101";
  auto bob_ws = watch(path, bob);

  set_clock(1'000);  // wanda's 1 s would be gone: the server's timer must not end the game
  std::this_thread::sleep_for(std::chrono::seconds(1));
  json game = http()->get(path).json_body()["game"];
  EXPECT_EQ(game["active"], true) << game.dump();

  set_clock(30'000);
  json over = bob_ws->read_until([](const json& m) {
    return m.value("type", "") == "update" && !m["game"]["result"].is_null();
  });
  ASSERT_FALSE(over.is_null()) << "the game was not aborted";
  EXPECT_EQ(over["game"]["rated"], false);
  EXPECT_EQ(over["game"]["result"]["aborted"], true);
  EXPECT_EQ(over["game"]["result"]["description"],
            "aborted: wanda did not make a first move in time");
  for (const char* user : {"bob", "wanda"}) {
    json rating = http()->get(std::string("/api/users/") + user).json_body()["user"]["ratings"];
    EXPECT_EQ(rating["torishogi"]["rating"], 1500.0) << user;
    EXPECT_EQ(rating["torishogi"]["wins"], 0) << user;
    EXPECT_EQ(rating["torishogi"]["losses"], 0) << user;
    json history =
        http()->get(std::string("/api/users/") + user + "/ratings").json_body()["history"];
    EXPECT_TRUE(history["torishogi"].empty()) << user << history.dump();
  }
  // Its records tell no win either: the game was left off, not won.
  std::string kif = http()->get(path + "/record?format=kif").body;
  EXPECT_NE(kif.find("中断"), std::string::npos) << kif;
  EXPECT_EQ(kif.find("勝ち"), std::string::npos) << kif;
  std::string pgn = http()->get(path + "/record?format=pgn").body;
  EXPECT_NE(pgn.find("[Result \"*\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("did not make a first move in time"), std::string::npos) << pgn;
}

TORI_WEB_TESTS(ClocksOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
