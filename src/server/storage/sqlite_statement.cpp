// SQLite statements: prepare once, bind, step, read.
#include "server/storage/sqlite_statement.h"

#include <sqlite3.h>

namespace tori::server {

SqliteStatement::SqliteStatement(sqlite3* db, std::string_view sql) : db_(db) {
  if (sqlite3_prepare_v2(db, sql.data(), int(sql.size()), &stmt_, nullptr) != SQLITE_OK) {
    error_ = std::string("cannot prepare SQL: ") + sqlite3_errmsg(db);
    sqlite3_finalize(stmt_);
    stmt_ = nullptr;
  }
}

SqliteStatement::~SqliteStatement() { sqlite3_finalize(stmt_); }

SqliteStatement& SqliteStatement::bind(int index, std::string_view text) {
  if (stmt_ &&
      sqlite3_bind_text(stmt_, index, text.data(), int(text.size()), SQLITE_TRANSIENT) != SQLITE_OK)
    error_ = sqlite3_errmsg(db_);
  return *this;
}

SqliteStatement& SqliteStatement::bind(int index, int64_t value) {
  if (stmt_ && sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) error_ = sqlite3_errmsg(db_);
  return *this;
}

SqliteStatement& SqliteStatement::bind(int index, double value) {
  if (stmt_ && sqlite3_bind_double(stmt_, index, value) != SQLITE_OK) error_ = sqlite3_errmsg(db_);
  return *this;
}

bool SqliteStatement::step() {
  if (!stmt_ || !error_.empty()) return false;
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc != SQLITE_DONE) error_ = sqlite3_errmsg(db_);
  return false;
}

std::string SqliteStatement::text(int column) const {
  const unsigned char* t = sqlite3_column_text(stmt_, column);
  return t ? std::string(reinterpret_cast<const char*>(t), sqlite3_column_bytes(stmt_, column))
           : std::string();
}

int64_t SqliteStatement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }

double SqliteStatement::real(int column) const { return sqlite3_column_double(stmt_, column); }

}  // namespace tori::server
