// A thin RAII layer over the SQLite C API: a prepared statement with typed binding.
#pragma once

#include "server/storage/sql_statement.h"

struct sqlite3;
struct sqlite3_stmt;

namespace tori::server {

class SqliteStatement final : public SqlStatement {
 public:
  SqliteStatement(sqlite3* db, std::string_view sql);
  ~SqliteStatement() override;

  using SqlStatement::bind;
  SqliteStatement& bind(int index, std::string_view text) override;
  SqliteStatement& bind(int index, int64_t value) override;
  SqliteStatement& bind(int index, double value) override;

  bool step() override;

  std::string text(int column) const override;
  int64_t integer(int column) const override;
  double real(int column) const override;

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace tori::server
