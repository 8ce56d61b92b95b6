// SqliteStorage: opening the file and setting it up; the queries are SqlStorage's.
#include "server/storage/sqlite_storage.h"

#include <sqlite3.h>

#include <thread>

#include "server/storage/sqlite_statement.h"

namespace tori::server {

namespace {

// How long writes fail at once after one has waited the whole lock_wait in vain: a file held by
// another process (a backup, an administrator's sqlite3) is held for a while, and every request
// waiting it out in turn would hold up the server's one thread again and again.
constexpr auto FAIL_AT_ONCE_FOR = std::chrono::seconds(2);
constexpr auto BUSY_POLL = std::chrono::milliseconds(2);

}  // namespace

int SqliteStorage::on_busy(void* storage, int tries) {
  auto* self = static_cast<SqliteStorage*>(storage);
  auto now = std::chrono::steady_clock::now();
  if (now < self->fail_at_once_until_) return 0;
  if (tries == 0) self->busy_since_ = now;
  if (now - self->busy_since_ >= self->lock_wait_) {
    self->fail_at_once_until_ = now + FAIL_AT_ONCE_FOR;
    return 0;
  }
  std::this_thread::sleep_for(BUSY_POLL);
  return 1;
}

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::open(const std::string& path,
                                                           std::chrono::milliseconds lock_wait) {
  sqlite3* db = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
  if (rc != SQLITE_OK) {
    std::string message = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    return make_error(ErrorKind::INTERNAL, "cannot open database " + path + ": " + message);
  }
  std::unique_ptr<SqliteStorage> storage(new SqliteStorage(db, lock_wait));
  sqlite3_busy_handler(db, &SqliteStorage::on_busy, storage.get());
  for (std::string_view pragma :
       {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON"})
    if (auto s = storage->execute(pragma); !s)
      return make_error(ErrorKind::INTERNAL,
                        "cannot use database " + path + ": " + s.error().message);
  if (auto s = storage->migrate(); !s)
    return make_error(ErrorKind::INTERNAL,
                      "cannot set up database " + path + ": " + s.error().message);
  return storage;
}

SqliteStorage::~SqliteStorage() {
  for (auto& [sql, prepared] : prepared_) sqlite3_finalize(prepared.stmt);
  sqlite3_close(db_);
}

std::unique_ptr<SqlStatement> SqliteStorage::prepare(std::string_view sql) {
  auto it = prepared_.find(std::string(sql));
  if (it == prepared_.end()) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db_, sql.data(), int(sql.size()), &stmt, nullptr) != SQLITE_OK) {
      sqlite3_finalize(stmt);
      return std::make_unique<SqliteStatement>(db_, sql);  // reports the error
    }
    it = prepared_.emplace(std::string(sql), Prepared{stmt, false}).first;
  }
  if (it->second.lent) return std::make_unique<SqliteStatement>(db_, sql);
  return std::make_unique<SqliteStatement>(db_, it->second.stmt, &it->second.lent);
}

bool SqliteStorage::transaction_intact() { return sqlite3_get_autocommit(db_) == 0; }

}  // namespace tori::server
