// What every database's statements share: the values bound, and running to the end.
#include "server/storage/sql_statement.h"

namespace tori::server {

SqlStatement& SqlStatement::set(int index, SqlValue value) {
  if (index < 1) {
    error_ = "parameter number " + std::to_string(index) + " out of range";
    return *this;
  }
  if (std::size_t(index) > values_.size()) values_.resize(std::size_t(index));
  values_[std::size_t(index) - 1] = std::move(value);
  return *this;
}

Status SqlStatement::run() {
  while (step()) {
  }
  if (!error_.empty()) return make_error(error_kind(), "database: " + error_);
  return ok_status();
}

}  // namespace tori::server
