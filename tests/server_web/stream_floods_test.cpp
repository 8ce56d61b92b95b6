// Messages sent to a WebSocket stream are rate-limited on every stream (--rate, --burst): on a
// game stream one over the rate is answered too_many_requests, and a flood closes any stream,
// the lobby's and a user's own too, which take no requests, with 1008.
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class StreamFloods : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    restart_server_with({"--rate", "10", "--burst", "20"});
  }
  // Sends `message` until the stream closes (at most 2,000 times), then reads to the close.
  static void flood(WsClient& stream, const std::string& message) {
    for (int i = 0; i < 2000 && stream.open(); ++i) stream.send_text(message);
    stream.read_until([](const json&) { return false; }, 10s);
  }
};

TEST_P(StreamFloods, AFloodClosesTheLobbyStream) {
  WsClient lobby(http_port_, "/api/lobby/ws");
  ASSERT_TRUE(lobby.open());
  flood(lobby, "{}");
  EXPECT_EQ(lobby.close_code(), 1008u) << lobby.last_error();
  EXPECT_EQ(http()->get("/api/lobby").status, 200u);
}

TEST_P(StreamFloods, AFloodClosesAUsersOwnStream) {
  std::string bob = sign_up("bob");
  WsClient own(http_port_, "/api/me/ws", bob);
  ASSERT_TRUE(own.open());
  flood(own, "x");
  EXPECT_EQ(own.close_code(), 1008u) << own.last_error();
}

TEST_P(StreamFloods, OnAGameStreamRequestsOverTheRateAreRefusedThenTheFloodClosed) {
  std::string bob = sign_up("bob");
  sign_up("wanda");
  json game = challenge(bob, "wanda");
  auto ws = watch("/api/games/torishogi/" + std::to_string(game["number"].get<int>()), bob);
  flood(*ws, R"({"op":"dance","id":7})");
  EXPECT_EQ(ws->close_code(), 1008u) << ws->last_error();
  bool refused_first = false;
  for (const json& m : ws->seen())
    if (m.value("code", "") == "too_many_requests" && m["id"] == 7) refused_first = true;
  EXPECT_TRUE(refused_first) << "over the rate, a request is answered before the stream closes";
  // Bad JSON counts too: it cannot be sent without end either.
  auto again = watch("/api/games/torishogi/" + std::to_string(game["number"].get<int>()), bob);
  flood(*again, "{not json");
  EXPECT_EQ(again->close_code(), 1008u) << again->last_error();
}

TORI_WEB_TESTS(StreamFloods);

}  // namespace
}  // namespace tori::server::web::testing
