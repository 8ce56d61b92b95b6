// PostgresStorage: connecting and migrating; the queries are SqlStorage's.
#include "server/storage/postgres_storage.h"

#include "server/storage/postgres_statement.h"

namespace tori::server {

Result<std::unique_ptr<PostgresStorage>> PostgresStorage::open(const std::string& url) {
  auto connection = PostgresConnection::connect(url);
  if (!connection) return connection.error();
  std::unique_ptr<PostgresStorage> storage(new PostgresStorage(std::move(connection.value())));
  // Servers that open one database at the same moment take turns: the first migrates, the
  // others then find nothing left to do. The lock (its number is arbitrary, ours alone) is the
  // session's: it ends with the connection if migrating fails.
  if (auto s = storage->execute("SELECT pg_advisory_lock(7630700)"); !s) return s.error();
  if (auto s = storage->migrate(); !s) return s.error();
  if (auto s = storage->execute("SELECT pg_advisory_unlock(7630700)"); !s) return s.error();
  return storage;
}

std::unique_ptr<SqlStatement> PostgresStorage::prepare(std::string_view sql) {
  return std::make_unique<PostgresStatement>(*connection_, sql);
}

Status PostgresStorage::begin_transaction() {
  if (auto s = execute("BEGIN"); !s) return s;
  auto locked = execute("SELECT pg_advisory_xact_lock(7630701)");
  if (!locked) (void)execute("ROLLBACK");
  return locked;
}

Status PostgresStorage::notify(std::string_view channel, std::string_view payload) {
  return prepare("SELECT pg_notify(?1, ?2)")->bind_all(channel, payload).run();
}

void PostgresStorage::reconnect_if_lost() { connection_->reconnect_if_lost(); }

}  // namespace tori::server
