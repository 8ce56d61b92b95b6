// A resignation made out of turn waits for its player's turn (resign_pending) and may be taken
// back before then (POST .../withdraw, or the stream's "withdraw"): the game goes on.
#include <gtest/gtest.h>

#include <string>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class WithdrawnResignation : public WebServerTest {};

TEST_P(WithdrawnResignation, AResignationOutOfTurnIsTakenBack) {
  std::string bob = sign_up("bob"), wanda = sign_up("wanda");
  json game = challenge(bob, "wanda");
  const std::string path = "/api/games/torishogi/" + std::to_string(game["number"].get<int>());
  auto client = http();
  for (const auto& [token, move] : {std::pair{bob, "3d-3c"}, {wanda, "4b-3c"}, {bob, "Sw*3d"}})
    ASSERT_EQ(client->post(path + "/moves", {{"move", move}}, token).status, 200u);
  // Wanda to move: bob's resignation waits for his turn.
  EXPECT_EQ(client->post(path + "/withdraw", json::object(), bob).error_code(), "refused");
  HttpAnswer resigned = client->post(path + "/resign", json::object(), bob);
  ASSERT_EQ(resigned.status, 200u) << resigned.body;
  EXPECT_EQ(resigned.json_body()["game"]["resign_pending"]["black"], true);
  EXPECT_EQ(client->post(path + "/withdraw", json::object(), wanda).error_code(), "refused");
  HttpAnswer withdrawn = client->post(path + "/withdraw", json::object(), bob);
  ASSERT_EQ(withdrawn.status, 200u) << withdrawn.body;
  EXPECT_EQ(withdrawn.json_body()["game"]["resign_pending"]["black"], false);
  ASSERT_EQ(client->post(path + "/moves", {{"move", "Sw*1f"}}, wanda).status, 200u);
  json after = client->get(path).json_body()["game"];
  EXPECT_TRUE(after["active"].get<bool>()) << after.dump();
  EXPECT_EQ(after["moves"].size(), 4u);
}

TORI_WEB_TESTS(WithdrawnResignation);

}  // namespace
}  // namespace tori::server::web::testing
