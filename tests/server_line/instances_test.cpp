// Several `tori serve` instances on one PostgreSQL database (issue 6): bob logged in on one,
// wanda on the other, play a whole game; each hears the other's every move at once, pushed by
// their own instance; both instances show the same game. Moves made by `tori command` (another
// process) reach a logged-in player too, and an instance whose listening connection is ended
// hears again once it has connected again. PostgreSQL only: SQLite is one server's.
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "line_fixture.h"
#include "recorded_games.h"
#include "server/storage/postgres_connection.h"
#include "server/storage/postgres_statement.h"

namespace tori::server::line::testing {
namespace {

Block expect_ok(LineClient& c, const std::string& line) {
  Block b = c.command(line);
  EXPECT_EQ(b.kind, "reply") << line;
  EXPECT_FALSE(b.subject.starts_with("Error")) << line << "\n" << b.subject << "\n" << b.body;
  return b;
}

class SeveralInstances : public ::testing::Test {
 protected:
  void SetUp() override {
    std::random_device seed;
    dir_ = std::filesystem::temp_directory_path() /
           ("tori-instances-test-" + std::to_string(seed()) + std::to_string(seed()));
    std::filesystem::create_directories(dir_);
    auto database = tori::server::testing::fresh_postgres_database();
    if (!database) GTEST_SKIP() << tori::server::testing::NO_POSTGRES_SERVER;
    database_ = *database;
    for (const char* name : {"a", "b"}) {
      instances_.push_back(std::make_unique<ServerProcess>(
          std::vector<std::string>{"--db", database_, "--tick-seconds", "0.2"},
          (dir_ / (std::string("port-") + name)).string()));
      ASSERT_NE(instances_.back()->port(), 0) << "tori serve " << name << " did not start";
    }
  }
  void TearDown() override {
    instances_.clear();
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }

  // `user` (password user + "pwkifu77") signed up and logged in on instance `index`.
  std::unique_ptr<LineClient> player(std::size_t index, const std::string& user) {
    auto c = std::make_unique<LineClient>(instances_[index]->port());
    EXPECT_EQ(c->read_block().kind, "hello");
    expect_ok(*c, "signup " + user + " " + user + "pwkifu77");
    expect_ok(*c, "login " + user + " " + user + "pwkifu77");
    return c;
  }
  // `tori command` on the same database, as an administrator or a script would run it.
  int tori_command(const std::string& command) {
    std::string line = std::string(TORI_BINARY) + " command --db '" + database_ + "' '" + command +
                       "' > /dev/null";
    return std::system(line.c_str());
  }
  // The first column of the first row of `sql` on the test database.
  std::string query(const std::string& sql) {
    auto admin = PostgresConnection::connect(database_);
    if (!admin) return "error: " + admin.error().message;
    PostgresStatement s(**admin, sql);
    if (!s.step()) return "error: " + s.error();
    return s.text(0);
  }

  std::filesystem::path dir_;
  std::string database_;
  std::vector<std::unique_ptr<ServerProcess>> instances_;
};

TEST_F(SeveralInstances, APlayerOnEachInstancePlaysAWholeGame) {
  auto bob = player(0, "bob");
  auto wanda = player(1, "wanda");
  expect_ok(*bob, "torishogi challenge wanda");
  ASSERT_TRUE(wanda->wait_push("game 101 begins"));

  Block last;
  for (std::size_t i = 0; i < TORI_MATE_GAME.size(); ++i) {
    LineClient* mover = i % 2 == 0 ? bob.get() : wanda.get();
    LineClient* other = i % 2 == 0 ? wanda.get() : bob.get();
    const std::string& move = TORI_MATE_GAME[i];
    last = expect_ok(*mover, "torishogi move 101 " + move + "#" + std::to_string(i + 1));
    ASSERT_TRUE(other->wait_push("played " + move))
        << "move " << i + 1 << " (" << move << ") was not pushed";
  }
  EXPECT_TRUE(last.contains("Black wins by checkmate")) << last.body;

  // One game, whichever instance is asked. Logged out, both see the same board: logged in, each
  // would see it in their own board settings (wanda's turned round).
  expect_ok(*bob, "logout");
  expect_ok(*wanda, "logout");
  Block on_a = expect_ok(*bob, "torishogi show 101");
  Block on_b = expect_ok(*wanda, "torishogi show 101");
  EXPECT_EQ(on_a.body, on_b.body);
  EXPECT_TRUE(on_a.contains("Black wins by checkmate")) << on_a.body;
  EXPECT_TRUE(expect_ok(*wanda, "torishogi standings").contains("1. bob"));
  EXPECT_EQ(expect_ok(*bob, "torishogi standings").body,
            expect_ok(*wanda, "torishogi standings").body);
}

// `tori command` is a process of its own, not a server: its notices reach the players logged in
// on a running server all the same.
TEST_F(SeveralInstances, MovesMadeByToriCommandArePushed) {
  auto wanda = player(1, "wanda");
  ASSERT_EQ(tori_command("signup bob bobpwkifu77"), 0);
  ASSERT_EQ(tori_command("torishogi challenge bob wanda"), 0);
  ASSERT_TRUE(wanda->wait_push("game 101 begins"));
  ASSERT_EQ(tori_command("torishogi move 101 bob bobpwkifu77 7e-7d from the command line"), 0);
  auto pushed = wanda->wait_push("bob played 7e-7d");
  ASSERT_TRUE(pushed);
  EXPECT_TRUE(pushed->contains("from the command line")) << pushed->body;
}

// The listening connections ended (a database restart, an administrator): each instance
// connects again, after a short pause, and hears the other again.
TEST_F(SeveralInstances, AnInstanceThatLostItsListeningConnectionHearsAgain) {
  auto bob = player(0, "bob");
  auto wanda = player(1, "wanda");
  expect_ok(*bob, "torishogi challenge wanda");
  ASSERT_TRUE(wanda->wait_push("game 101 begins"));
  const std::string listeners =
      "FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'";
  ASSERT_EQ(query("SELECT COUNT(*) " + listeners), "2");
  std::string before = query("SELECT string_agg(pid::text, ',' ORDER BY pid) " + listeners);
  ASSERT_EQ(query("SELECT COUNT(*) FROM (SELECT pg_terminate_backend(pid) " + listeners + ") t"),
            "2");
  // Both listen again, on new connections.
  bool again = false;
  for (int tries = 0; tries < 500 && !again; ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    again = query("SELECT COUNT(*) " + listeners) == "2" &&
            query("SELECT string_agg(pid::text, ',' ORDER BY pid) " + listeners) != before;
  }
  ASSERT_TRUE(again) << "the instances did not listen again";
  expect_ok(*bob, "torishogi move 101 7e-7d");
  EXPECT_TRUE(wanda->wait_push("bob played 7e-7d"));
  expect_ok(*wanda, "torishogi move 101 1c-1d");
  EXPECT_TRUE(bob->wait_push("wanda played 1c-1d"));
}

}  // namespace
}  // namespace tori::server::line::testing
