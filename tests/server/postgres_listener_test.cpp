// PostgresListener on the test server: a notification sent on one connection is drained on the
// listener's; a listener whose connection the server ended says so and, connected again, hears
// again.
#include "server/storage/postgres_listener.h"

#include <gtest/gtest.h>
#include <poll.h>

#include <chrono>
#include <string>
#include <vector>

#include "postgres_test_database.h"
#include "server/storage/postgres_statement.h"
#include "server/storage/postgres_storage.h"

namespace tori::server::testing {
namespace {

constexpr const char* CHANNEL = "tori_test_events";

class PostgresListenerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto url = fresh_postgres_database();
    if (!url) GTEST_SKIP() << NO_POSTGRES_SERVER;
    url_ = *url;
    auto sender = PostgresConnection::connect(url_);
    ASSERT_TRUE(sender.ok()) << sender.error().message;
    sender_ = std::move(sender.value());
    auto listener = PostgresListener::open(url_, CHANNEL);
    ASSERT_TRUE(listener.ok()) << listener.error().message;
    listener_ = std::move(listener.value());
  }

  void notify(const std::string& payload) {
    auto sent = sender_->execute("SELECT pg_notify($1, $2)", {{CHANNEL, 25}, {payload, 25}});
    ASSERT_TRUE(sent.ok()) << sent.error().message;
  }
  // What the listener drains within a few seconds, waiting on its socket as an event loop would;
  // stops at the first batch (or the first error).
  Result<std::vector<std::string>> wait_and_drain() {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < deadline) {
      pollfd readable{listener_->socket(), POLLIN, 0};
      if (poll(&readable, 1, 100) < 0) break;
      auto drained = listener_->drain();
      if (!drained || !drained->empty()) return drained;
    }
    return std::vector<std::string>{};
  }

  std::string url_;
  std::unique_ptr<PostgresConnection> sender_;
  std::unique_ptr<PostgresListener> listener_;
};

TEST_F(PostgresListenerTest, HearsWhatAnotherConnectionNotifies) {
  EXPECT_TRUE(listener_->drain().value().empty());
  notify("first");
  notify("second");
  std::vector<std::string> heard;
  while (heard.size() < 2) {
    auto drained = wait_and_drain();
    ASSERT_TRUE(drained.ok()) << drained.error().message;
    ASSERT_FALSE(drained->empty()) << "nothing arrived";
    heard.insert(heard.end(), drained->begin(), drained->end());
  }
  EXPECT_EQ(heard, (std::vector<std::string>{"first", "second"}));
}

// The storage sends many notices in a few statements (16 to a statement); they arrive in order.
TEST_F(PostgresListenerTest, ManyNotifiedAtOnceArriveInOrder) {
  auto storage = PostgresStorage::open(url_);
  ASSERT_TRUE(storage.ok()) << storage.error().message;
  std::vector<std::string> sent;
  for (int i = 0; i < 37; ++i) sent.push_back("notice " + std::to_string(i));
  Status done = (*storage)->atomically([&] { return (*storage)->notify_all(CHANNEL, sent); },
                                       LockScope::everything());
  ASSERT_TRUE(done.ok()) << done.error().message;
  std::vector<std::string> heard;
  while (heard.size() < sent.size()) {
    auto drained = wait_and_drain();
    ASSERT_TRUE(drained.ok()) << drained.error().message;
    ASSERT_FALSE(drained->empty()) << "only " << heard.size() << " arrived";
    heard.insert(heard.end(), drained->begin(), drained->end());
  }
  EXPECT_EQ(heard, sent);
}

// A notification sent inside a transaction arrives only when it commits, and never if it rolls
// back: the live news never gets ahead of the database.
TEST_F(PostgresListenerTest, HearsOnlyCommittedNotifications) {
  ASSERT_TRUE(sender_->execute("BEGIN").ok());
  notify("rolled back");
  ASSERT_TRUE(sender_->execute("ROLLBACK").ok());
  ASSERT_TRUE(sender_->execute("BEGIN").ok());
  notify("committed");
  ASSERT_TRUE(sender_->execute("COMMIT").ok());
  auto drained = wait_and_drain();
  ASSERT_TRUE(drained.ok()) << drained.error().message;
  EXPECT_EQ(*drained, std::vector<std::string>{"committed"});
}

TEST_F(PostgresListenerTest, ALostConnectionIsAnErrorAndReconnectingListensAgain) {
  auto ended = sender_->execute(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() "
      "AND pid <> pg_backend_pid()");
  ASSERT_TRUE(ended.ok()) << ended.error().message;
  auto lost = wait_and_drain();
  ASSERT_FALSE(lost.ok()) << "the listener did not notice its connection was ended";
  EXPECT_TRUE(lost.error().message.starts_with("database: the connection to PostgreSQL was lost"))
      << lost.error().message;

  ASSERT_TRUE(listener_->reconnect().ok());
  notify("again");
  auto drained = wait_and_drain();
  ASSERT_TRUE(drained.ok()) << drained.error().message;
  EXPECT_EQ(*drained, std::vector<std::string>{"again"});
}

TEST_F(PostgresListenerTest, AServerThatCannotBeReachedIsAClearError) {
  auto opened =
      PostgresListener::open("postgresql://bob@/tori?host=/nonexistent-tori-sockets", CHANNEL);
  ASSERT_FALSE(opened.ok());
  EXPECT_TRUE(opened.error().message.starts_with("database: cannot connect to PostgreSQL"))
      << opened.error().message;
}

}  // namespace
}  // namespace tori::server::testing
