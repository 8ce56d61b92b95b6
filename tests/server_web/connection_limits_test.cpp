// The server's connections in all: a cap over every transport, within the file descriptors the
// process has; over it a connection is told so and closed, and the accept loop never spins.
#include <chrono>
#include <thread>

#include "../server_line/line_client.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class ConnectionLimits : public WebServerTest {
 protected:
  // GET /api/lobby on new connections until one is served (bounded: 2 s); the last status.
  unsigned lobby_status_once_served() {
    unsigned status = 0;
    for (int i = 0; i < 100 && status != 200u; ++i) {
      status = HttpClient(http_port_).get("/api/lobby").status;
      if (status != 200u) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return status;
  }
};

TEST_P(ConnectionLimits, TheCapCountsEveryTransportTogether) {
  restart_server_with({"--max-connections", "3", "--max-connections-per-address", "100"});
  line::testing::LineClient line_one(server_->port()), line_two(server_->port());
  ASSERT_TRUE(line_one.connected() && line_two.connected());
  EXPECT_FALSE(line_one.read_block().kind.empty());  // greeted: counted
  EXPECT_FALSE(line_two.read_block().kind.empty());
  auto held = http();
  EXPECT_EQ(held->get("/api/lobby").status, 200u);
  HttpAnswer refused = HttpClient(http_port_).get("/api/lobby");
  EXPECT_EQ(refused.status, 503u);
  EXPECT_EQ(refused.error_code(), "busy");
  EXPECT_NE(refused.body.find("the server is full"), std::string::npos) << refused.body;
  held.reset();
  // Once one closes, a new one is served (the release may take a moment to be seen).
  EXPECT_EQ(lobby_status_once_served(), 200u);
}

TEST_P(ConnectionLimits, OutOfDescriptorsTheServerRefusesWithoutSpinning) {
  descriptor_limit_ = 128;  // the cap falls to what is left beside the reserve
  restart_server_with({"--max-connections-per-address", "1000"});
  std::vector<std::unique_ptr<HttpClient>> held;
  unsigned refused = 0;
  for (int i = 0; i < 200; ++i) {
    auto c = std::make_unique<HttpClient>(http_port_);
    HttpAnswer a = c->get("/api/lobby");
    if (a.status == 200u)
      held.push_back(std::move(c));
    else if (a.status == 503u)
      ++refused;
  }
  EXPECT_GT(held.size(), 10u);
  EXPECT_GT(refused, 0u);
  EXPECT_EQ(held.size() + refused, 200u) << "every connection had an answer";
  // Holding all it can, the server is idle: it does not loop on a connection it cannot take.
  double cpu_before = server_->cpu_seconds();
  std::this_thread::sleep_for(std::chrono::seconds(1));
  EXPECT_LT(server_->cpu_seconds() - cpu_before, 0.5);
  held.clear();
  EXPECT_EQ(lobby_status_once_served(), 200u);
}

TORI_WEB_TESTS(ConnectionLimits);

}  // namespace
}  // namespace tori::server::web::testing
