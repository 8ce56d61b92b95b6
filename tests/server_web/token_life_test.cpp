// Tokens that die: unused for thirty days a token expires (each use renews it), and a stream
// opened with a token closes once the token is revoked or expired, whatever it was doing.
#include <filesystem>
#include <fstream>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

constexpr long long START_SECONDS = 1'790'000'000;
constexpr long long DAY = 86'400;

class TokenLife : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    set_clock(0);
    restart_server_with({"--clock-file", file("clock"), "--token-recheck-seconds", "0.2"});
  }
  void set_clock(long long seconds) {
    { std::ofstream(file("clock.partial"), std::ios::trunc) << START_SECONDS + seconds << "\n"; }
    std::filesystem::rename(file("clock.partial"), file("clock"));
  }
};

TEST_P(TokenLife, AnUnusedTokenExpiresAndUseRenewsIt) {
  std::string bob = sign_up("bob");
  set_clock(29 * DAY);
  EXPECT_EQ(http()->get("/api/me", bob).status, 200u);
  set_clock(58 * DAY);  // 29 days after its last use
  EXPECT_EQ(http()->get("/api/me", bob).status, 200u);
  set_clock(89 * DAY);  // 31 days after its last use
  HttpAnswer expired = http()->get("/api/me", bob);
  EXPECT_EQ(expired.status, 401u);
  EXPECT_EQ(expired.error_code(), "unauthorized");
  set_clock(89 * DAY + 1);
  EXPECT_EQ(http()->get("/api/me", bob).status, 401u) << "an expired token stays dead";
}

TEST_P(TokenLife, ALogoutClosesTheStreamsOfThatToken) {
  std::string bob = sign_up("bob");
  sign_up("wanda");
  json game = challenge(bob, "wanda");
  std::string path = "/api/games/torishogi/" + std::to_string(game["number"].get<int>());
  auto watching = watch(path, bob);
  auto acting = watch(path, bob);
  ASSERT_EQ(http()->post("/api/logout", json::object(), bob).status, 200u);
  // The stream that only watches is closed by its next check of the token.
  EXPECT_TRUE(watching->read_until([](const json&) { return false; }).is_null());
  EXPECT_EQ(watching->close_code(), 1008u);
  // The other one's move (if it is read before the check) is refused the same way.
  acting->send({{"op", "move"}, {"move", "3d-3c"}, {"id", 1}});
  EXPECT_TRUE(
      acting->read_until([](const json& m) { return m.value("type", "") == "ack"; }).is_null());
  EXPECT_EQ(acting->close_code(), 1008u);
  EXPECT_EQ(http()->get(path).json_body()["game"]["moves"].size(), 0u);
}

// A stream reads its token again before a request only once a token has been revoked on this
// server: a logout here stops the next move at once, long before the periodic check.
TEST_P(TokenLife, ALogoutHereStopsTheStreamsNextRequestBeforeAnyPeriodicCheck) {
  restart_server_with({"--clock-file", file("clock"), "--token-recheck-seconds", "3600"});
  std::string bob = sign_up("bob");
  std::string wanda = sign_up("wanda");
  json game = challenge(bob, "wanda");
  std::string path = "/api/games/torishogi/" + std::to_string(game["number"].get<int>());
  auto acting = watch(path, bob);
  acting->send({{"op", "move"}, {"move", "7e-7d"}, {"ply", 1}, {"id", 1}});
  EXPECT_FALSE(acting->read_type("ack").is_null()) << "a first move before any revocation";
  ASSERT_EQ(http()->post("/api/logout", json::object(), wanda).status, 200u);  // not bob's token
  auto wanda_again = http()->post("/api/login", {{"user", "wanda"}, {"password", "wandapwkifu77"}});
  ASSERT_EQ(wanda_again.status, 200u) << wanda_again.body;
  std::string wanda2 = wanda_again.json_body()["token"];
  ASSERT_EQ(http()->post(path + "/moves", {{"move", "1c-1d"}}, wanda2).status, 200u);
  acting->send({{"op", "move"}, {"move", "6e-6d"}, {"ply", 3}, {"id", 2}});
  EXPECT_FALSE(acting->read_type("ack").is_null()) << "another user's logout ends no stream";
  ASSERT_EQ(http()->post(path + "/moves", {{"move", "2c-2d"}}, wanda2).status, 200u);
  ASSERT_EQ(http()->post("/api/logout", json::object(), bob).status, 200u);
  acting->send({{"op", "move"}, {"move", "5e-5d"}, {"ply", 5}, {"id", 3}});
  EXPECT_TRUE(
      acting->read_until([](const json& m) { return m.value("type", "") == "ack"; }).is_null());
  EXPECT_EQ(acting->close_code(), 1008u);
  EXPECT_EQ(http()->get(path).json_body()["game"]["moves"].size(), 4u);
}

TEST_P(TokenLife, AnExpiredTokenClosesItsStream) {
  std::string bob = sign_up("bob");
  sign_up("wanda");
  json game = challenge(bob, "wanda");
  auto ws = watch("/api/games/torishogi/" + std::to_string(game["number"].get<int>()), bob);
  set_clock(31 * DAY);
  EXPECT_TRUE(ws->read_until([](const json&) { return false; }).is_null());
  EXPECT_EQ(ws->close_code(), 1008u);
}

TORI_WEB_TESTS(TokenLife);

}  // namespace
}  // namespace tori::server::web::testing
