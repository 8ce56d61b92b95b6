// Passwords over HTTP (docs/api.md, "Passwords"): a logged-in change (the old password checked,
// the policy held, every other session's token revoked), and a forgotten password reset with a
// one-use link mailed (into a real Maildir here) where the account has an address, the answer the
// same whether or not it does.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

constexpr long long START_SECONDS = 1'790'000'000;

class PasswordsOverWeb : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    set_clock(0);
    restart_server_with({"--clock-file", file("clock"), "--mail-outbox", file("outbox"),
                         "--site-url", "https://tori.example/"});
  }
  void set_clock(long long seconds) {
    { std::ofstream(file("clock.partial"), std::ios::trunc) << START_SECONDS + seconds << "\n"; }
    std::filesystem::rename(file("clock.partial"), file("clock"));
  }
  std::string sign_up_with_address(const std::string& user, const std::string& address) {
    HttpAnswer a = http()->post(
        "/api/signup", {{"user", user}, {"password", user + "pwkifu77"}, {"email", address}});
    EXPECT_EQ(a.status, 201u) << a.body;
    return a.json_body().value("token", "");
  }
  HttpAnswer login(const std::string& user, const std::string& password) {
    return http()->post("/api/login", {{"user", user}, {"password", password}});
  }
  // The mails in the outbox, each as its text with quoted-printable's soft breaks undone.
  std::vector<std::string> mails() {
    std::vector<std::string> found;
    std::filesystem::path box = file("outbox") + "/new";
    if (!std::filesystem::exists(box)) return found;
    for (const auto& entry : std::filesystem::directory_iterator(box)) {
      std::ifstream in(entry.path());
      std::stringstream text;
      text << in.rdbuf();
      found.push_back(without_soft_breaks(text.str()));
    }
    return found;
  }
  // Quoted-printable's soft line breaks ("=" at a line's end) taken out. Plain string work, not
  // std::regex: GCC 12's <regex> trips -Wmaybe-uninitialized under the sanitizers' -O2.
  static std::string without_soft_breaks(std::string text) {
    for (const char* soft : {"=\r\n", "=\n"})
      for (std::size_t at; (at = text.find(soft)) != std::string::npos;)
        text.erase(at, std::string_view(soft).size());
    return text;
  }
  static std::string reset_token(const std::string& mail) {
    const std::string link = "https://tori.example/reset/";
    std::size_t at = mail.find(link);
    if (at == std::string::npos) return "";
    std::string token = mail.substr(at + link.size(), 64);
    bool hex =
        token.size() == 64 && token.find_first_not_of("0123456789abcdef") == std::string::npos;
    return hex ? token : "";
  }
};

TEST_P(PasswordsOverWeb, AChangeChecksTheOldPasswordAndRevokesTheOtherSessions) {
  std::string here = sign_up("bob");
  std::string elsewhere = login("bob", "bobpwkifu77").json_body().value("token", "");
  auto change = [&](const json& body) { return http()->post("/api/me/password", body, here); };
  HttpAnswer wrong = change({{"old", "not-my-password"}, {"new", "bob-new-secret"}});
  EXPECT_EQ(wrong.status, 403u) << wrong.body;
  EXPECT_EQ(wrong.error_code(), "wrong_password");
  HttpAnswer weak = change({{"old", "bobpwkifu77"}, {"new", "trustno1"}});
  EXPECT_EQ(weak.status, 400u) << weak.body;
  EXPECT_EQ(weak.error_code(), "weak_password");
  EXPECT_EQ(http()->get("/api/me", elsewhere).status, 200u) << "refusals change nothing";

  HttpAnswer done = change({{"old", "bobpwkifu77"}, {"new", "bob-new-secret"}});
  ASSERT_EQ(done.status, 200u) << done.body;
  EXPECT_EQ(http()->get("/api/me", here).status, 200u) << "this session stays logged in";
  EXPECT_EQ(http()->get("/api/me", elsewhere).status, 401u) << "the other session is revoked";
  EXPECT_EQ(login("bob", "bobpwkifu77").status, 401u);
  EXPECT_EQ(login("bob", "bob-new-secret").status, 200u);
}

TEST_P(PasswordsOverWeb, AMailedLinkSetsANewPasswordOnce) {
  std::string old_token = sign_up_with_address("bob", "bob@example.org");
  HttpAnswer asked = http()->post("/api/password-reset", {{"user", "bob"}});
  ASSERT_EQ(asked.status, 202u) << asked.body;
  auto sent = mails();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_NE(sent[0].find("To: bob@example.org"), std::string::npos) << sent[0];
  std::string token = reset_token(sent[0]);
  ASSERT_EQ(token.size(), 64u) << sent[0];

  HttpAnswer weak = http()->post("/api/password-reset/" + token, {{"password", "short"}});
  EXPECT_EQ(weak.error_code(), "weak_password") << "checked before the link is used up";
  HttpAnswer reset = http()->post("/api/password-reset/" + token, {{"password", "bob-reset-pw"}});
  ASSERT_EQ(reset.status, 200u) << reset.body;
  EXPECT_EQ(reset.json_body().value("user", ""), "bob");
  EXPECT_EQ(http()->get("/api/me", reset.json_body().value("token", "")).status, 200u);
  EXPECT_EQ(http()->get("/api/me", old_token).status, 401u) << "old sessions end";
  EXPECT_EQ(login("bob", "bobpwkifu77").status, 401u);
  EXPECT_EQ(login("bob", "bob-reset-pw").status, 200u);

  HttpAnswer again = http()->post("/api/password-reset/" + token, {{"password", "bob-third-pw"}});
  EXPECT_EQ(again.status, 400u);
  EXPECT_EQ(again.error_code(), "invalid_reset") << again.body;
  EXPECT_EQ(login("bob", "bob-reset-pw").status, 200u);
}

TEST_P(PasswordsOverWeb, TheAnswerTellsNobodyWhetherTheUserExistsOrHasAnAddress) {
  sign_up_with_address("bob", "bob@example.org");
  sign_up("wanda");  // no address
  HttpAnswer known = http()->post("/api/password-reset", {{"user", "bob"}});
  HttpAnswer no_address = http()->post("/api/password-reset", {{"user", "wanda"}});
  HttpAnswer unknown = http()->post("/api/password-reset", {{"user", "nobody"}});
  EXPECT_EQ(known.status, 202u);
  EXPECT_EQ(no_address.status, known.status);
  EXPECT_EQ(unknown.status, known.status);
  EXPECT_EQ(no_address.body, known.body);
  EXPECT_EQ(unknown.body, known.body);
  EXPECT_EQ(mails().size(), 1u) << "only bob has an address";
}

TEST_P(PasswordsOverWeb, ALinkExpiresAfterAnHour) {
  sign_up_with_address("bob", "bob@example.org");
  ASSERT_EQ(http()->post("/api/password-reset", {{"user", "bob"}}).status, 202u);
  ASSERT_EQ(mails().size(), 1u);
  std::string token = reset_token(mails()[0]);
  set_clock(3601);
  HttpAnswer late = http()->post("/api/password-reset/" + token, {{"password", "bob-late-pw"}});
  EXPECT_EQ(late.status, 400u) << late.body;
  EXPECT_EQ(late.error_code(), "invalid_reset");
  EXPECT_EQ(login("bob", "bobpwkifu77").status, 200u);
}

TEST_P(PasswordsOverWeb, ResetsAreRateLimitedByAddressAndByTheNameAskedFor) {
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(http()->post("/api/password-reset", {{"user", "carol"}}).status, 202u);
  HttpAnswer same_address = http()->post("/api/password-reset", {{"user", "dave"}});
  EXPECT_EQ(same_address.status, 429u) << same_address.body;
  EXPECT_EQ(same_address.error_code(), "too_many_requests");
  HttpClient other(http_port_, "127.0.0.2");
  ASSERT_TRUE(other.connected());
  EXPECT_EQ(other.post("/api/password-reset", {{"user", "carol"}}).status, 429u) << "carol's";
  EXPECT_EQ(other.post("/api/password-reset", {{"user", "dave"}}).status, 202u);
}

TORI_WEB_TESTS(PasswordsOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
