// A game against the computer in which the computer moves first (the player chose to move
// second): its first move comes unprompted, as every later one does.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class ComputerFirstOverWeb : public WebServerTest {};

TEST_P(ComputerFirstOverWeb, TheComputerMovingFirstMakesItsFirstMove) {
  std::string alice = sign_up("alice");
  HttpAnswer made = http()->post(
      "/api/games", {{"variant", "torishogi"}, {"opponent", "computer1"}, {"first", false}}, alice);
  ASSERT_EQ(made.status, 201u) << made.body;
  json game = made.json_body()["game"];
  EXPECT_EQ(game["players"]["black"], "computer1");
  const std::string path = "/api/games/torishogi/" + std::to_string(game["number"].get<int>());
  std::size_t moves = 0;
  for (int tries = 0; tries < 100 && moves == 0; ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    moves = http()->get(path).json_body()["game"]["moves"].size();
  }
  EXPECT_EQ(moves, 1u) << "the computer never made its first move";
}

TORI_WEB_TESTS(ComputerFirstOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
