// A thin RAII layer over the SQLite C API: a prepared statement; the values bound are handed to
// SQLite when it first runs. A statement may be lent from the storage's cache of prepared
// statements (parsing SQL was a quarter of a move's time): then it is reset, not finalized, at
// the end, and handed back.
#pragma once

#include "server/storage/sql_statement.h"

struct sqlite3;
struct sqlite3_stmt;

namespace tori::server {

class SqliteStatement final : public SqlStatement {
 public:
  SqliteStatement(sqlite3* db, std::string_view sql);
  // A statement prepared before, lent while *lent is true; the destructor sets it false.
  SqliteStatement(sqlite3* db, sqlite3_stmt* prepared, bool* lent);
  ~SqliteStatement() override;

  bool step() override;
  std::string text(int column) const override;
  int64_t integer(int column) const override;
  double real(int column) const override;

 private:
  bool bind_values();

  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  bool* lent_ = nullptr;
  bool started_ = false;
};

}  // namespace tori::server
