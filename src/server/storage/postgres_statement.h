// A statement on a PostgreSQL connection. The storage's statements number their values ?1, ?2
// ... (SQLite's spelling); PostgreSQL's $1, $2 ... are written in when the statement is made, so
// every query is written once for both databases.
#pragma once

#include <string>
#include <string_view>

#include "server/storage/postgres_connection.h"
#include "server/storage/sql_statement.h"

namespace tori::server {

// `sql` with every ?N outside quotes written $N.
std::string postgres_placeholders(std::string_view sql);

class PostgresStatement final : public SqlStatement {
 public:
  // Whether anyone reads the statement's answer: by default only statements that can return
  // rows (a SELECT, a RETURNING clause) are waited for; a SELECT run for its effect alone
  // (pg_notify) may say so.
  enum class Answer { BY_TEXT, UNNEEDED };
  PostgresStatement(PostgresConnection& connection, std::string_view sql,
                    Answer answer = Answer::BY_TEXT);

  bool step() override;
  std::string text(int column) const override;
  int64_t integer(int column) const override;
  double real(int column) const override;

 private:
  bool execute();
  const char* value(int column) const;

  PostgresConnection& connection_;
  std::string sql_;
  bool answer_unneeded_;
  bool executed_ = false;
  PostgresResult result_;  // null after a write sent ahead (PostgresConnection::execute_or_defer)
  int row_ = -1;
};

}  // namespace tori::server
