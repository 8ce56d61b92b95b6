// What the server tests share: a temporary directory with a real SQLite database, and a game
// service on it with the cheapest password hashing and a clock the test moves.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <random>
#include <string>

#include "server/service/game_service.h"
#include "server/storage/sqlite_storage.h"

namespace tori::server::testing {

class TempDir {
 public:
  TempDir() {
    std::random_device seed;
    path_ = std::filesystem::temp_directory_path() /
            ("tori-server-test-" + std::to_string(seed()) + std::to_string(seed()));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

inline std::unique_ptr<SqliteStorage> open_storage(const std::string& path) {
  auto storage = SqliteStorage::open(path);
  EXPECT_TRUE(storage.ok()) << (storage ? "" : storage.error().message);
  return storage ? std::move(storage.value()) : nullptr;
}

// A service over a fresh database, with users bob and wanda (passwords "bobpw", "wandapw").
class ServiceFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    storage_ = open_storage(dir_.file("server.db"));
    ASSERT_TRUE(storage_);
    make_service();
    ASSERT_TRUE(service_->signup("bob", "bobpw", "bob@example.org").ok());
    ASSERT_TRUE(service_->signup("wanda", "wandapw", "").ok());
  }
  void make_service() {
    service_ = std::make_unique<GameService>(*storage_, clock_,
                                             ServiceOptions{PasswordCost::minimum(), 4000});
  }
  // Closes the database and opens it again, as a restarted server would.
  void reopen() {
    service_.reset();
    storage_.reset();
    storage_ = open_storage(dir_.file("server.db"));
    ASSERT_TRUE(storage_);
    make_service();
  }
  GameKey new_game(VariantId v = VariantId::TORI, ChallengeOptions options = {}) {
    auto r = service_->challenge(v, "bob", "wanda", options);
    EXPECT_TRUE(r.ok()) << (r ? "" : r.error().message);
    return r ? *r->game : GameKey{};
  }
  std::string password(const std::string& user) { return user + "pw"; }
  Result<Report> move(GameKey key, const std::string& user, std::string_view text,
                      std::optional<int> guard = std::nullopt, const std::string& comment = "") {
    return service_->move(key, user, password(user), text, guard, comment);
  }
  void play(GameKey key, const std::string& user, std::string_view text) {
    auto r = move(key, user, text);
    ASSERT_TRUE(r.ok()) << text << ": " << (r ? "" : r.error().message);
  }
  GameRecord record(GameKey key) {
    auto g = service_->game(key);
    EXPECT_TRUE(g.ok());
    return g ? *g : GameRecord{};
  }

  TempDir dir_;
  ManualClock clock_;
  std::unique_ptr<SqliteStorage> storage_;
  std::unique_ptr<GameService> service_;
};

}  // namespace tori::server::testing
