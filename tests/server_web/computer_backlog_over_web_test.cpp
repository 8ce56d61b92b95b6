// What the computer owes one player is bounded (ComputerBacklog::MOST_REPLIES_OWED): a game
// against it beyond the bound is refused with 429 over HTTP and said so on the line protocol,
// while others play it as before. computer5's searches (about half a second each, one after
// another) cannot all be answered while a player makes a handful of games at once.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "../server_line/line_client.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class ComputerBacklogOverWeb : public WebServerTest {
 protected:
  HttpAnswer computer_first_game(const std::string& token) {
    return http()->post("/api/games",
                        {{"variant", "torishogi"}, {"opponent", "computer5"}, {"first", false}},
                        token);
  }
};

TEST_P(ComputerBacklogOverWeb, GamesBeyondWhatTheComputerOwesOnePlayerAreRefused) {
  std::string alice = sign_up("alice");
  std::optional<HttpAnswer> refused;
  for (int i = 0; i < 8 && !refused; ++i) {
    HttpAnswer made = computer_first_game(alice);
    if (made.status == 429u)
      refused = made;
    else
      ASSERT_EQ(made.status, 201u) << made.body;
  }
  ASSERT_TRUE(refused) << "the computer was made to owe alice a reply in every game she made";
  EXPECT_EQ(refused->error_code(), "too_many_requests");
  EXPECT_NE(refused->body.find("owes alice replies"), std::string::npos) << refused->body;

  line::testing::LineClient line_client(server_->port());
  line_client.read_block();  // hello
  line_client.command("login alice alicepwkifu77");
  auto said = line_client.command("torishogi challenge computer5 alice");
  EXPECT_TRUE(said.contains("owes alice replies")) << said.subject << said.body;

  // Another player is not held to alice's bound.
  std::string bob = sign_up("bob");
  EXPECT_EQ(computer_first_game(bob).status, 201u);
}

TORI_WEB_TESTS(ComputerBacklogOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
