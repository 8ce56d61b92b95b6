// Settings kept on the server (docs/api.md, "Settings"): a user's flat JSON object, stored
// whole by PUT and read back by GET, on any connection; anything else is refused with 400 saying
// what is wrong, and changes nothing.
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

class SettingsOverWeb : public WebServerTest {
 protected:
  HttpAnswer put(const std::string& body, const std::string& token) {
    return http()->request("PUT", "/api/me/settings", body, token);
  }
};

TEST_P(SettingsOverWeb, SettingsAreKeptPerUserAcrossRestarts) {
  std::string bob = sign_up("bob");
  std::string wanda = sign_up("wanda");
  HttpAnswer empty = http()->get("/api/me/settings", bob);
  ASSERT_EQ(empty.status, 200u) << empty.body;
  EXPECT_EQ(empty.json_body()["settings"], json::object());
  json mine = {{"theme", "dark"}, {"language", "ja"}, {"flip", true}, {"volume", 0.5}};
  HttpAnswer stored = put(mine.dump(), bob);
  ASSERT_EQ(stored.status, 200u) << stored.body;
  EXPECT_EQ(stored.json_body()["settings"], mine);
  restart_server();
  EXPECT_EQ(http()->get("/api/me/settings", bob).json_body()["settings"], mine);
  EXPECT_EQ(http()->get("/api/me/settings", wanda).json_body()["settings"], json::object());
  // A PUT replaces the whole object.
  ASSERT_EQ(put(R"({"theme": "light"})", bob).status, 200u);
  EXPECT_EQ(http()->get("/api/me/settings", bob).json_body()["settings"],
            json({{"theme", "light"}}));
  EXPECT_EQ(http()->get("/api/me/settings").status, 401u);
}

TEST_P(SettingsOverWeb, AnythingButAFlatSmallObjectIsRefusedAndChangesNothing) {
  std::string bob = sign_up("bob");
  ASSERT_EQ(put(R"({"theme": "dark"})", bob).status, 200u);
  struct Case {
    std::string body, says;
  };
  const std::vector<Case> cases = {
      {R"(["dark"])", "JSON object"},
      {"not json", "not valid JSON"},
      {"", "needs the settings"},
      {R"({"board": {"flip": true}})", "a string, true, false or a number, not object"},
      {R"({"pieces": ["a"]})", "not array"},
      {R"({"theme": null})", "not null"},
      {R"({"the-theme": "dark"})", "letters"},
      {R"({"theme2": "dark"})", "letters"},
      {"{\"" + std::string(33, 'a') + "\": 1}", "1 to 32 letters"},
      {R"({"note": ")" + std::string(300, 'x') + "\"}", "longer than 256 bytes"},
      {"{\"a\": \"" + std::string(5000, 'x') + "\"}", "at most 4096 bytes"},
  };
  for (const Case& c : cases) {
    HttpAnswer a = put(c.body, bob);
    EXPECT_EQ(a.status, 400u) << c.body.substr(0, 60) << ": " << a.body;
    EXPECT_NE(a.body.find(c.says), std::string::npos) << c.body.substr(0, 60) << ": " << a.body;
  }
  EXPECT_EQ(http()->get("/api/me/settings", bob).json_body()["settings"],
            json({{"theme", "dark"}}));
}

TORI_WEB_TESTS(SettingsOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
