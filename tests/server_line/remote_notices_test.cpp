// RemoteNotices in process, on the test server: another instance's notice, sent through the
// database, reaches this instance's GameEvents as remote; this instance's own do not come back;
// stop() lets the event loop end.
#include "server/live/remote_notices.h"

#include <gtest/gtest.h>

#include <chrono>
#include <vector>

#include "../server/postgres_test_database.h"
#include "server/storage/postgres_connection.h"

namespace tori::server::live {
namespace {

using tori::server::testing::fresh_postgres_database;
using tori::server::testing::NO_POSTGRES_SERVER;

struct Heard {
  Notice notice;
  bool remote;
};

TEST(RemoteNotices, DeliversOtherInstancesNoticesAsRemoteAndStops) {
  auto url = fresh_postgres_database();
  if (!url) GTEST_SKIP() << NO_POSTGRES_SERVER;
  auto sender = PostgresConnection::connect(*url);
  ASSERT_TRUE(sender.ok()) << sender.error().message;

  boost::asio::io_context io;
  GameEvents here("here");
  GameEvents elsewhere("elsewhere");
  std::vector<Heard> heard;
  here.listen([&](const Notice& n, bool remote) { heard.push_back({n, remote}); });
  RemoteNotices remote(io, here, *url);
  ASSERT_TRUE(remote.start().ok());

  auto notify = [&](const GameEvents& from, const Notice& n) {
    auto sent = sender.value()->execute(
        "SELECT pg_notify($1, $2)", {{std::string(GAME_EVENTS_CHANNEL), 25}, {from.encode(n), 25}});
    ASSERT_TRUE(sent.ok()) << sent.error().message;
  };
  Notice own{{VariantId::TORI, 101}, "bob played 7e-7d", {"wanda"}};
  Notice other{{VariantId::YARI, 102}, "wanda played 3a-2b", {"bob", "carol"}};
  notify(here, own);  // sent first, so it would arrive first if it came back at all
  notify(elsewhere, other);
  for (int i = 0; i < 100 && heard.empty(); ++i) io.run_for(std::chrono::milliseconds(50));
  ASSERT_EQ(heard.size(), 1u);
  EXPECT_EQ(heard[0].notice, other);
  EXPECT_TRUE(heard[0].remote);

  remote.stop();
  io.restart();
  auto started = std::chrono::steady_clock::now();
  io.run();  // nothing left to wait for: returns at once
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(1));
}

TEST(RemoteNotices, StartFailsClearlyWithoutADatabase) {
  boost::asio::io_context io;
  GameEvents events("here");
  RemoteNotices remote(io, events, "postgresql://bob@/tori?host=/nonexistent-tori-sockets");
  auto started = remote.start();
  ASSERT_FALSE(started.ok());
  EXPECT_TRUE(started.error().message.starts_with("database: cannot connect to PostgreSQL"))
      << started.error().message;
}

}  // namespace
}  // namespace tori::server::live
