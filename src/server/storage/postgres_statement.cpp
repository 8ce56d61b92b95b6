// PostgreSQL statements: every value goes as text with its type fixed by the C++ value (so the
// server never guesses a type from the query), and rows are read from the result's text.
#include "server/storage/postgres_statement.h"

#include <libpq-fe.h>

#include <cctype>
#include <charconv>
#include <optional>
#include <vector>

namespace tori::server {

namespace {

// OIDs of built-in types (PostgreSQL's pg_type.dat); they never change between versions.
constexpr unsigned INT8_OID = 20, TEXT_OID = 25, FLOAT8_OID = 701;

template <class Number>
Number parse_number(const char* text, int length) {
  Number n{};
  if (text) std::from_chars(text, text + length, n);
  return n;
}

// Every value goes as text with the type of its C++ value.
PostgresParameter as_parameter(const SqlValue& value) {
  if (const auto* text = std::get_if<std::string>(&value)) return {*text, TEXT_OID};
  if (const auto* integer = std::get_if<int64_t>(&value))
    return {std::to_string(*integer), INT8_OID};
  char buffer[64];
  auto written = std::to_chars(buffer, buffer + sizeof buffer, std::get<double>(value));  // exact
  return {std::string(buffer, written.ptr), FLOAT8_OID};
}

}  // namespace

std::string postgres_placeholders(std::string_view sql) {
  std::string out(sql);
  char quote = 0;  // inside '...' or "...": left as it is
  for (std::size_t i = 0; i < out.size(); ++i) {
    char c = out[i];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '?' && i + 1 < out.size() &&
               std::isdigit(static_cast<unsigned char>(out[i + 1]))) {
      out[i] = '$';
    }
  }
  return out;
}

PostgresStatement::PostgresStatement(PostgresConnection& connection, std::string_view sql,
                                     Answer answer)
    : connection_(connection),
      sql_(postgres_placeholders(sql)),
      // A write that returns no rows: its answer says only that it worked (which, if it did
      // not, the transaction's next statement learns as well).
      answer_unneeded_(answer == Answer::UNNEEDED ||
                       (!sql.starts_with("SELECT") && sql.find("RETURNING") == sql.npos)) {}

// Sends the statement and its values; the result holds every row.
bool PostgresStatement::execute() {
  std::vector<PostgresParameter> parameters;
  for (const std::optional<SqlValue>& value : values()) {
    if (!value) {
      parameters.push_back({});
      continue;
    }
    parameters.push_back(as_parameter(*value));
    // libpq takes text parameters as C strings, and PostgreSQL text cannot hold NUL anyway.
    if (parameters.back().text->find('\0') != std::string::npos) {
      error_ = "text with a NUL byte cannot be stored";
      return false;
    }
  }
  executed_ = true;
  auto result = answer_unneeded_ ? connection_.execute_or_defer(sql_, parameters)
                                 : connection_.execute(sql_, parameters);
  if (!result) {
    error_ = result.error().message;
    return false;
  }
  result_ = std::move(result.value());
  return true;
}

bool PostgresStatement::step() {
  if (!error_.empty() || (!executed_ && !execute())) return false;
  if (!result_ || row_ + 1 >= PQntuples(result_.get())) return false;  // none: sent ahead
  ++row_;
  return true;
}

const char* PostgresStatement::value(int column) const {
  if (!result_ || row_ < 0 || row_ >= PQntuples(result_.get()) ||
      PQgetisnull(result_.get(), row_, column))
    return nullptr;
  return PQgetvalue(result_.get(), row_, column);
}

std::string PostgresStatement::text(int column) const {
  const char* v = value(column);
  return v ? std::string(v, std::size_t(PQgetlength(result_.get(), row_, column))) : std::string();
}

int64_t PostgresStatement::integer(int column) const {
  const char* v = value(column);
  return parse_number<int64_t>(v, v ? PQgetlength(result_.get(), row_, column) : 0);
}

double PostgresStatement::real(int column) const {
  const char* v = value(column);
  return parse_number<double>(v, v ? PQgetlength(result_.get(), row_, column) : 0);
}

}  // namespace tori::server
