// SqlStorage's tables of the lobby and the HTTP API: login tokens and seeks.
#include <string>

#include "server/storage/record_codes.h"
#include "server/storage/sql_rows.h"
#include "server/storage/sql_statement.h"
#include "server/storage/sql_storage.h"

namespace tori::server {

Status SqlStorage::insert_token(const AccessToken& t) {
  auto s =
      statement("INSERT INTO tokens (hash, user_id, created, last_used) VALUES (?1, ?2, ?3, ?4)");
  s->bind_all(t.hash, t.user, t.created, t.last_used);
  return s->run();
}

Result<std::optional<AccessToken>> SqlStorage::find_token(const std::string& hash) {
  auto s = statement("SELECT hash, user_id, created, last_used FROM tokens WHERE hash = ?1");
  s->bind_all(hash);
  return optional_row(*s, [](const SqlStatement& row) {
    return AccessToken{row.text(0), row.text(1), row.integer(2), row.integer(3)};
  });
}

Status SqlStorage::touch_token(const std::string& hash, Seconds now) {
  auto s = statement("UPDATE tokens SET last_used = ?2 WHERE hash = ?1 AND last_used < ?2 - 60");
  s->bind_all(hash, now);
  return s->run();
}

Status SqlStorage::delete_token(const std::string& hash) {
  ++token_deletions_;
  auto s = statement("DELETE FROM tokens WHERE hash = ?1");
  s->bind_all(hash);
  return s->run();
}

Status SqlStorage::delete_tokens_of(const std::string& user) {
  ++token_deletions_;
  auto s = statement("DELETE FROM tokens WHERE user_id = ?1");
  s->bind_all(user);
  return s->run();
}

namespace {

constexpr std::string_view SEEK_COLUMNS =
    "id, variant, user_id, handicap, time_kind, main_ms, periods, period_ms, increment_ms, days, "
    "rated, seeker_first, created";

std::string_view time_kind_code(TimeControl::Kind k) {
  switch (k) {
    case TimeControl::Kind::BYOYOMI:
      return "byoyomi";
    case TimeControl::Kind::FISCHER:
      return "fischer";
    case TimeControl::Kind::CORRESPONDENCE:
      return "correspondence";
    default:
      return "untimed";
  }
}

TimeControl::Kind parse_time_kind_code(std::string_view s) {
  if (s == "byoyomi") return TimeControl::Kind::BYOYOMI;
  if (s == "fischer") return TimeControl::Kind::FISCHER;
  if (s == "correspondence") return TimeControl::Kind::CORRESPONDENCE;
  return TimeControl::Kind::UNTIMED;
}

Seek read_seek(const SqlStatement& row) {
  Seek k;
  k.id = int(row.integer(0));
  k.variant = parse_variant_code(row.text(1)).value_or(VariantId::TORI);
  k.user = row.text(2);
  k.handicap = row.text(3);
  k.time.kind = parse_time_kind_code(row.text(4));
  k.time.main = row.integer(5);
  k.time.periods = int(row.integer(6));
  k.time.period = row.integer(7);
  k.time.increment = row.integer(8);
  k.time.days = int(row.integer(9));
  k.rated = row.integer(10) != 0;
  k.seeker_first = row.integer(11) != 0;
  k.created = row.integer(12);
  return k;
}

}  // namespace

// Numbered from a counter row, as games are, so that servers sharing a database never give out
// one number twice.
Result<int> SqlStorage::insert_seek(const Seek& seek) {
  int id = 0;
  Status stored = atomically([&]() -> Status {
    auto next = statement(
        "INSERT INTO seek_numbers (id, last_number) VALUES (1, 1) "
        "ON CONFLICT (id) DO UPDATE SET last_number = seek_numbers.last_number + 1 "
        "RETURNING last_number");
    if (!next->step())
      return next->error().empty() ? make_error(ErrorKind::INTERNAL, "database: no seek number")
                                   : database_error(*next);
    id = int(next->integer(0));
    if (auto s = next->run(); !s) return s;
    auto s = statement("INSERT INTO seeks (" + std::string(SEEK_COLUMNS) +
                       ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
    const TimeControl& t = seek.time;
    s->bind_all(id, variant_code(seek.variant), seek.user, seek.handicap, time_kind_code(t.kind),
                t.main, t.periods, t.period, t.increment, t.days, seek.rated, seek.seeker_first,
                seek.created);
    return s->run();
  });
  if (!stored) return stored.error();
  return id;
}

Result<std::optional<Seek>> SqlStorage::find_seek(int id) {
  auto s = statement("SELECT " + std::string(SEEK_COLUMNS) + " FROM seeks WHERE id = ?1");
  s->bind_all(id);
  return optional_row(*s, read_seek);
}

Result<std::vector<Seek>> SqlStorage::seeks() {
  auto s = statement("SELECT " + std::string(SEEK_COLUMNS) + " FROM seeks ORDER BY id");
  return collect_rows(*s, read_seek);
}

Result<bool> SqlStorage::delete_seek(int id) {
  auto s = statement("DELETE FROM seeks WHERE id = ?1 RETURNING id");
  s->bind_all(id);
  bool found = s->step();
  if (!s->error().empty()) return database_error(*s);
  if (found)
    if (auto done = s->run(); !done) return done.error();
  return found;
}

}  // namespace tori::server
