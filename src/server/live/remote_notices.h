// The notices of other server instances sharing one PostgreSQL database, as they arrive: waits in
// an io_context for the PostgresListener's socket to be readable and hands each notice to
// GameEvents as remote, for this instance's connections to push. A lost connection is made
// again, with a growing pause between attempts; the server goes on meanwhile.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <memory>
#include <string>

#include "server/service/game_events.h"
#include "server/storage/postgres_listener.h"

namespace tori::server::live {

class RemoteNotices {
 public:
  RemoteNotices(boost::asio::io_context& io, GameEvents& events, std::string database_url);
  ~RemoteNotices();
  RemoteNotices(const RemoteNotices&) = delete;
  RemoteNotices& operator=(const RemoteNotices&) = delete;

  // Connects and LISTENs; an error if that fails (the server should not start deaf).
  Status start();
  // Stops waiting, so that the io_context can run out of work.
  void stop();

  // Pauses between attempts to connect again: the first, doubled up to the longest.
  static constexpr std::chrono::milliseconds FIRST_RETRY{500};
  static constexpr std::chrono::milliseconds LONGEST_RETRY{30'000};

 private:
  void wait_for_notices();
  void read_notices();
  void connection_lost(const std::string& why);
  void retry();
  // Hands libpq's socket back from Asio without closing it (libpq closes its own).
  void release_socket();

  boost::asio::io_context& io_;
  GameEvents& events_;
  std::string database_url_;
  std::unique_ptr<PostgresListener> listener_;
  boost::asio::posix::stream_descriptor socket_;
  boost::asio::steady_timer retry_timer_;
  std::chrono::milliseconds next_retry_ = FIRST_RETRY;
  bool stopped_ = false;
};

}  // namespace tori::server::live
