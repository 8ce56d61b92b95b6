// `tori serve` without --web-root: where it looks for the built web client (web/dist in the
// working folder, else beside the binary or above it), the page it serves when none is built,
// and the first line of its log saying which.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>

#include "server/web/static_site.h"
#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

namespace fs = std::filesystem;

class WebClientSearch : public ::testing::Test {
 protected:
  void SetUp() override {
    std::random_device seed;
    dir_ = fs::temp_directory_path() / ("tori-web-search-" + std::to_string(seed()));
    fs::create_directories(dir_ / "checkout/build/release/src/cli");
    fs::create_directories(dir_ / "elsewhere");
  }
  void TearDown() override {
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
  }
  void build_client(const fs::path& folder) {
    fs::create_directories(folder / "web/dist");
    std::ofstream(folder / "web/dist/index.html") << "<!doctype html><title>Tori</title>";
  }
  fs::path dir_;
};

TEST_F(WebClientSearch, NothingBuiltFindsNothing) {
  EXPECT_FALSE(find_built_client(dir_ / "elsewhere", dir_ / "checkout/build/release/src/cli/tori"));
  // A web/dist without its index.html is not a built client.
  fs::create_directories(dir_ / "checkout/web/dist");
  EXPECT_FALSE(find_built_client(dir_ / "elsewhere", dir_ / "checkout/build/release/src/cli/tori"));
}

TEST_F(WebClientSearch, TheBinaryOfABuildTreeFindsItsCheckout) {
  build_client(dir_ / "checkout");
  auto found = find_built_client(dir_ / "elsewhere", dir_ / "checkout/build/release/src/cli/tori");
  ASSERT_TRUE(found);
  EXPECT_EQ(*found, dir_ / "checkout/web/dist");
}

TEST_F(WebClientSearch, TheWorkingFolderComesFirst) {
  build_client(dir_ / "checkout");
  build_client(dir_ / "elsewhere");
  auto found = find_built_client(dir_ / "elsewhere", dir_ / "checkout/build/release/src/cli/tori");
  ASSERT_TRUE(found);
  EXPECT_EQ(*found, dir_ / "elsewhere/web/dist");
}

TEST(HowToBuild, EveryAppPathSaysHowToBuildTheClient) {
  StaticSite site = StaticSite::how_to_build();
  const StaticFile* root = site.find("/");
  ASSERT_NE(root, nullptr);
  EXPECT_EQ(root->content_type, "text/html; charset=utf-8");
  EXPECT_NE(root->body.find("scripts/web.sh"), std::string::npos);
  EXPECT_NE(root->body.find("--web-root"), std::string::npos);
  EXPECT_EQ(site.find("/game/torishogi/101"), root);
  EXPECT_EQ(site.find("/assets/app-1a2b.js"), nullptr);
}

// The real server, started without --web-root: "/" is a page (the client, where this checkout
// has built it, else how to build it), never a 404.
class ServeWithoutWebRoot : public WebServerTest {
 protected:
  // The first line `tori serve` logs, run from `working_dir` as the binary at `binary`, stopped
  // after a moment.
  std::string first_log_line(const fs::path& working_dir, const fs::path& binary) {
    std::string command = "cd " + working_dir.string() + " && timeout 2 " + binary.string() +
                          " serve --db " + file("other.db") +
                          " --listen 127.0.0.1:0 --http 127.0.0.1:0 2>" + file("stderr");
    [[maybe_unused]] int status = std::system(command.c_str());
    std::ifstream in(file("stderr"));
    std::string line;
    std::getline(in, line);
    return line;
  }
};

TEST_P(ServeWithoutWebRoot, TheRootIsAPage) {
  HttpAnswer root = http()->get("/");
  EXPECT_EQ(root.status, 200u);
  EXPECT_EQ(root.headers["Content-Type"], "text/html; charset=utf-8");
}

TEST_P(ServeWithoutWebRoot, ItsFirstLogLineSaysWhereItServesFrom) {
  // A copy of the binary with no checkout above it, run from a folder with no web/dist.
  fs::path bin = file("bin");
  std::string run = file("run");
  fs::create_directories(bin);
  fs::create_directories(run);
  fs::copy_file(TORI_BINARY, bin / "tori");
  fs::permissions(bin / "tori", fs::perms::owner_all, fs::perm_options::add);
  std::string line = first_log_line(run, bin / "tori");
  EXPECT_NE(line.find("no web client built"), std::string::npos) << line;
  EXPECT_NE(line.find("scripts/web.sh"), std::string::npos) << line;
  // Built in the working folder: served from there, and said so.
  fs::create_directories(run + "/web/dist");
  std::ofstream(run + "/web/dist/index.html") << "<!doctype html><title>Tori</title>";
  line = first_log_line(run, bin / "tori");
  EXPECT_NE(line.find("the web client from " + run + "/web/dist"), std::string::npos) << line;
}

TORI_WEB_TESTS(ServeWithoutWebRoot);

}  // namespace
}  // namespace tori::server::web::testing
