// The password policy over HTTP (docs/api.md, "Accounts"): a signup with a short or common
// password is refused with 400 weak_password, saying the rule, and makes no account.
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class PasswordRulesOverWeb : public WebServerTest {};

TEST_P(PasswordRulesOverWeb, AWeakPasswordMakesNoAccount) {
  for (const char* weak : {"e", "bobpw", "password", "Iloveyou", "qwertyuiop"}) {
    HttpAnswer a = http()->post("/api/signup", {{"user", "eve"}, {"password", weak}});
    EXPECT_EQ(a.status, 400u) << weak << ": " << a.body;
    EXPECT_EQ(a.error_code(), "weak_password") << weak << ": " << a.body;
    EXPECT_NE(a.body.find("at least 8 characters"), std::string::npos) << a.body;
  }
  EXPECT_EQ(http()->get("/api/users/eve").status, 404u);
  EXPECT_EQ(http()->post("/api/signup", {{"user", "eve"}, {"password", "eve-plays-tori"}}).status,
            201u);
}

TORI_WEB_TESTS(PasswordRulesOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
