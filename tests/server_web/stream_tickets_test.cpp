// Stream tickets (docs/api.md, "Streams"): a page asks for a one-use ticket with its token and
// opens its WebSocket with ?ticket=, so that the token never shows in a URL. A ticket opens one
// stream, within a minute, on any instance sharing the database; the stream lives by the token
// the ticket was issued for (a logout ends it).
#include <filesystem>
#include <fstream>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

constexpr long long START_SECONDS = 1'790'000'000;

class StreamTickets : public WebServerTest {
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
  std::string ticket_for(const std::string& token) {
    HttpAnswer a = http()->post("/api/streams/ticket", json::object(), token);
    EXPECT_EQ(a.status, 200u) << a.body;
    EXPECT_EQ(a.json_body().value("expires_in", 0), 60) << a.body;
    return a.json_body().value("ticket", "");
  }
  std::string game_path(const json& game) {
    return "/api/games/torishogi/" + std::to_string(game["number"].get<int>());
  }
};

TEST_P(StreamTickets, ATicketOpensOneStreamAsItsUserAndNoSecond) {
  std::string bob = sign_up("bob");
  sign_up("wanda");
  std::string path = game_path(challenge(bob, "wanda"));
  std::string ticket = ticket_for(bob);
  EXPECT_EQ(ticket.size(), 64u);
  EXPECT_EQ(ticket.find(bob), std::string::npos) << "the ticket is not the token";

  WsClient first(http_port_, path + "/ws?ticket=" + ticket);
  ASSERT_TRUE(first.open()) << first.refused_body();
  EXPECT_EQ(first.read_type("state").value("type", ""), "state");
  first.send({{"op", "move"}, {"move", "7e-7d"}, {"ply", 1}, {"id", 1}});
  EXPECT_FALSE(first.read_type("ack").is_null()) << "the ticket's stream plays as bob";

  WsClient second(http_port_, path + "/ws?ticket=" + ticket);
  EXPECT_FALSE(second.open());
  EXPECT_EQ(second.refused_status(), 401u);
  EXPECT_NE(second.refused_body().find("used already"), std::string::npos) << second.refused_body();
}

TEST_P(StreamTickets, OnlyATokenGetsATicketAndOnlyAnIssuedTicketOpens) {
  HttpAnswer without = http()->post("/api/streams/ticket", json::object());
  EXPECT_EQ(without.status, 401u);
  EXPECT_EQ(without.error_code(), "unauthorized");
  WsClient made_up(http_port_, "/api/me/ws?ticket=" + std::string(64, 'a'));
  EXPECT_FALSE(made_up.open());
  EXPECT_EQ(made_up.refused_status(), 401u);
  std::string bob = sign_up("bob");
  WsClient both(http_port_, "/api/me/ws?ticket=" + ticket_for(bob) + "&token=" + bob);
  EXPECT_FALSE(both.open());
  EXPECT_EQ(both.refused_status(), 400u) << both.refused_body();
  WsClient mine(http_port_, "/api/me/ws?ticket=" + ticket_for(bob));
  EXPECT_TRUE(mine.open()) << mine.refused_body();
}

TEST_P(StreamTickets, ATicketExpiresAfterAMinute) {
  std::string bob = sign_up("bob");
  std::string kept = ticket_for(bob);
  std::string late = ticket_for(bob);
  set_clock(60);
  WsClient in_time(http_port_, "/api/me/ws?ticket=" + kept);
  EXPECT_TRUE(in_time.open()) << in_time.refused_body();
  set_clock(61);
  WsClient too_late(http_port_, "/api/me/ws?ticket=" + late);
  EXPECT_FALSE(too_late.open());
  EXPECT_EQ(too_late.refused_status(), 401u);
  EXPECT_NE(too_late.refused_body().find("expired"), std::string::npos) << too_late.refused_body();
}

TEST_P(StreamTickets, ALogoutClosesAStreamOpenedWithATicket) {
  std::string bob = sign_up("bob");
  sign_up("wanda");
  std::string path = game_path(challenge(bob, "wanda"));
  std::string unused = ticket_for(bob);
  WsClient ws(http_port_, path + "/ws?ticket=" + ticket_for(bob));
  ASSERT_TRUE(ws.open()) << ws.refused_body();
  ASSERT_EQ(http()->post("/api/logout", json::object(), bob).status, 200u);
  EXPECT_TRUE(ws.read_until([](const json&) { return false; }).is_null());
  EXPECT_EQ(ws.close_code(), 1008u);
  WsClient after(http_port_, path + "/ws?ticket=" + unused);
  EXPECT_FALSE(after.open()) << "a ticket of a revoked token opens nothing";
  EXPECT_EQ(after.refused_status(), 401u);
}

// Instances share the database and nothing else: a ticket from one opens a stream on another,
// once. PostgreSQL only: a SQLite database is one server's.
TEST_P(StreamTickets, ATicketFromOneInstanceOpensAStreamOnAnother) {
  if (GetParam() != "postgres") GTEST_SKIP() << "several instances share PostgreSQL only";
  std::string bob = sign_up("bob");
  std::string ticket = ticket_for(bob);
  ServerProcess other({"--db", database_, "--http", "127.0.0.1:0", "--http-port-file",
                       file("other-http-port"), "--clock-file", file("clock")},
                      file("other-port"));
  ASSERT_NE(other.port(), 0) << "the second tori serve did not start";
  unsigned port = 0;
  std::ifstream(file("other-http-port")) >> port;
  ASSERT_NE(port, 0u);
  WsClient there(static_cast<unsigned short>(port), "/api/me/ws?ticket=" + ticket);
  EXPECT_TRUE(there.open()) << there.refused_body();
  WsClient here(http_port_, "/api/me/ws?ticket=" + ticket);
  EXPECT_FALSE(here.open()) << "taken on the other instance, the ticket is gone here";
  EXPECT_EQ(here.refused_status(), 401u);
}

TORI_WEB_TESTS(StreamTickets);

}  // namespace
}  // namespace tori::server::web::testing
