// The web client's files, served by `tori serve --web-root DIR` at every path outside /api: the
// right types (WebAssembly too), ETags and 304s, a year's cache for hashed assets and none for
// index.html, gzip where the client takes it, the app's pages routed to index.html, a
// Content-Security-Policy, and nothing outside the folder reachable by any path.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

const std::string INDEX = "<!doctype html><title>Tori</title><script src=/assets/app-1a2b.js>";
const std::string SCRIPT(5000, 'x');  // compresses well
const std::string WASM = std::string("\0asm\1\0\0\0", 8);

class WebClientFiles : public WebServerTest {
 protected:
  void SetUp() override {
    WebServerTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    site_ = file("site");
    std::filesystem::create_directories(site_ + "/assets");
    write(site_ + "/index.html", INDEX);
    write(site_ + "/assets/app-1a2b.js", SCRIPT);
    write(site_ + "/assets/core-3c4d.wasm", WASM);
    write(site_ + "/favicon.svg", "<svg/>");
    write(file("secret.txt"), "not for the web");
    std::filesystem::create_symlink(file("secret.txt"), site_ + "/link.txt");
    restart_server_with({"--web-root", site_});
  }
  static void write(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
  }
  std::string site_;
};

TEST_P(WebClientFiles, TheRootIsTheAppWithItsPolicyAndNoCache) {
  HttpAnswer index = http()->get("/");
  EXPECT_EQ(index.status, 200u);
  EXPECT_EQ(index.body, INDEX);
  EXPECT_EQ(index.headers["Content-Type"], "text/html; charset=utf-8");
  EXPECT_EQ(index.headers["Cache-Control"], "no-cache");
  EXPECT_NE(index.headers["Content-Security-Policy"].find("script-src 'self' 'wasm-unsafe-eval'"),
            std::string::npos);
  EXPECT_EQ(index.headers["X-Content-Type-Options"], "nosniff");
  EXPECT_EQ(http()->get("/index.html").body, INDEX);
}

TEST_P(WebClientFiles, HashedAssetsAreCachedForAYearWithTheirTypes) {
  HttpAnswer script = http()->get("/assets/app-1a2b.js");
  EXPECT_EQ(script.status, 200u);
  EXPECT_EQ(script.body, SCRIPT);
  EXPECT_EQ(script.headers["Content-Type"], "text/javascript; charset=utf-8");
  EXPECT_EQ(script.headers["Cache-Control"], "public, max-age=31536000, immutable");
  HttpAnswer wasm = http()->get("/assets/core-3c4d.wasm");
  EXPECT_EQ(wasm.headers["Content-Type"], "application/wasm");
  EXPECT_EQ(wasm.body, WASM);
  EXPECT_EQ(http()->get("/favicon.svg").headers["Content-Type"], "image/svg+xml");
}

TEST_P(WebClientFiles, AnEtagThatMatchesGetsNotModified) {
  HttpAnswer first = http()->get("/assets/app-1a2b.js");
  std::string etag = first.headers["ETag"];
  ASSERT_FALSE(etag.empty());
  HttpAnswer again =
      http()->request("GET", "/assets/app-1a2b.js", "", "", {{"If-None-Match", etag}});
  EXPECT_EQ(again.status, 304u);
  EXPECT_TRUE(again.body.empty());
  HttpAnswer other = http()->request("GET", "/", "", "", {{"If-None-Match", etag}});
  EXPECT_EQ(other.status, 200u) << "another file's tag matches nothing";
}

TEST_P(WebClientFiles, GzipOnlyForAClientThatTakesIt) {
  HttpAnswer packed =
      http()->request("GET", "/assets/app-1a2b.js", "", "", {{"Accept-Encoding", "gzip, br"}});
  EXPECT_EQ(packed.headers["Content-Encoding"], "gzip");
  EXPECT_EQ(packed.headers["Vary"], "Accept-Encoding");
  EXPECT_LT(packed.body.size(), SCRIPT.size() / 10);
  EXPECT_EQ(packed.body.substr(0, 2), "\x1f\x8b");  // the gzip magic
  HttpAnswer plain = http()->get("/assets/app-1a2b.js");
  EXPECT_EQ(plain.headers.count("Content-Encoding"), 0u);
  EXPECT_EQ(plain.body, SCRIPT);
}

TEST_P(WebClientFiles, TheAppsPagesAreRoutedInTheBrowser) {
  for (const char* page : {"/game/torishogi/101", "/lobby", "/profile/alice/", "/play?x=1"}) {
    HttpAnswer a = http()->get(page);
    EXPECT_EQ(a.status, 200u) << page;
    EXPECT_EQ(a.body, INDEX) << page;
  }
  EXPECT_EQ(http()->get("/assets/missing-9f9f.js").status, 404u);
  EXPECT_EQ(http()->get("/api/no-such-route").status, 404u) << "the API stays the API's";
  EXPECT_EQ(http()->get("/api/lobby").headers["Content-Type"], "application/json");
}

TEST_P(WebClientFiles, NothingOutsideTheFolderIsReachable) {
  for (const char* path :
       {"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/link.txt",
        "/..%2fsecret.txt", "/assets/..%2F..%2Fsecret.txt", "//secret.txt"}) {
    HttpAnswer a = http()->get(path);
    EXPECT_EQ(a.body.find("not for the web"), std::string::npos) << path;
    EXPECT_TRUE(a.status == 404u || a.status == 400u || a.body == INDEX) << path << " " << a.status;
  }
  EXPECT_EQ(http()->get("/bad%zzescape").status, 400u);
}

// A dotfile in the folder (a deploy's .env, a checkout's .git) is never served: no path with a
// segment that starts with a dot, however it is written.
TEST_P(WebClientFiles, NoDotfileIsServed) {
  std::filesystem::create_directories(site_ + "/.git");
  write(site_ + "/.env", "SECRET=1");
  write(site_ + "/.git/config", "SECRET=2");
  write(site_ + "/assets/.x", "SECRET=3");
  restart_server_with({"--web-root", site_});
  for (const char* path :
       {"/.env", "/.git/config", "/assets/.x", "/%2eenv", "/%2Egit/config", "/assets%2f.x",
        "/assets/%2ex", "/.git/", "/.git", "/.well-known/x", "/./index.html"}) {
    HttpAnswer a = http()->get(path);
    EXPECT_EQ(a.status, 404u) << path;
    EXPECT_EQ(a.body.find("SECRET"), std::string::npos) << path;
    EXPECT_EQ(a.error_code(), "not_found") << path;
  }
  EXPECT_EQ(http()->get("/assets/app-1a2b.js").status, 200u);
}

TEST_P(WebClientFiles, HeadTellsTheLengthAndOtherMethodsAreRefused) {
  auto client = http();
  HttpAnswer head = client->request("HEAD", "/assets/app-1a2b.js");
  EXPECT_EQ(head.status, 200u);
  EXPECT_EQ(head.headers["Content-Length"], std::to_string(SCRIPT.size()));
  EXPECT_TRUE(head.body.empty());
  EXPECT_EQ(client->get("/").body, INDEX) << "the connection goes on after a HEAD";
  HttpAnswer post = client->request("POST", "/", "x");
  EXPECT_EQ(post.status, 405u);
  EXPECT_EQ(post.headers["Allow"], "GET, HEAD");
}

TEST_P(WebClientFiles, AFolderThatIsNotABuiltClientStopsTheServerWithAReason) {
  std::filesystem::create_directories(file("empty"));
  std::string command = std::string(TORI_BINARY) + " serve --db " + file("other.db") +
                        " --listen 127.0.0.1:0 --http 127.0.0.1:0 --web-root " + file("empty") +
                        " 2>" + file("stderr");
  EXPECT_NE(std::system(command.c_str()), 0);
  std::ifstream in(file("stderr"));
  std::string said((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(said.find("has no index.html"), std::string::npos) << said;
}

TORI_WEB_TESTS(WebClientFiles);

}  // namespace
}  // namespace tori::server::web::testing
