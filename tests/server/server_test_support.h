// What the server tests share: a temporary directory, real databases (an SQLite file, or a
// PostgreSQL database on the test server), and a game service on one with the cheapest password
// hashing and a clock the test moves.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <ostream>
#include <random>
#include <string>
#include <string_view>

#include "postgres_test_database.h"
#include "server/service/game_service.h"
#include "server/storage/open_storage.h"
#include "server/storage/postgres_storage.h"
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

enum class TestDatabase { SQLITE, POSTGRES };

inline std::string test_database_name(TestDatabase kind) {
  return kind == TestDatabase::SQLITE ? "sqlite" : "postgres";
}
inline void PrintTo(TestDatabase kind, std::ostream* out) { *out << test_database_name(kind); }

// Where a test keeps its data: a new SQLite file in `dir`, or a new PostgreSQL database (nullopt
// when there is no PostgreSQL server to test against).
inline std::optional<std::string> fresh_database(TestDatabase kind, const TempDir& dir) {
  if (kind == TestDatabase::POSTGRES) return fresh_postgres_database();
  return dir.file("server.db");
}

template <class Opened>
std::unique_ptr<SqlStorage> expect_opened(Result<std::unique_ptr<Opened>> storage) {
  EXPECT_TRUE(storage.ok()) << (storage ? "" : storage.error().message);
  return storage ? std::move(storage.value()) : nullptr;
}

// Opens the storage for an SQLite file or a PostgreSQL URL (as open_storage chooses), as the
// SQL storage both are, so that tests can ask for the schema version.
inline std::unique_ptr<SqlStorage> open_test_storage(const std::string& where) {
  if (is_postgres_url(where)) return expect_opened(PostgresStorage::open(where));
  return expect_opened(SqliteStorage::open(where));
}

// The database the service tests run on: SQLite, or PostgreSQL when TORI_TEST_SERVICE_DATABASE
// is "postgres" (CTest runs every service test a second time so).
inline TestDatabase service_test_database() {
  const char* kind = std::getenv("TORI_TEST_SERVICE_DATABASE");
  return kind && std::string_view(kind) == "postgres" ? TestDatabase::POSTGRES
                                                      : TestDatabase::SQLITE;
}

// A fresh database (SQLite, or PostgreSQL as service_test_database() says), opened as storage_.
class StorageFixture : public ::testing::Test {
 protected:
  virtual TestDatabase database() const { return service_test_database(); }
  void SetUp() override {
    auto where = fresh_database(database(), dir_);
    if (!where) GTEST_SKIP() << NO_POSTGRES_SERVER;
    where_ = *where;
    storage_ = open_test_storage(where_);
    ASSERT_TRUE(storage_);
  }
  void reopen_storage() {
    storage_.reset();
    storage_ = open_test_storage(where_);
    ASSERT_TRUE(storage_);
  }

  TempDir dir_;
  std::string where_;  // the SQLite file or PostgreSQL URL
  std::unique_ptr<SqlStorage> storage_;
};

// A service over a fresh database, with users bob and wanda (passwords "bobpwkifu77",
// "wandapwkifu77").
class ServiceFixture : public StorageFixture {
 protected:
  void SetUp() override {
    StorageFixture::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    make_service();
    ASSERT_TRUE(service_->signup("bob", "bobpwkifu77", "bob@example.org").ok());
    ASSERT_TRUE(service_->signup("wanda", "wandapwkifu77", "").ok());
  }
  void make_service() {
    service_ = std::make_unique<GameService>(*storage_, clock_,
                                             ServiceOptions{PasswordCost::minimum(), 4000});
  }
  // Closes the database and opens it again, as a restarted server would.
  void reopen() {
    service_.reset();
    reopen_storage();
    make_service();
  }
  GameKey new_game(VariantId v = VariantId::TORI, ChallengeOptions options = {}) {
    auto r = service_->challenge(v, "bob", "wanda", options);
    EXPECT_TRUE(r.ok()) << (r ? "" : r.error().message);
    return r ? *r->game : GameKey{};
  }
  std::string password(const std::string& user) { return user + "pwkifu77"; }
  Result<Report> move(GameKey key, const std::string& user, std::string_view text,
                      std::optional<int> guard = std::nullopt, const std::string& comment = "") {
    auto actor = service_->log_in(user, password(user));
    if (!actor) return actor.error();
    return service_->move(key, *actor, text, guard, comment);
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

  ManualClock clock_;
  std::unique_ptr<GameService> service_;
};

// `Fixture` on the database the test's parameter names, for tests that run on both.
template <class Fixture>
class OnDatabaseParam : public Fixture, public ::testing::WithParamInterface<TestDatabase> {
 protected:
  TestDatabase database() const override { return this->GetParam(); }
};

}  // namespace tori::server::testing
