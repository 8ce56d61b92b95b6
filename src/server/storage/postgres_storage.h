// Storage in a PostgreSQL database, reached by a postgresql:// URL through libpq: the same
// queries and schema steps as SQLite (SqlStorage), commits durable (synchronous_commit on), a
// connection the server dropped made again before the next call outside a transaction.
#pragma once

#include <memory>
#include <string>

#include "server/storage/postgres_connection.h"
#include "server/storage/sql_storage.h"

namespace tori::server {

class PostgresStorage final : public SqlStorage {
 public:
  // Connects and brings the schema up to date; the database itself must exist.
  static Result<std::unique_ptr<PostgresStorage>> open(const std::string& url);
  Status notify(std::string_view channel, std::string_view payload) override;

 private:
  explicit PostgresStorage(std::unique_ptr<PostgresConnection> connection)
      : connection_(std::move(connection)) {}
  std::unique_ptr<SqlStatement> prepare(std::string_view sql) override;
  void reconnect_if_lost() override;
  // One request at a time across every process on the database, as SQLite's write lock gives:
  // a transaction-scoped advisory lock, released by COMMIT or ROLLBACK. (Coarse: a lock per game
  // would let instances work side by side; that is for the live-play server.)
  Status begin_transaction() override;

  std::unique_ptr<PostgresConnection> connection_;
};

}  // namespace tori::server
