// The database schema as numbered steps of plain, portable SQL (SQLite and PostgreSQL both run
// them unchanged). A database records the last step it ran; opening it runs the rest in order.
// Never edit a step that has shipped: add a new one.
#pragma once

#include <span>
#include <string_view>

namespace tori::server {

struct Migration {
  int version;
  std::string_view description;
  std::string_view sql;  // statements separated by ';', no ';' inside a statement
};

std::span<const Migration> schema_migrations();

}  // namespace tori::server
