// SQLite statements: prepare, bind the values, step, read.
#include "server/storage/sqlite_statement.h"

#include <sqlite3.h>

#include <type_traits>
#include <variant>

namespace tori::server {

SqliteStatement::SqliteStatement(sqlite3* db, std::string_view sql) : db_(db) {
  if (sqlite3_prepare_v2(db, sql.data(), int(sql.size()), &stmt_, nullptr) != SQLITE_OK) {
    error_ = std::string("cannot prepare SQL: ") + sqlite3_errmsg(db);
    sqlite3_finalize(stmt_);
    stmt_ = nullptr;
  }
}

SqliteStatement::SqliteStatement(sqlite3* db, sqlite3_stmt* prepared, bool* lent)
    : db_(db), stmt_(prepared), lent_(lent) {
  *lent_ = true;
}

SqliteStatement::~SqliteStatement() {
  if (!lent_) {
    sqlite3_finalize(stmt_);
    return;
  }
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
  *lent_ = false;
}

// Hands the bound values to SQLite, whose parameter N is ?N; the ones never bound stay NULL.
bool SqliteStatement::bind_values() {
  for (std::size_t i = 0; i < values().size(); ++i) {
    if (!values()[i]) continue;
    int index = int(i + 1);
    int rc = std::visit(
        [&](const auto& v) {
          using Value = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<Value, std::string>)
            return sqlite3_bind_text(stmt_, index, v.data(), int(v.size()), SQLITE_TRANSIENT);
          else if constexpr (std::is_same_v<Value, int64_t>)
            return sqlite3_bind_int64(stmt_, index, v);
          else
            return sqlite3_bind_double(stmt_, index, v);
        },
        *values()[i]);
    if (rc != SQLITE_OK) {
      error_ = sqlite3_errmsg(db_);
      return false;
    }
  }
  return true;
}

bool SqliteStatement::step() {
  if (!stmt_ || !error_.empty()) return false;
  if (!started_) {
    started_ = true;
    if (!bind_values()) return false;
  }
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc != SQLITE_DONE) {
    error_ = sqlite3_errmsg(db_);
    busy_ = (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED;
  }
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
