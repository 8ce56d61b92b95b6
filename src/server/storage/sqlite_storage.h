// Storage in one SQLite file: WAL journal (readers never block the writer), synchronous=FULL
// (a committed write survives a crash or power loss), foreign keys on, schema migrated on open.
#pragma once

#include <memory>
#include <string>

#include "server/storage/sql_storage.h"

struct sqlite3;

namespace tori::server {

class SqliteStorage final : public SqlStorage {
 public:
  // Opens (creating if needed) the database file and brings its schema up to date.
  static Result<std::unique_ptr<SqliteStorage>> open(const std::string& path);
  ~SqliteStorage() override;

 private:
  explicit SqliteStorage(sqlite3* db) : db_(db) {}
  std::unique_ptr<SqlStatement> prepare(std::string_view sql) override;
  // The write lock from the start: another process waits (busy timeout) instead of reading a
  // game that is about to change. The lock covers the whole file whatever the scope.
  Status begin_transaction(LockScope /*scope*/) override { return execute("BEGIN IMMEDIATE"); }

  sqlite3* db_;
};

}  // namespace tori::server
