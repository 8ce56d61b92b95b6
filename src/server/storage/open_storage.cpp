// Opening SQLite or PostgreSQL storage from what --db says.
#include "server/storage/open_storage.h"

#include "server/storage/postgres_storage.h"
#include "server/storage/sqlite_storage.h"

namespace tori::server {

bool is_postgres_url(const std::string& where) {
  return where.starts_with("postgresql://") || where.starts_with("postgres://");
}

Result<std::unique_ptr<Storage>> open_storage(const std::string& where,
                                              std::chrono::milliseconds sqlite_lock_wait) {
  if (where.empty())
    return make_error(ErrorKind::INTERNAL,
                      "no database given: name an SQLite file or a PostgreSQL URL");
  if (is_postgres_url(where)) {
    auto postgres = PostgresStorage::open(where);
    if (!postgres) return postgres.error();
    return std::unique_ptr<Storage>(std::move(postgres.value()));
  }
  auto sqlite = SqliteStorage::open(where, sqlite_lock_wait);
  if (!sqlite) return sqlite.error();
  return std::unique_ptr<Storage>(std::move(sqlite.value()));
}

}  // namespace tori::server
