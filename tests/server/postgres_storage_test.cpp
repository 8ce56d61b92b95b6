// PostgreSQL's own edges, on the test server: connections that fail or are lost, numbering when
// several servers share one database, the session's settings, and the placeholders written for
// PostgreSQL. (Everything else runs on both databases: storage_test.cpp and, under CTest, every
// service test a second time.)
#include "server/storage/postgres_storage.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <future>
#include <optional>
#include <thread>

#include "postgres_test_database.h"
#include "server/storage/migrations.h"
#include "server/storage/open_storage.h"
#include "server/storage/postgres_statement.h"

namespace tori::server::testing {
namespace {

TEST(PostgresPlaceholders, NumberedPlaceholdersOutsideQuotesBecomeDollars) {
  EXPECT_EQ(postgres_placeholders("SELECT a FROM t WHERE b = ?1 AND c IN (?2, ?12)"),
            "SELECT a FROM t WHERE b = $1 AND c IN ($2, $12)");
  EXPECT_EQ(postgres_placeholders("SELECT '?1', \"?2\" FROM t WHERE x = ?3 AND y = 'it''s ?4'"),
            "SELECT '?1', \"?2\" FROM t WHERE x = $3 AND y = 'it''s ?4'");
  EXPECT_EQ(postgres_placeholders("SELECT ? , ?a"), "SELECT ? , ?a");
}

TEST(PostgresStorage, AServerThatCannotBeReachedGivesAClearErrorWithoutThePassword) {
  auto opened = open_storage("postgresql://bob:secret@/tori?host=/nonexistent-tori-sockets");
  ASSERT_FALSE(opened.ok());
  const std::string& message = opened.error().message;
  EXPECT_TRUE(
      message.starts_with("database: cannot connect to PostgreSQL database tori as bob on "
                          "/nonexistent-tori-sockets: "))
      << message;
  EXPECT_EQ(message.find("secret"), std::string::npos) << message;

  auto malformed = open_storage("postgresql://localhost:port/tori");
  ASSERT_FALSE(malformed.ok());
  EXPECT_TRUE(malformed.error().message.starts_with("database: cannot connect to PostgreSQL"))
      << malformed.error().message;
}

// A fresh database on the test server, and a connection of the test's own to it.
class PostgresServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto url = fresh_postgres_database();
    if (!url) GTEST_SKIP() << NO_POSTGRES_SERVER;
    url_ = *url;
    auto admin = PostgresConnection::connect(url_);
    ASSERT_TRUE(admin.ok()) << admin.error().message;
    admin_ = std::move(admin.value());
  }
  std::unique_ptr<PostgresStorage> open() {
    auto storage = PostgresStorage::open(url_);
    EXPECT_TRUE(storage.ok()) << (storage ? "" : storage.error().message);
    return storage ? std::move(storage.value()) : nullptr;
  }
  // The first column of the first row of `sql`, run on the test's own connection.
  std::string query(const std::string& sql) {
    PostgresStatement s(*admin_, sql);
    bool row = s.step();
    EXPECT_TRUE(row) << sql << ": " << s.error();
    return row ? s.text(0) : "";
  }
  // Ends the storage's sessions (not the test's), as a restarted server or an administrator
  // would, and returns how many it ended.
  int end_other_sessions() {
    return std::stoi(
        query("WITH others AS MATERIALIZED (SELECT pid FROM pg_stat_activity WHERE datname = "
              "current_database() AND backend_type = 'client backend' AND pid <> "
              "pg_backend_pid()) SELECT COUNT(*) FROM others WHERE pg_terminate_backend(pid, "
              "10000)"));
  }
  // Whether a session of the database is seen waiting on a lock within ten seconds; looks no
  // more once `done` says there is nothing left to wait for.
  bool seen_waiting_on_a_lock(const std::function<bool()>& done = [] { return false; }) {
    for (int tries = 0; tries < 2000 && !done(); ++tries) {
      if (query("SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND "
                "wait_event_type = 'Lock'") == "1")
        return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return false;
  }
  static User user(const std::string& id) {
    return {id, "h", "", {}, PlayerKind::HUMAN, 0, false, 0};
  }

  std::string url_;
  std::unique_ptr<PostgresConnection> admin_;
};

TEST_F(PostgresServerTest, OpenStorageTakesBothSpellingsOfTheUrl) {
  std::string other_spelling = "postgres://" + url_.substr(url_.find("://") + 3);
  for (const std::string& url : {url_, other_spelling}) {
    auto storage = open_storage(url);
    ASSERT_TRUE(storage.ok()) << url << ": " << storage.error().message;
    EXPECT_TRUE(storage.value()->insert_user(user("bob" + std::to_string(url.size()))).ok());
  }
}

TEST_F(PostgresServerTest, ALostConnectionGivesAnErrorAndTheNextCallConnectsAgain) {
  auto storage = open();
  ASSERT_TRUE(storage);
  ASSERT_TRUE(storage->insert_user(user("bob")).ok());
  EXPECT_EQ(end_other_sessions(), 1);

  auto lost = storage->find_user("bob");
  ASSERT_FALSE(lost.ok());
  EXPECT_TRUE(lost.error().message.starts_with("database: ")) << lost.error().message;
  auto again = storage->find_user("bob");
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_TRUE(again.value());
}

// A connection lost in the middle of a group of writes loses the whole group, and the storage
// does not connect again half way through it (the rest would be written alone).
TEST_F(PostgresServerTest, AConnectionLostInsideAGroupOfWritesKeepsNoneOfThem) {
  auto storage = open();
  ASSERT_TRUE(storage);
  Status group = storage->atomically([&]() -> Status {
    if (auto s = storage->insert_user(user("carol")); !s) return s;
    EXPECT_EQ(end_other_sessions(), 1);
    return storage->insert_user(user("dave"));
  });
  EXPECT_FALSE(group.ok());
  EXPECT_FALSE(storage->find_user("carol").value());
  EXPECT_FALSE(storage->find_user("dave").value());
}

// Even when the group goes on after a statement failed for the lost connection, its COMMIT
// fails: it is not sent on a new connection, where it would succeed with nothing to commit.
TEST_F(PostgresServerTest, AGroupThatLostItsConnectionCannotCommit) {
  auto storage = open();
  ASSERT_TRUE(storage);
  Status group = storage->atomically([&]() -> Status {
    if (auto s = storage->insert_user(user("carol")); !s) return s;
    EXPECT_EQ(end_other_sessions(), 1);
    EXPECT_FALSE(storage->find_user("carol").ok());  // the error, ignored
    return ok_status();
  });
  EXPECT_FALSE(group.ok());
  EXPECT_FALSE(storage->find_user("carol").value());
}

// Two servers on one database: while the first holds its new game's number in an open
// transaction, the second waits for it and then takes the next number.
TEST_F(PostgresServerTest, TwoServersCreatingGamesAtOnceGetDistinctNumbers) {
  auto first = open();
  auto second = open();
  ASSERT_TRUE(first && second);
  ASSERT_TRUE(first->insert_user(user("bob")).ok());
  ASSERT_TRUE(first->insert_user(user("wanda")).ok());
  GameRecord game;
  game.players = {"bob", "wanda"};

  std::optional<Result<int>> second_number;
  std::thread second_server;
  Status held = first->atomically([&]() -> Status {
    auto number = first->create_game(game);
    EXPECT_EQ(number.ok() ? *number : 0, 101);
    second_server = std::thread([&] { second_number = second->create_game(game); });
    // Commit only once the second server waits on a lock, so that the two really overlap.
    EXPECT_TRUE(seen_waiting_on_a_lock()) << "the second server never waited for the first";
    return ok_status();
  });
  second_server.join();
  ASSERT_TRUE(held.ok()) << held.error().message;
  ASSERT_TRUE(second_number && second_number->ok())
      << (second_number ? second_number->error().message : "no result");
  EXPECT_EQ(**second_number, 102);
  EXPECT_EQ(second->find_games({}).value().size(), 2u);
}

// A database made before game_numbers existed: schema step 2 seeds the counter from the games
// stored, and numbering goes on from the highest.
TEST_F(PostgresServerTest, TheNumberCounterStartsFromTheGamesAlreadyStored) {
  auto storage = open();
  ASSERT_TRUE(storage);
  ASSERT_TRUE(storage->insert_user(user("bob")).ok());
  ASSERT_TRUE(storage->insert_user(user("wanda")).ok());
  GameRecord game;
  game.players = {"bob", "wanda"};
  ASSERT_TRUE(storage->create_game(game).ok());
  ASSERT_TRUE(storage->create_game(game).ok());
  storage.reset();
  ASSERT_TRUE(admin_->execute("DROP TABLE game_numbers").ok());
  // Later steps undone too, so that the database is as step 1 left it.
  ASSERT_TRUE(admin_
                  ->execute("ALTER TABLE games DROP COLUMN clock_kind, DROP COLUMN clock_main, "
                            "DROP COLUMN clock_period, DROP COLUMN clock_periods, "
                            "DROP COLUMN clock_increment, DROP COLUMN clock_days, "
                            "DROP COLUMN black_main_left, DROP COLUMN black_periods_left, "
                            "DROP COLUMN white_main_left, DROP COLUMN white_periods_left, "
                            "DROP COLUMN clock_turn_started, DROP COLUMN flag_at, "
                            "DROP COLUMN version")
                  .ok());
  // Step 4 (tokens and seeks) stays: it touches no table of steps 2, 3 and 5.
  ASSERT_TRUE(admin_->execute("DELETE FROM schema_version WHERE version IN (2, 3, 5)").ok());

  storage = open();
  ASSERT_TRUE(storage);
  EXPECT_EQ(storage->schema_version().value(), schema_migrations().back().version);
  EXPECT_EQ(storage->create_game(game).value(), 103);
  game.key.variant = VariantId::YARI;
  EXPECT_EQ(storage->create_game(game).value(), 101);
}

TEST_F(PostgresServerTest, TextWithANulByteIsRefusedAndChangesNothing) {
  auto storage = open();
  ASSERT_TRUE(storage);
  Status s = storage->insert_user(user(std::string("bo\0b", 4)));
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().message, "database: text with a NUL byte cannot be stored");
  EXPECT_EQ(query("SELECT COUNT(*) FROM users"), "0");
}

// A commit is on disk when the call returns, even where the database's default says otherwise.
TEST_F(PostgresServerTest, EverySessionCommitsSynchronously) {
  ASSERT_TRUE(admin_
                  ->execute("DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET "
                            "synchronous_commit = off', current_database()); END $$")
                  .ok());
  auto fresh = PostgresConnection::connect(url_);
  ASSERT_TRUE(fresh.ok()) << fresh.error().message;
  PostgresStatement show(**fresh, "SHOW synchronous_commit");
  ASSERT_TRUE(show.step()) << show.error();
  EXPECT_EQ(show.text(0), "on");
}

// --- locks: what two servers on one database wait for ---

// Two servers (two storages, two connections) and a transaction on each: the first is held open
// while the second runs on a thread of its own.
class PostgresLocksTest : public PostgresServerTest {
 protected:
  void SetUp() override {
    PostgresServerTest::SetUp();
    if (IsSkipped()) return;
    first_ = open();
    second_ = open();
    ASSERT_TRUE(first_ && second_);
  }
  // Whether a transaction in `first_scope` keeps one in `second_scope` waiting: the second,
  // started while the first is open, either finishes before the first ends or waits on a lock
  // until it has.
  bool second_waits_for_first(LockScope first_scope, LockScope second_scope) {
    std::atomic<bool> second_done = false;
    std::future<Status> second;
    bool waited = false;
    Status first = first_->atomically(
        [&]() -> Status {
          second = std::async(std::launch::async, [&] {
            return second_->atomically(
                [&]() -> Status {
                  second_done = true;
                  return ok_status();
                },
                second_scope);
          });
          // Either the second finishes, or it is seen waiting on a lock (and has not finished).
          waited = seen_waiting_on_a_lock([&] { return bool(second_done); });
          EXPECT_TRUE(second_done || waited) << "the second transaction neither ran nor waited";
          EXPECT_FALSE(waited && second_done);
          return ok_status();
        },
        first_scope);
    EXPECT_TRUE(first.ok()) << first.error().message;
    Status second_status = second.get();  // in any case, it ends once the first has
    EXPECT_TRUE(second_status.ok()) << second_status.error().message;
    EXPECT_TRUE(second_done);
    return waited;
  }

  static constexpr GameKey TORI_101{VariantId::TORI, 101};
  static constexpr GameKey TORI_102{VariantId::TORI, 102};
  static constexpr GameKey YARI_101{VariantId::YARI, 101};
  std::unique_ptr<PostgresStorage> first_, second_;
};

TEST_F(PostgresLocksTest, RequestsAboutDifferentGamesRunSideBySide) {
  EXPECT_FALSE(
      second_waits_for_first(LockScope::one_game(TORI_101), LockScope::one_game(TORI_102)));
  EXPECT_FALSE(
      second_waits_for_first(LockScope::one_game(TORI_101), LockScope::one_game(YARI_101)));
}

TEST_F(PostgresLocksTest, RequestsAboutOneGameTakeTurns) {
  EXPECT_TRUE(second_waits_for_first(LockScope::one_game(TORI_101), LockScope::one_game(TORI_101)));
}

TEST_F(PostgresLocksTest, ARequestAboutEverythingWaitsForGamesAndGamesWaitForIt) {
  EXPECT_TRUE(second_waits_for_first(LockScope::one_game(TORI_101), LockScope::everything()));
  EXPECT_TRUE(second_waits_for_first(LockScope::everything(), LockScope::one_game(TORI_102)));
  EXPECT_TRUE(second_waits_for_first(LockScope::everything(), LockScope::everything()));
}

// A request that only reads takes a snapshot and no lock: it neither waits nor keeps anyone
// waiting, and it cannot write.
TEST_F(PostgresLocksTest, ARequestThatOnlyReadsWaitsForNothingAndCannotWrite) {
  EXPECT_FALSE(second_waits_for_first(LockScope::everything(), LockScope::reading_only()));
  EXPECT_FALSE(second_waits_for_first(LockScope::one_game(TORI_101), LockScope::reading_only()));
  EXPECT_FALSE(second_waits_for_first(LockScope::reading_only(), LockScope::everything()));
  Status wrote = first_->atomically([&] { return first_->insert_user(user("bob")); },
                                    LockScope::reading_only());
  EXPECT_FALSE(wrote.ok());
  EXPECT_FALSE(first_->find_user("bob").value());
}

// Two games of bob's ending at once, each in a transaction about its own game: the second to
// lock bob's rating waits until the first has written it.
TEST_F(PostgresLocksTest, RatingsLockedByOneGameWaitForItsEnd) {
  std::atomic<bool> second_locked = false;
  std::future<Status> second;
  Status first = first_->atomically(
      [&]() -> Status {
        if (auto s = first_->lock_ratings({"wanda", "bob"}); !s) return s;
        second = std::async(std::launch::async, [&] {
          return second_->atomically(
              [&]() -> Status {
                if (auto s = second_->lock_ratings({"bob", "carol"}); !s) return s;
                second_locked = true;
                return ok_status();
              },
              LockScope::one_game(TORI_102));
        });
        EXPECT_TRUE(seen_waiting_on_a_lock())
            << "the second game's end did not wait for bob's rating";
        EXPECT_FALSE(second_locked);
        return ok_status();
      },
      LockScope::one_game(TORI_101));
  ASSERT_TRUE(first.ok()) << first.error().message;
  Status second_status = second.get();
  EXPECT_TRUE(second_status.ok()) << second_status.error().message;
  EXPECT_TRUE(second_locked);
}

}  // namespace
}  // namespace tori::server::testing
