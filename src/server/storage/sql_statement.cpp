// What every database's statements share.
#include "server/storage/sql_statement.h"

namespace tori::server {

Status SqlStatement::run() {
  while (step()) {
  }
  if (!error_.empty()) return make_error("database: " + error_);
  return ok_status();
}

}  // namespace tori::server
