// SqlStorage's account extras (storage.h): stream tickets.
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

}  // namespace tori::server
