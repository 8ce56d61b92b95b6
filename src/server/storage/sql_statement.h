// One SQL statement of any database the storage runs on: values bound by number (?1, ?2 ... in
// the statement's text), run step by step, rows read by column. Values only ever reach SQL
// through bind(), never through the statement's text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "server/records/status.h"

namespace tori::server {

using SqlValue = std::variant<int64_t, double, std::string>;

class SqlStatement {
 public:
  SqlStatement() = default;
  virtual ~SqlStatement() = default;
  SqlStatement(const SqlStatement&) = delete;
  SqlStatement& operator=(const SqlStatement&) = delete;

  // Parameters are numbered from 1, as in SQL's ?1, ?2 ...; one never bound is NULL.
  SqlStatement& bind(int index, std::string_view text) { return set(index, std::string(text)); }
  SqlStatement& bind(int index, int64_t value) { return set(index, value); }
  SqlStatement& bind(int index, double value) { return set(index, value); }
  SqlStatement& bind(int index, int value) { return set(index, int64_t(value)); }
  SqlStatement& bind(int index, bool value) { return set(index, int64_t(value)); }
  // A string literal would otherwise bind as a bool.
  SqlStatement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }
  // Binds ?1, ?2 ... in order.
  template <class... Values>
  SqlStatement& bind_all(const Values&... values) {
    int index = 0;
    (bind(++index, values), ...);
    return *this;
  }

  // Runs to the next row: true with a row to read, false when done; an error is kept in error().
  // The first step runs the statement with the values bound so far.
  virtual bool step() = 0;
  Status run();  // for statements without rows: step to the end

  // NULL reads as "" or 0.
  virtual std::string text(int column) const = 0;
  virtual int64_t integer(int column) const = 0;
  virtual double real(int column) const = 0;

  const std::string& error() const { return error_; }
  // BUSY where the database was held by another (a lock that outlasted the wait), else INTERNAL.
  ErrorKind error_kind() const { return busy_ ? ErrorKind::BUSY : ErrorKind::INTERNAL; }

 protected:
  // The values bound: values()[0] is ?1; nullopt for NULL.
  const std::vector<std::optional<SqlValue>>& values() const { return values_; }

  std::string error_;
  bool busy_ = false;

 private:
  SqlStatement& set(int index, SqlValue value);

  std::vector<std::optional<SqlValue>> values_;
};

}  // namespace tori::server
