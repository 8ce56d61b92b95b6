// PostgresListener: connecting and LISTENing, again after a lost connection.
#include "server/storage/postgres_listener.h"

namespace tori::server {

namespace {

// LISTEN takes a name, not a value: quoted as an identifier (its own quotes doubled).
std::string quoted_identifier(const std::string& name) {
  std::string quoted = "\"";
  for (char c : name) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

}  // namespace

Result<std::unique_ptr<PostgresListener>> PostgresListener::open(const std::string& url,
                                                                 const std::string& channel) {
  std::unique_ptr<PostgresListener> listener(new PostgresListener(url, channel));
  if (auto s = listener->reconnect(); !s) return s.error();
  return listener;
}

Status PostgresListener::reconnect() {
  auto connection = PostgresConnection::connect(url_);
  if (!connection) return connection.error();
  if (auto listening = connection.value()->execute("LISTEN " + quoted_identifier(channel_));
      !listening)
    return make_error(ErrorKind::INTERNAL,
                      "database: cannot LISTEN on " + channel_ + ": " + listening.error().message);
  connection_ = std::move(connection.value());
  return ok_status();
}

}  // namespace tori::server
