// Connections that send their requests slowly (a "slow loris"): a request's head must come whole
// within --header-seconds of its first byte, else a 408 and the connection closed; and one
// address holds at most --max-half-open-per-address connections that have not yet sent a head,
// so a few addresses cannot hold every slot of the server by trickling header lines.
#include <thread>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class SlowConnections : public WebServerTest {};

const std::string HEAD_BEGUN = "GET /api/lobby HTTP/1.1\r\nHost: t\r\n";

TEST_P(SlowConnections, AHeadTrickledPastTheDeadlineGets408) {
  restart_server_with({"--header-seconds", "0.3"});
  auto slow = http();
  ASSERT_TRUE(slow->send(HEAD_BEGUN));
  // A header line every 100 ms: the connection is never idle, but its head is never done.
  for (int i = 0; i < 10 && slow->send("X-Line-" + std::to_string(i) + ": x\r\n"); ++i)
    std::this_thread::sleep_for(100ms);
  HttpAnswer late = slow->answer();
  EXPECT_EQ(late.status, 408u) << late.body;
  EXPECT_EQ(late.error_code(), "request_timeout") << late.body;
  EXPECT_FALSE(slow->send("\r\n") && slow->answer().status != 0) << "the connection was closed";
  // A connection that says nothing at all is closed the same way.
  EXPECT_EQ(http()->answer().status, 408u);
}

TEST_P(SlowConnections, AKeptAliveConnectionMayWaitLongerThanTheDeadline) {
  restart_server_with({"--header-seconds", "0.3"});
  auto client = http();
  EXPECT_EQ(client->get("/api/lobby").status, 200u);
  std::this_thread::sleep_for(800ms);  // idle between requests: --idle-seconds applies
  EXPECT_EQ(client->get("/api/lobby").status, 200u);
  // Pipelined requests, the second's head already in hand, are served as before.
  HttpAnswer first = client->raw(HEAD_BEGUN + "\r\n" + HEAD_BEGUN + "\r\n");
  EXPECT_EQ(first.status, 200u);
  EXPECT_EQ(client->answer().status, 200u);
}

TEST_P(SlowConnections, OneAddressHoldsFewHalfOpenConnections) {
  restart_server_with({"--header-seconds", "30", "--max-half-open-per-address", "2"});
  std::vector<std::unique_ptr<HttpClient>> slow;
  for (int i = 0; i < 2; ++i) {
    slow.push_back(http());
    ASSERT_TRUE(slow.back()->send(HEAD_BEGUN));
  }
  HttpAnswer refused = http()->get("/api/lobby");
  EXPECT_EQ(refused.status, 429u) << refused.body;
  EXPECT_EQ(refused.error_code(), "too_many_requests");
  EXPECT_NE(refused.body.find("not sent a request yet"), std::string::npos) << refused.body;
  // Another address is served; so are this address's connections that have sent a request.
  EXPECT_EQ(HttpClient(http_port_, "127.0.0.2").get("/api/lobby").status, 200u);
  ASSERT_TRUE(slow.front()->send("\r\n"));
  EXPECT_EQ(slow.front()->answer().status, 200u);
  auto next = http();
  EXPECT_EQ(next->get("/api/lobby").status, 200u);
  std::this_thread::sleep_for(100ms);
  EXPECT_EQ(http()->get("/api/lobby").status, 200u) << "kept-alive connections are not half-open";
}

TORI_WEB_TESTS(SlowConnections);

}  // namespace
}  // namespace tori::server::web::testing
