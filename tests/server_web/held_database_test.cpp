// An SQLite file held by another process (an administrator's `BEGIN EXCLUSIVE`, a backup):
// reads go on (WAL), a write is answered 503 `busy` with Retry-After after a short wait, not
// after the 5 s busy timeout and not as the server's own failure; once the file is free again,
// writes go through.
#include <sqlite3.h>

#include <thread>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

// A connection of its own holding the write lock, as `sqlite3 FILE 'BEGIN EXCLUSIVE'` would.
class LockHolder {
 public:
  explicit LockHolder(const std::string& path) {
    if (sqlite3_open(path.c_str(), &db_) == SQLITE_OK)
      held_ = sqlite3_exec(db_, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr) == SQLITE_OK;
  }
  ~LockHolder() {
    if (held_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    sqlite3_close(db_);
  }
  bool held() const { return held_; }

 private:
  sqlite3* db_ = nullptr;
  bool held_ = false;
};

class HeldDatabase : public WebServerTest {};

TEST_P(HeldDatabase, ReadsGoOnAndWritesAreBusyUntilTheFileIsFree) {
  if (GetParam() != "sqlite") GTEST_SKIP() << "an SQLite file held by another process";
  std::string bob = sign_up("bob");
  {
    LockHolder holder(file("server.db"));
    ASSERT_TRUE(holder.held());
    EXPECT_EQ(http()->get("/api/users/bob").status, 200u);
    HttpAnswer write = http()->post("/api/login", {{"user", "bob"}, {"password", "bobpwkifu77"}});
    EXPECT_EQ(write.status, 503u) << write.body;
    EXPECT_EQ(write.error_code(), "busy");
    EXPECT_FALSE(write.headers["Retry-After"].empty());
    HttpAnswer seek = http()->post("/api/seeks", {{"variant", "torishogi"}}, bob);
    EXPECT_EQ(seek.status, 503u) << seek.body;
    EXPECT_EQ(http()->get("/api/lobby").status, 200u);
    EXPECT_EQ(http()->get("/api/lobby").json_body()["seeks"].size(), 0u);
  }
  // Free again: after the moment of failing at once, writes go through.
  HttpAnswer later;
  for (int i = 0; i < 100 && later.status != 200u; ++i) {
    if (i > 0) std::this_thread::sleep_for(100ms);
    later = http()->post("/api/login", {{"user", "bob"}, {"password", "bobpwkifu77"}});
  }
  EXPECT_EQ(later.status, 200u) << later.body;
}

TORI_WEB_TESTS(HeldDatabase);

}  // namespace
}  // namespace tori::server::web::testing
