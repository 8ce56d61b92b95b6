// A thin RAII layer over the SQLite C API: a connection and prepared statements with typed
// binding. Values only ever reach SQL through bind(), never through the statement text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "server/service/status.h"

struct sqlite3;
struct sqlite3_stmt;

namespace tori::server {

class SqliteStatement {
 public:
  SqliteStatement(sqlite3* db, std::string_view sql);
  ~SqliteStatement();
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;

  bool prepared() const { return stmt_ != nullptr; }
  const std::string& error() const { return error_; }

  // Parameters are numbered from 1, as in SQL's ?1, ?2 ...
  SqliteStatement& bind(int index, std::string_view text);
  SqliteStatement& bind(int index, int64_t value);
  SqliteStatement& bind(int index, int value) { return bind(index, int64_t(value)); }
  SqliteStatement& bind(int index, bool value) { return bind(index, int64_t(value)); }
  SqliteStatement& bind(int index, double value);

  // Runs to the next row: true with a row to read, false when done; an error is kept in error().
  bool step();
  Status run();  // for statements without rows: step to the end

  std::string text(int column) const;
  int64_t integer(int column) const;
  double real(int column) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  std::string error_;
};

}  // namespace tori::server
