// Storage in a PostgreSQL database, reached by a postgresql:// URL through libpq: the same
// queries and schema steps as SQLite (SqlStorage), commits durable (synchronous_commit on), a
// connection the server dropped made again before the next call outside a transaction.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "server/storage/postgres_connection.h"
#include "server/storage/sql_storage.h"

namespace tori::server {

class PostgresStorage final : public SqlStorage {
 public:
  // Connects and brings the schema up to date; the database itself must exist.
  static Result<std::unique_ptr<PostgresStorage>> open(const std::string& url);
  Status notify(std::string_view channel, std::string_view payload) override;
  Status notify_all(std::string_view channel, const std::vector<std::string>& payloads) override;
  Status lock_ratings(const std::vector<std::string>& users) override;
  Result<ReadAhead> read_ahead(const std::vector<GameKey>& games,
                               const std::vector<std::string>& users) override;

 private:
  explicit PostgresStorage(std::unique_ptr<PostgresConnection> connection)
      : connection_(std::move(connection)) {}
  std::unique_ptr<SqlStatement> prepare(std::string_view sql) override;
  void reconnect_if_lost() override;
  // Transaction-scoped advisory locks, released by COMMIT or ROLLBACK, so that every process on
  // the database takes turns where it must and no more: a request about one game holds the
  // global lock shared and that game's lock exclusively (requests about other games run beside
  // it); any other request holds the global lock exclusively (alone, as SQLite's write lock);
  // one that only reads takes a snapshot and no lock.
  Status begin_transaction(LockScope scope) override;
  Status lock_games(const std::vector<GameKey>& games);
  bool transaction_intact() override { return connection_->in_intact_transaction(); }
  void defer_writes(bool on) override { connection_->defer_writes(on); }

  std::unique_ptr<PostgresConnection> connection_;
};

}  // namespace tori::server
