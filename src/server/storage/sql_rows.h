// Reading rows back, shared by the queries of every database (SqlStorage) and PostgreSQL's own
// (PostgresStorage): errors, the users table's columns, and whole result sets.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "notation/board_text.h"
#include "server/records/records.h"
#include "server/records/status.h"
#include "server/storage/record_codes.h"
#include "server/storage/sql_statement.h"

namespace tori::server {

inline Error database_error(const SqlStatement& s) {
  return make_error(s.error_kind(), "database: " + s.error());
}

inline constexpr std::string_view USER_COLUMNS =
    "id, password_hash, address, flip, board_style, kind, game_limit, signed_off, created";

// A row of USER_COLUMNS.
inline User read_user(const SqlStatement& s) {
  User u;
  u.id = s.text(0);
  u.password_hash = s.text(1);
  u.address = s.text(2);
  u.display.flip = s.integer(3) != 0;
  u.display.style = parse_board_style(s.text(4)).value_or(BoardStyle::STANDARD);
  u.kind = parse_player_kind_code(s.text(5)).value_or(PlayerKind::HUMAN);
  u.game_limit = int(s.integer(6));
  u.signed_off = s.integer(7) != 0;
  u.created = s.integer(8);
  return u;
}

// Every row of a query, each read by `read_row`.
template <class ReadRow>
auto collect_rows(SqlStatement& s, ReadRow read_row) -> Result<std::vector<decltype(read_row(s))>> {
  std::vector<decltype(read_row(s))> rows;
  while (s.step()) rows.push_back(read_row(s));
  if (!s.error().empty()) return database_error(s);
  return rows;
}

// The one row of a query that returns at most one, read by `read_row`; none: an empty optional.
template <class ReadRow>
auto optional_row(SqlStatement& s, ReadRow read_row)
    -> Result<std::optional<decltype(read_row(s))>> {
  if (s.step()) return std::optional(read_row(s));
  if (!s.error().empty()) return database_error(s);
  return std::optional<decltype(read_row(s))>();
}

}  // namespace tori::server
