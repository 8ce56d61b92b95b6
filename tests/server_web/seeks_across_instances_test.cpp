// Seeks heard by every instance: two `tori serve` on one PostgreSQL, a lobby stream open on the
// second, and a seek made, cancelled, made again and accepted on the first, each pushed to the
// stream on the second (GET /api/lobby there always showed them; the stream once did not).
#include <fstream>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class SeeksAcrossInstances : public WebServerTest {};

bool is_seek_removed(const json& m, int id, const std::string& reason) {
  return m.value("type", "") == "seek_removed" && m.value("id", 0) == id &&
         m.value("reason", "") == reason;
}

TEST_P(SeeksAcrossInstances, ASeekMadeCancelledAndAcceptedOnOneIsPushedToTheOthersLobby) {
  if (GetParam() != "postgres") GTEST_SKIP() << "several instances share PostgreSQL only";
  std::string bob = sign_up("bob"), wanda = sign_up("wanda");
  ServerProcess other(
      {"--db", database_, "--http", "127.0.0.1:0", "--http-port-file", file("other-http-port")},
      file("other-port"));
  ASSERT_NE(other.port(), 0) << "the second tori serve did not start";
  unsigned port = 0;
  std::ifstream(file("other-http-port")) >> port;
  ASSERT_NE(port, 0u);
  WsClient there(static_cast<unsigned short>(port), "/api/lobby/ws");
  ASSERT_TRUE(there.open()) << there.refused_body();
  EXPECT_EQ(there.read().value("type", ""), "lobby");

  auto here = http();
  HttpAnswer made = here->post(
      "/api/seeks", {{"variant", "yarishogi"}, {"time", {{"kind", "correspondence"}, {"days", 3}}}},
      bob);
  ASSERT_EQ(made.status, 201u) << made.body;
  int first = made.json_body()["seek"]["id"];
  json added = there.read_type("seek_added");
  ASSERT_FALSE(added.is_null()) << "the other instance's lobby never heard of the seek";
  EXPECT_EQ(added["seek"], made.json_body()["seek"]) << "the seek as its maker was told of it";

  ASSERT_EQ(here->request("DELETE", "/api/seeks/" + std::to_string(first), "", bob).status, 200u);
  EXPECT_FALSE(
      there.read_until([&](const json& m) { return is_seek_removed(m, first, "cancelled"); })
          .is_null());

  HttpAnswer again = here->post("/api/seeks", {{"variant", "torishogi"}}, bob);
  ASSERT_EQ(again.status, 201u) << again.body;
  int second = again.json_body()["seek"]["id"];
  EXPECT_EQ(there.read_type("seek_added")["seek"]["id"], second);
  HttpAnswer taken =
      here->post("/api/seeks/" + std::to_string(second) + "/accept", json::object(), wanda);
  ASSERT_EQ(taken.status, 201u) << taken.body;
  EXPECT_FALSE(
      there.read_until([&](const json& m) { return is_seek_removed(m, second, "accepted"); })
          .is_null());
}

TORI_WEB_TESTS(SeeksAcrossInstances);

}  // namespace
}  // namespace tori::server::web::testing
