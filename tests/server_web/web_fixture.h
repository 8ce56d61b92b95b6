// What the HTTP/WebSocket end-to-end tests share: the real `tori serve` binary on a database of
// the test's parameter (SQLite or PostgreSQL), its line port and its HTTP port, and helpers to
// sign up players and open their streams.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "../server_line/server_process.h"
#include "../server_line/test_databases.h"
#include "web_client.h"

namespace tori::server::web::testing {

using line::testing::ServerProcess;

// How many moves the game has after a stream's `update`: it sends the moves from `moves_from`.
inline std::size_t moves_after(const json& update) {
  return update.value("moves_from", std::size_t(0)) + update.value("moves", json::array()).size();
}

// The moves a client knows, as docs/api.md tells a client to keep them: those of the `state`,
// then for each `update` the first `moves_from` of them followed by the update's `moves`.
inline std::vector<std::string> moves_known(const std::vector<json>& messages) {
  std::vector<std::string> written;
  for (const json& m : messages) {
    std::string type = m.value("type", "");
    if (type == "state") {
      written.clear();
      for (const json& move : m["game"]["moves"]) written.push_back(move["written"]);
    } else if (type == "update") {
      written.resize(std::min(written.size(), m["moves_from"].get<std::size_t>()));
      for (const json& move : m["moves"]) written.push_back(move["written"]);
    }
  }
  return written;
}

class WebServerTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    std::random_device seed;
    dir_ = std::filesystem::temp_directory_path() /
           ("tori-web-test-" + std::to_string(seed()) + std::to_string(seed()));
    std::filesystem::create_directories(dir_);
    auto database = line::testing::database_for(GetParam(), file("server.db"));
    if (!database) GTEST_SKIP() << tori::server::testing::NO_POSTGRES_SERVER;
    database_ = *database;
    start_server();
  }
  void TearDown() override {
    server_.reset();
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }

  std::string file(const std::string& name) const { return (dir_ / name).string(); }

  void start_server(std::vector<std::string> extra = {}) {
    std::filesystem::remove(file("http-port"));
    std::vector<std::string> args = {"--db",        database_,          "--http",
                                     "127.0.0.1:0", "--http-port-file", file("http-port")};
    args.insert(args.end(), extra.begin(), extra.end());
    server_ = std::make_unique<ServerProcess>(args, file("port"), descriptor_limit_);
    ASSERT_NE(server_->port(), 0) << "tori serve did not start";
    std::ifstream in(file("http-port"));
    unsigned port = 0;
    in >> port;
    http_port_ = static_cast<unsigned short>(port);
    ASSERT_NE(http_port_, 0) << "tori serve wrote no HTTP port";
  }
  void restart_server() { restart_server_with({}); }
  void restart_server_with(std::vector<std::string> extra) {
    server_.reset();
    start_server(std::move(extra));
  }

  std::unique_ptr<HttpClient> http() {
    auto c = std::make_unique<HttpClient>(http_port_);
    EXPECT_TRUE(c->connected());
    return c;
  }
  // Signs `user` up (password user + "pwkifu77") and returns the token.
  std::string sign_up(const std::string& user) {
    HttpAnswer a = http()->post("/api/signup", {{"user", user}, {"password", user + "pwkifu77"}});
    EXPECT_EQ(a.status, 201u) << a.body;
    return a.json_body().value("token", "");
  }
  // A game of `first` (Black) against `second`, made by `first`'s token.
  json challenge(const std::string& token, const std::string& opponent,
                 const std::string& variant = "torishogi") {
    HttpAnswer a =
        http()->post("/api/games", {{"variant", variant}, {"opponent", opponent}}, token);
    EXPECT_EQ(a.status, 201u) << a.body;
    return a.json_body()["game"];
  }
  // A game stream, its first message (the state) read and checked.
  std::unique_ptr<WsClient> watch(const std::string& game_path, const std::string& token = "") {
    std::string target = game_path + "/ws" + (token.empty() ? "" : "?token=" + token);
    auto c = std::make_unique<WsClient>(http_port_, target);
    EXPECT_TRUE(c->open()) << target << " refused: " << c->refused_status();
    json state = c->read();
    EXPECT_EQ(state.value("type", ""), "state") << state.dump();
    return c;
  }

  std::filesystem::path dir_;
  std::string database_;
  std::unique_ptr<ServerProcess> server_;
  unsigned short http_port_ = 0;
  std::optional<unsigned> descriptor_limit_;  // for start_server
};

#define TORI_WEB_TESTS(Suite) \
  INSTANTIATE_TEST_SUITE_P(Databases, Suite, ::testing::ValuesIn(line::testing::database_kinds()))

}  // namespace tori::server::web::testing
