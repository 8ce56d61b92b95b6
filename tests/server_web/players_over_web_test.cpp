// Finding players (docs/api.md, "Players"): a search by the start of a userid, without regard to
// case; who is online (a request with a token or an open stream in the last five minutes, on
// any instance); and a user's games filtered by rated and by result from their side, with dates.
#include <filesystem>
#include <fstream>
#include <set>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

constexpr long long START_SECONDS = 1'790'000'000;

class PlayersOverWeb : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    set_clock(0);
    restart_server_with({"--clock-file", file("clock")});
  }
  void set_clock(long long seconds) {
    { std::ofstream(file("clock.partial"), std::ios::trunc) << START_SECONDS + seconds << "\n"; }
    std::filesystem::rename(file("clock.partial"), file("clock"));
  }
  static std::vector<std::string> ids(const json& users) {
    std::vector<std::string> out;
    for (const json& u : users) out.push_back(u.value("id", ""));
    return out;
  }
  std::vector<std::string> online() {
    HttpAnswer a = http()->get("/api/users/online");
    EXPECT_EQ(a.status, 200u) << a.body;
    return ids(a.json_body()["users"]);
  }
  std::string path_of(const json& game) {
    return "/api/games/torishogi/" + std::to_string(game["number"].get<int>());
  }
};

TEST_P(PlayersOverWeb, ASearchFindsUsersByTheStartOfTheirNameWhateverTheCase) {
  for (const char* user : {"alice", "Alan", "al_x", "alxbert", "bob"}) sign_up(user);
  HttpAnswer a = http()->get("/api/users?prefix=AL");
  ASSERT_EQ(a.status, 200u) << a.body;
  std::vector<std::string> found = ids(a.json_body()["users"]);
  EXPECT_EQ(std::set<std::string>(found.begin(), found.end()),
            (std::set<std::string>{"al_x", "Alan", "alice", "alxbert"}));
  // By id without regard to case ('_' is left out: where it sorts depends on the collation).
  std::erase(found, "al_x");
  EXPECT_EQ(found, (std::vector<std::string>{"Alan", "alice", "alxbert"}));
  EXPECT_TRUE(a.json_body()["users"][0]["ratings"].contains("torishogi")) << a.body;
  // '_' is a letter of the name here, not a wildcard.
  EXPECT_EQ(ids(http()->get("/api/users?prefix=al_").json_body()["users"]),
            (std::vector<std::string>{"al_x"}));
  EXPECT_EQ(ids(http()->get("/api/users?prefix=al&limit=2").json_body()["users"]).size(), 2u);
  EXPECT_TRUE(http()->get("/api/users?prefix=zz").json_body()["users"].empty());
  EXPECT_EQ(http()->get("/api/users").status, 400u);
  EXPECT_EQ(http()->get("/api/users?prefix=al&limit=0").status, 400u);
}

TEST_P(PlayersOverWeb, WhoIsOnlineIsWhoUsedTheApiOrAStreamInTheLastFiveMinutes) {
  std::string bob = sign_up("bob");
  std::string wanda = sign_up("wanda");
  sign_up("carol");
  set_clock(1000);  // their signups are long past
  EXPECT_TRUE(online().empty());
  ASSERT_EQ(http()->get("/api/me", bob).status, 200u);
  EXPECT_EQ(online(), (std::vector<std::string>{"bob"}));
  WsClient stream(http_port_, "/api/me/ws?token=" + wanda);
  ASSERT_TRUE(stream.open());
  EXPECT_EQ(online().size(), 2u);
  set_clock(1000 + 301);
  EXPECT_TRUE(online().empty()) << "five minutes without a request or a check of the stream";
}

TEST_P(PlayersOverWeb, AUsersGamesFilteredByRatedAndResultWithDates) {
  std::string bob = sign_up("bob");
  std::string wanda = sign_up("wanda");
  // bob wins a rated game (wanda resigns on her turn) and loses an unrated one (he resigns on
  // his); a third goes on.
  auto move = [&](const json& game, const std::string& token, const std::string& m) {
    HttpAnswer a = http()->post(path_of(game) + "/moves", {{"move", m}}, token);
    EXPECT_EQ(a.status, 200u) << m << ": " << a.body;
  };
  json won = challenge(bob, "wanda");
  move(won, bob, "7e-7d");
  move(won, wanda, "1c-1d");
  move(won, bob, "6e-6d");
  set_clock(100);
  ASSERT_EQ(http()->post(path_of(won) + "/resign", json::object(), wanda).status, 200u);
  json ongoing = challenge(bob, "wanda");
  HttpAnswer casual = http()->post(
      "/api/games", {{"variant", "torishogi"}, {"opponent", "wanda"}, {"rated", false}}, bob);
  ASSERT_EQ(casual.status, 201u) << casual.body;
  json unrated = casual.json_body()["game"];
  move(unrated, bob, "7e-7d");
  move(unrated, wanda, "1c-1d");
  set_clock(200);
  ASSERT_EQ(http()->post(path_of(unrated) + "/resign", json::object(), bob).status, 200u);

  auto numbers = [&](const std::string& query) {
    HttpAnswer a = http()->get("/api/users/bob/games?" + query);
    EXPECT_EQ(a.status, 200u) << a.body;
    std::vector<int> out;
    const json body = a.json_body();
    for (const json& g : body["games"]) out.push_back(g["number"].get<int>());
    return out;
  };
  int w = won["number"], l = unrated["number"], open = ongoing["number"];
  EXPECT_EQ(numbers("result=win"), std::vector<int>{w});
  EXPECT_EQ(numbers("result=loss"), std::vector<int>{l});
  EXPECT_TRUE(numbers("result=draw").empty());
  EXPECT_EQ(numbers("rated=false"), std::vector<int>{l});
  EXPECT_EQ(numbers("rated=true"), (std::vector<int>{open, w}));
  EXPECT_EQ(numbers("rated=true&result=loss"), std::vector<int>{});
  EXPECT_EQ(http()->get("/api/users/wanda/games?result=loss").json_body()["games"][0]["number"], w)
      << "from the user's own side";
  EXPECT_EQ(http()->get("/api/users/bob/games?result=won").status, 400u);
  EXPECT_EQ(http()->get("/api/users/bob/games?rated=yes").status, 400u);

  json games = http()->get("/api/users/bob/games").json_body()["games"];
  for (const json& g : games) {
    EXPECT_EQ(g["started"], g["created"]);
    if (g["number"] == w) {
      EXPECT_EQ(g["ended"], START_SECONDS + 100);
    } else if (g["number"] == l) {
      EXPECT_EQ(g["ended"], START_SECONDS + 200);
    } else {
      EXPECT_TRUE(g["ended"].is_null());
    }
  }
}

TORI_WEB_TESTS(PlayersOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
