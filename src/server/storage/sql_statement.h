// One SQL statement of any database the storage runs on: values bound by number (?1, ?2 ... in
// the statement's text), run step by step, rows read by column. Values only ever reach SQL
// through bind(), never through the statement's text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "server/service/status.h"

namespace tori::server {

class SqlStatement {
 public:
  SqlStatement() = default;
  virtual ~SqlStatement() = default;
  SqlStatement(const SqlStatement&) = delete;
  SqlStatement& operator=(const SqlStatement&) = delete;

  // Parameters are numbered from 1, as in SQL's ?1, ?2 ...
  virtual SqlStatement& bind(int index, std::string_view text) = 0;
  virtual SqlStatement& bind(int index, int64_t value) = 0;
  virtual SqlStatement& bind(int index, double value) = 0;
  SqlStatement& bind(int index, int value) { return bind(index, int64_t(value)); }
  SqlStatement& bind(int index, bool value) { return bind(index, int64_t(value)); }
  // A string literal would otherwise bind as a bool.
  SqlStatement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }

  // Runs to the next row: true with a row to read, false when done; an error is kept in error().
  virtual bool step() = 0;
  Status run();  // for statements without rows: step to the end

  // NULL reads as "" or 0.
  virtual std::string text(int column) const = 0;
  virtual int64_t integer(int column) const = 0;
  virtual double real(int column) const = 0;

  const std::string& error() const { return error_; }

 protected:
  std::string error_;
};

}  // namespace tori::server
