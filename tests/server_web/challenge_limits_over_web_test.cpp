// Issue 65 over HTTP: challenges waiting for an answer are bounded (the challenger's own bound
// answers 429, the challenged player's 409), the challenged player can still play; and a login
// to a signed-off account answers 403 `account_closed` (it answered 500 `internal`), and a
// clear refusal on the line protocol.
#include <string>

#include "../server_line/line_client.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class ChallengeLimitsOverWeb : public WebServerTest {
 protected:
  HttpAnswer challenge_answer(const std::string& token, const std::string& opponent) {
    return http()->post("/api/games", {{"variant", "torishogi"}, {"opponent", opponent}}, token);
  }
};

TEST_P(ChallengeLimitsOverWeb, AChallengersWaitingChallengesAreBoundedWith429) {
  std::string mallory = sign_up("mallory");
  std::string wanda = sign_up("wanda");
  for (int i = 0; i < 10; ++i) {
    HttpAnswer made = challenge_answer(mallory, "wanda");
    ASSERT_EQ(made.status, 201u) << i << ": " << made.body;
  }
  HttpAnswer refused = challenge_answer(mallory, "wanda");
  EXPECT_EQ(refused.status, 429u) << refused.body;
  EXPECT_EQ(refused.error_code(), "too_many_requests") << refused.body;
  EXPECT_NE(refused.body.find("wait for an answer"), std::string::npos) << refused.body;
  // wanda, whom the challenges wait for, still plays.
  sign_up("bob");
  EXPECT_EQ(challenge_answer(wanda, "bob").status, 201u);
}

TEST_P(ChallengeLimitsOverWeb, AChallengedPlayersWaitingChallengesAreBoundedWith409) {
  std::string wanda = sign_up("wanda");
  for (int s = 0; s < 3; ++s) {
    std::string stranger = sign_up("stranger" + std::to_string(s));
    for (int i = 0; i < 10; ++i) ASSERT_EQ(challenge_answer(stranger, "wanda").status, 201u);
  }
  std::string bob = sign_up("bob");
  HttpAnswer refused = challenge_answer(bob, "wanda");
  EXPECT_EQ(refused.status, 409u) << refused.body;
  EXPECT_EQ(refused.error_code(), "refused") << refused.body;
  EXPECT_EQ(challenge_answer(wanda, "bob").status, 201u);
}

TEST_P(ChallengeLimitsOverWeb, ALoginToASignedOffAccountIsRefusedAsClosed) {
  sign_up("bob");
  line::testing::LineClient line_client(server_->port());
  line_client.read_block();  // hello
  line::testing::Block gone = line_client.command("signoff bob bobpwkifu77");
  ASSERT_FALSE(gone.subject.starts_with("Error")) << gone.subject;
  HttpAnswer closed = http()->post("/api/login", {{"user", "bob"}, {"password", "bobpwkifu77"}});
  EXPECT_EQ(closed.status, 403u) << closed.body;
  EXPECT_EQ(closed.error_code(), "account_closed") << closed.body;
  EXPECT_NE(closed.body.find("closed"), std::string::npos) << closed.body;
  // A wrong password says nothing of the account.
  HttpAnswer wrong = http()->post("/api/login", {{"user", "bob"}, {"password", "notbobs-pw1"}});
  EXPECT_EQ(wrong.status, 401u) << wrong.body;
  line::testing::Block refused = line_client.command("login bob bobpwkifu77");
  EXPECT_TRUE(refused.subject.starts_with("Error")) << refused.subject;
  EXPECT_TRUE(refused.contains("the account is closed")) << refused.subject;
  EXPECT_FALSE(line_client.command("torishogi games").contains("Logged in"));
}

TORI_WEB_TESTS(ChallengeLimitsOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
