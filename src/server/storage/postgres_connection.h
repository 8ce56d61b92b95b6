// A thin RAII layer over libpq: one connection to a PostgreSQL server and the results of the
// statements run on it. Values travel apart from the statement's text, as typed parameters.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/records/status.h"

struct pg_conn;
struct pg_result;

namespace tori::server {

struct PostgresResultFree {
  void operator()(pg_result* result) const;
};
using PostgresResult = std::unique_ptr<pg_result, PostgresResultFree>;

// One value for $1, $2 ...: its text form and its type (a PostgreSQL type OID); no text: NULL.
struct PostgresParameter {
  std::optional<std::string> text;
  unsigned type = 0;
};

class PostgresConnection {
 public:
  // Connects to a postgresql:// URL (or any libpq connection string). The error names the
  // database, user and host, never the password.
  static Result<std::unique_ptr<PostgresConnection>> connect(const std::string& url);
  ~PostgresConnection();
  PostgresConnection(const PostgresConnection&) = delete;
  PostgresConnection& operator=(const PostgresConnection&) = delete;

  // Runs one statement, with $1, $2 ... taken from `parameters`. A result that is not a success
  // comes back as an error: the server's message (or libpq's, when the connection failed).
  Result<PostgresResult> execute(const std::string& sql,
                                 const std::vector<PostgresParameter>& parameters = {});
  // The same for a statement whose answer nobody reads (a write returning no rows): while
  // writes are deferred it is only queued (libpq's pipeline mode) and comes back as a null
  // result; the queue goes out with the next statement that waits for its answer, whose result
  // is then the first failure of the queue, if any (every statement after one that failed fails
  // too, in the transaction).
  Result<PostgresResult> execute_or_defer(const std::string& sql,
                                          const std::vector<PostgresParameter>& parameters);
  // Requests committed together turn this on for their transaction: their writes then cost no
  // round trip each, and a failure of any of them fails the transaction, whose requests then
  // run again one by one with this off (GameService::in_one_transaction_each).
  void defer_writes(bool on) { defer_writes_ = on; }

  // A transaction is open and no statement in it has failed (one that has can only roll back);
  // sends the queued writes first, to know.
  bool in_intact_transaction();

  // If the server dropped the connection (restarted, or ended this session), connects again.
  void reconnect_if_lost();

  // For a LISTENing connection: the socket to wait on (readable when the server sent
  // something), and the payloads of the notifications that have arrived, read without waiting.
  // An error when the connection is lost.
  int socket() const;
  Result<std::vector<std::string>> take_notifications();

 private:
  explicit PostgresConnection(pg_conn* connection) : connection_(connection) {}
  Status set_up_session();
  std::string last_error() const;
  Error failure(const PostgresResult& result) const;  // the server's message, else libpq's

  // Sends what is queued and reads every answer (their first failure, if any).
  Status send_deferred();
  // The prepared statement for `sql` with parameters of these types, prepared on first use.
  Result<std::string> prepared_name(const std::string& sql, const std::vector<unsigned>& types);

  pg_conn* connection_;
  bool defer_writes_ = false;
  bool pipelining_ = false;  // in libpq's pipeline mode
  int deferred_ = 0;         // statements queued in it, their answers not read yet
  std::unordered_map<std::string, std::string> prepared_;  // statement text and types -> name
};

}  // namespace tori::server
