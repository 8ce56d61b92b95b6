// Storage in one SQLite file: WAL journal (readers never block the writer), synchronous=FULL
// (a committed write survives a crash or power loss), foreign keys on, schema migrated on open.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <unordered_map>

#include "server/storage/sql_storage.h"

struct sqlite3;
struct sqlite3_stmt;

namespace tori::server {

class SqliteStorage final : public SqlStorage {
 public:
  // Opens (creating if needed) the database file and brings its schema up to date. A write that
  // finds the file locked by another process waits up to `lock_wait` for it, then fails BUSY;
  // after such a failure, writes fail at once for a moment (see on_busy).
  static Result<std::unique_ptr<SqliteStorage>> open(
      const std::string& path, std::chrono::milliseconds lock_wait = std::chrono::seconds(5));
  ~SqliteStorage() override;

 private:
  SqliteStorage(sqlite3* db, std::chrono::milliseconds lock_wait)
      : db_(db), lock_wait_(lock_wait) {}
  static int on_busy(void* storage, int tries);
  std::unique_ptr<SqlStatement> prepare(std::string_view sql) override;
  // The write lock from the start: another process waits (busy timeout) instead of reading a
  // game that is about to change. The lock covers the whole file whatever the scope.
  Status begin_transaction(LockScope /*scope*/) override { return execute("BEGIN IMMEDIATE"); }
  // A failed statement leaves an SQLite transaction open, unless the error (a full disk, an I/O
  // error) made SQLite roll it back: then there is no transaction any more.
  bool transaction_intact() override;

  struct Prepared {
    sqlite3_stmt* stmt = nullptr;
    bool lent = false;  // a statement object is using it: a nested use prepares its own
  };

  sqlite3* db_;
  std::chrono::milliseconds lock_wait_;
  std::chrono::steady_clock::time_point busy_since_, fail_at_once_until_;
  // Every statement the storage has run, by its SQL (a fixed set: values are always bound).
  // Elements of an unordered_map stay where they are, so a lent statement's flag does too.
  std::unordered_map<std::string, Prepared> prepared_;
};

}  // namespace tori::server
