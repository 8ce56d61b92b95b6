// A thin RAII layer over the SQLite C API: a prepared statement; the values bound are handed to
// SQLite when it first runs.
#pragma once

#include "server/storage/sql_statement.h"

struct sqlite3;
struct sqlite3_stmt;

namespace tori::server {

class SqliteStatement final : public SqlStatement {
 public:
  SqliteStatement(sqlite3* db, std::string_view sql);
  ~SqliteStatement() override;

  bool step() override;
  std::string text(int column) const override;
  int64_t integer(int column) const override;
  double real(int column) const override;

 private:
  bool bind_values();

  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  bool started_ = false;
};

}  // namespace tori::server
