// libpq connections: the settings that keep a call from hanging on a dead network, what every
// session sets up, and the server's errors as one-line messages.
#include "server/storage/postgres_connection.h"

#include <libpq-fe.h>

namespace tori::server {

namespace {

// libpq's messages end in a newline and may go on over several lines.
std::string one_line(std::string_view message) {
  std::string line;
  bool gap = false;
  for (char c : message) {
    if (c == '\n' || c == '\r' || c == '\t' || c == ' ') {
      gap = !line.empty();
      continue;
    }
    if (gap) line += ' ';
    gap = false;
    line += c;
  }
  return line;
}

std::string or_default(const char* text) { return text && *text ? text : "(default)"; }

// Which database the connection is (or was to be) to, without the password.
std::string describe(const pg_conn* c) {
  return "database " + or_default(PQdb(c)) + " as " + or_default(PQuser(c)) + " on " +
         or_default(PQhost(c));
}

}  // namespace

void PostgresResultFree::operator()(pg_result* result) const { PQclear(result); }

Result<std::unique_ptr<PostgresConnection>> PostgresConnection::connect(const std::string& url) {
  // Keywords are read in order and a later one wins: the settings the URL (expanded from dbname)
  // makes override these defaults. The timeouts and keepalives make a server that stops
  // answering an error after a minute or so, not a hang.
  const char* const keys[] = {"connect_timeout",
                              "keepalives_idle",
                              "keepalives_interval",
                              "keepalives_count",
                              "tcp_user_timeout",
                              "application_name",
                              "dbname",
                              nullptr};
  const char* const values[] = {"10", "60", "10", "3", "60000", "tori", url.c_str(), nullptr};
  pg_conn* c = PQconnectdbParams(keys, values, 1);
  if (!c)
    return make_error(ErrorKind::INTERNAL,
                      "database: out of memory while connecting to PostgreSQL");
  std::unique_ptr<PostgresConnection> connection(new PostgresConnection(c));
  // Notices ("table already exists, skipping") would otherwise go to standard error.
  PQsetNoticeProcessor(
      c, [](void*, const char*) {}, nullptr);
  if (PQstatus(c) != CONNECTION_OK)
    return make_error(ErrorKind::INTERNAL, "database: cannot connect to PostgreSQL " + describe(c) +
                                               ": " + connection->last_error());
  if (auto s = connection->set_up_session(); !s) return s.error();
  return connection;
}

PostgresConnection::~PostgresConnection() { PQfinish(connection_); }

// Text goes both ways as UTF-8, and a commit returns only once it is on disk, whatever the
// server's defaults say: a reply is never sent for a move the database could lose.
Status PostgresConnection::set_up_session() {
  if (PQsetClientEncoding(connection_, "UTF8") != 0)
    return make_error(ErrorKind::INTERNAL,
                      "database: cannot set the client encoding to UTF8: " + last_error());
  auto result = execute("SET synchronous_commit = on");
  if (!result) return make_error(ErrorKind::INTERNAL, "database: " + result.error().message);
  return ok_status();
}

std::string PostgresConnection::last_error() const { return one_line(PQerrorMessage(connection_)); }

namespace {

bool succeeded(const PostgresResult& result) {
  ExecStatusType status = result ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
  return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

// Statements with values are the service's queries, a fixed set run again and again: each is
// parsed and planned once per connection (a named prepared statement, keyed by its text and
// its values' types), which takes most of the work off the database server.
std::string prepared_key(const std::string& sql, const std::vector<Oid>& types) {
  std::string key = sql;
  for (Oid type : types) key += "\x1f" + std::to_string(type);
  return key;
}

// The parameters as libpq takes them: C strings (null for NULL) and their types.
struct Values {
  std::vector<const char*> texts;
  std::vector<Oid> types;
};
Values values_of(const std::vector<PostgresParameter>& parameters) {
  Values v;
  for (const PostgresParameter& p : parameters) {
    v.texts.push_back(p.text ? p.text->c_str() : nullptr);
    v.types.push_back(p.type);
  }
  return v;
}

}  // namespace

Error PostgresConnection::failure(const PostgresResult& result) const {
  const char* primary =
      result ? PQresultErrorField(result.get(), PG_DIAG_MESSAGE_PRIMARY) : nullptr;
  return make_error(ErrorKind::INTERNAL, primary ? one_line(primary) : last_error());
}

Result<std::string> PostgresConnection::prepared_name(const std::string& sql,
                                                      const std::vector<Oid>& types) {
  std::string key = prepared_key(sql, types);
  auto it = prepared_.find(key);
  if (it != prepared_.end()) return it->second;
  std::string name = "tori_" + std::to_string(prepared_.size() + 1);
  PostgresResult prepared(
      PQprepare(connection_, name.c_str(), sql.c_str(), int(types.size()), types.data()));
  if (!succeeded(prepared)) return failure(prepared);
  prepared_.emplace(std::move(key), name);
  return name;
}

Result<PostgresResult> PostgresConnection::execute(
    const std::string& sql, const std::vector<PostgresParameter>& parameters) {
  if (auto sent = send_deferred(); !sent) return sent.error();
  if (parameters.empty()) {
    PostgresResult result(
        PQexecParams(connection_, sql.c_str(), 0, nullptr, nullptr, nullptr, nullptr, 0));
    if (succeeded(result)) return result;
    return failure(result);
  }
  Values values = values_of(parameters);
  auto name = prepared_name(sql, values.types);
  if (!name) return name.error();
  PostgresResult result(PQexecPrepared(connection_, name->c_str(), int(parameters.size()),
                                       values.texts.data(), nullptr, nullptr, 0));
  if (succeeded(result)) return result;
  return failure(result);
}

Result<PostgresResult> PostgresConnection::execute_or_defer(
    const std::string& sql, const std::vector<PostgresParameter>& parameters) {
  if (!defer_writes_ || parameters.empty()) return execute(sql, parameters);
  Values values = values_of(parameters);
  // A statement is prepared outside pipeline mode (where PQprepare cannot run), once.
  if (pipelining_ && !prepared_.contains(prepared_key(sql, values.types)))
    if (auto sent = send_deferred(); !sent) return sent.error();
  auto name = prepared_name(sql, values.types);
  if (!name) return name.error();
  if (!pipelining_) {
    if (PQenterPipelineMode(connection_) != 1)
      return make_error(ErrorKind::INTERNAL, "cannot queue statements: " + last_error());
    pipelining_ = true;
  }
  if (PQsendQueryPrepared(connection_, name->c_str(), int(parameters.size()), values.texts.data(),
                          nullptr, nullptr, 0) != 1) {
    Error failed = make_error(ErrorKind::INTERNAL, last_error());
    (void)send_deferred();
    return failed;
  }
  ++deferred_;
  // A bounded queue: its answers, small as they are, never fill the socket while nobody reads.
  constexpr int MOST_DEFERRED = 256;
  if (deferred_ >= MOST_DEFERRED)
    if (auto sent = send_deferred(); !sent) return sent.error();
  return PostgresResult();
}

// After the Sync come the answers in order, each followed by a null, then the Sync's own. Inside
// BEGIN ... COMMIT a Sync commits nothing: the transaction goes on.
Status PostgresConnection::send_deferred() {
  if (!pipelining_) return ok_status();
  std::optional<Error> first_failure;
  if (PQpipelineSync(connection_) != 1) {
    first_failure = make_error(ErrorKind::INTERNAL, last_error());
  } else {
    int nulls = 0;
    for (;;) {
      PostgresResult result(PQgetResult(connection_));
      if (!result) {
        // One null ends each statement's answers; more: the connection is gone.
        if (++nulls > deferred_ || PQstatus(connection_) == CONNECTION_BAD) {
          if (!first_failure) first_failure = make_error(ErrorKind::INTERNAL, last_error());
          break;
        }
        continue;
      }
      ExecStatusType status = PQresultStatus(result.get());
      if (status == PGRES_PIPELINE_SYNC) break;
      if (status == PGRES_FATAL_ERROR && !first_failure) first_failure = failure(result);
    }
  }
  deferred_ = 0;
  pipelining_ = false;
  PQexitPipelineMode(connection_);
  if (first_failure) return *first_failure;
  return ok_status();
}

bool PostgresConnection::in_intact_transaction() {
  // Only the answers to queued writes can tell whether one of them failed.
  if (!send_deferred()) return false;
  return PQtransactionStatus(connection_) == PQTRANS_INTRANS;
}

void PostgresConnection::reconnect_if_lost() {
  if (PQstatus(connection_) != CONNECTION_BAD) return;
  PQreset(connection_);
  prepared_.clear();  // the new session has none of them
  // If even this fails the connection is gone again: the statement that follows fails, and the
  // next call outside a transaction tries once more.
  if (PQstatus(connection_) == CONNECTION_OK) (void)set_up_session();
}

int PostgresConnection::socket() const { return PQsocket(connection_); }

Result<std::vector<std::string>> PostgresConnection::take_notifications() {
  // A connection the server ended reads as end of file: PQconsumeInput fails, or the status
  // turns bad after it read the server's farewell message.
  if (PQconsumeInput(connection_) == 0 || PQstatus(connection_) == CONNECTION_BAD)
    return make_error(ErrorKind::INTERNAL,
                      "database: the connection to PostgreSQL was lost: " + last_error());
  std::vector<std::string> payloads;
  while (PGnotify* notification = PQnotifies(connection_)) {
    payloads.emplace_back(notification->extra ? notification->extra : "");
    PQfreemem(notification);
  }
  return payloads;
}

}  // namespace tori::server
