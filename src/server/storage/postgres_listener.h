// A PostgreSQL connection of its own that LISTENs on one channel: how a server instance hears the
// notices other instances send (NOTIFY) through the database they share. It never waits: the
// owner waits for socket() to be readable (an event loop) and then drains what arrived.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "server/records/status.h"
#include "server/storage/postgres_connection.h"

namespace tori::server {

class PostgresListener {
 public:
  // Connects to `url` and LISTENs on `channel`.
  static Result<std::unique_ptr<PostgresListener>> open(const std::string& url,
                                                        const std::string& channel);

  // The socket to wait on; it changes when reconnect() makes a new connection.
  int socket() const { return connection_->socket(); }
  // The payloads that have arrived, oldest first, without waiting; an error when the connection
  // is lost (call reconnect(), later: notifications sent meanwhile are not seen).
  Result<std::vector<std::string>> drain() { return connection_->take_notifications(); }
  // A new connection in place of the old one, LISTENing again.
  Status reconnect();

 private:
  PostgresListener(std::string url, std::string channel)
      : url_(std::move(url)), channel_(std::move(channel)) {}

  std::string url_;
  std::string channel_;
  std::unique_ptr<PostgresConnection> connection_;
};

}  // namespace tori::server
