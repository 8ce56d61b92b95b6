// SqlStorage's account extras (storage.h): stream tickets, settings, password resets, finding
// players and who is online.
#include <cctype>

#include "server/storage/sql_rows.h"
#include "server/storage/sql_storage.h"

namespace tori::server {

// The sweep and the insert need no transaction (and no lock on anything else): a ticket swept
// had expired whatever happens next.
Status SqlStorage::insert_stream_ticket(const StreamTicket& t, Seconds now) {
  auto expired = statement("DELETE FROM stream_tickets WHERE expires < ?1");
  expired->bind_all(now);
  if (auto s = expired->run(); !s) return s;
  auto s = statement(
      "INSERT INTO stream_tickets (hash, token_hash, user_id, expires) VALUES (?1, ?2, ?3, ?4)");
  s->bind_all(t.hash, t.token_hash, t.user, t.expires);
  return s->run();
}

// One statement that deletes and reads, so that two servers taking one ticket at once cannot
// both read it before either deletes it.
Result<std::optional<StreamTicket>> SqlStorage::take_stream_ticket(const std::string& hash) {
  auto s = statement(
      "DELETE FROM stream_tickets WHERE hash = ?1 RETURNING hash, token_hash, user_id, expires");
  s->bind_all(hash);
  auto found = optional_row(*s, [](const SqlStatement& row) {
    return StreamTicket{row.text(0), row.text(1), row.text(2), row.integer(3)};
  });
  if (found && *found)
    if (auto done = s->run(); !done) return done.error();
  return found;
}

Result<std::optional<std::string>> SqlStorage::find_settings(const std::string& user) {
  auto s = statement("SELECT settings FROM user_settings WHERE user_id = ?1");
  s->bind_all(user);
  return optional_row(*s, [](const SqlStatement& row) { return row.text(0); });
}

Status SqlStorage::save_settings(const std::string& user, const std::string& settings,
                                 Seconds now) {
  auto s = statement(
      "INSERT INTO user_settings (user_id, settings, updated) VALUES (?1, ?2, ?3) "
      "ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings, updated = "
      "excluded.updated");
  s->bind_all(user, settings, now);
  return s->run();
}

Status SqlStorage::insert_password_reset(const PasswordReset& r, Seconds now) {
  auto expired = statement("DELETE FROM password_resets WHERE expires < ?1");
  expired->bind_all(now);
  if (auto s = expired->run(); !s) return s;
  auto s = statement("INSERT INTO password_resets (hash, user_id, expires) VALUES (?1, ?2, ?3)");
  s->bind_all(r.hash, r.user, r.expires);
  return s->run();
}

Result<std::optional<PasswordReset>> SqlStorage::take_password_reset(const std::string& hash) {
  auto s =
      statement("DELETE FROM password_resets WHERE hash = ?1 RETURNING hash, user_id, expires");
  s->bind_all(hash);
  auto found = optional_row(*s, [](const SqlStatement& row) {
    return PasswordReset{row.text(0), row.text(1), row.integer(2)};
  });
  if (found && *found)
    if (auto done = s->run(); !done) return done.error();
  return found;
}

namespace {

// The prefix as a LIKE pattern that matches it literally: userids may hold '_'.
std::string like_prefix(const std::string& prefix) {
  std::string pattern;
  for (char c : prefix) {
    if (c == '%' || c == '_' || c == '!') pattern += '!';
    pattern += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return pattern + "%";
}

}  // namespace

// Without regard to case: userids are ASCII, so SQLite's lower() and PostgreSQL's agree.
Result<std::vector<User>> SqlStorage::users_by_prefix(const std::string& prefix, int limit) {
  auto s = statement("SELECT " + std::string(USER_COLUMNS) +
                     " FROM users WHERE lower(id) LIKE ?1 ESCAPE '!' AND signed_off = 0 "
                     "ORDER BY lower(id) LIMIT ?2");
  s->bind_all(like_prefix(prefix), limit);
  return collect_rows(*s, read_user);
}

Status SqlStorage::note_user_seen(const std::string& user, Seconds now) {
  auto s = statement("UPDATE users SET last_seen = ?2 WHERE id = ?1 AND last_seen < ?2");
  s->bind_all(user, now);
  return s->run();
}

Result<std::vector<std::pair<User, Seconds>>> SqlStorage::users_seen_since(Seconds since,
                                                                           int limit) {
  auto s = statement("SELECT " + std::string(USER_COLUMNS) +
                     ", last_seen FROM users WHERE last_seen >= ?1 AND signed_off = 0 "
                     "ORDER BY last_seen DESC, id LIMIT ?2");
  s->bind_all(since, limit);
  return collect_rows(*s, [](const SqlStatement& row) {
    return std::pair<User, Seconds>(read_user(row), row.integer(9));
  });
}

}  // namespace tori::server
