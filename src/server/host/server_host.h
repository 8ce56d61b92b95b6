// `tori serve`'s process and its threads. The sockets (accepting, reading, parsing HTTP,
// WebSocket frames and lines, writing) run on the I/O io_context, on `io_threads` threads, each
// connection on a strand of its own. Everything else (the game service, the storage and its
// group commits, the stream hub, the line commands, the clocks, the notices of other instances,
// the computer's and the analyses' results) runs on the service io_context, on one thread: the
// service is not thread-safe, and one thread for it needs no locks. A request goes from its
// connection's strand to the service thread and its answer back (docs/architecture.md, "Threads").
// SIGINT/SIGTERM stop both and let run() return.
#pragma once

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <memory>
#include <optional>

#include "server/analysis/analysis_pool.h"
#include "server/computer/computer_moves.h"
#include "server/line/line_server.h"
#include "server/live/remote_notices.h"
#include "server/net/edge_guards.h"
#include "server/net/password_worker.h"
#include "server/web/web_server.h"

namespace tori::server {

class ServerHost {
 public:
  // No web options: the HTTP server is off. With a provider, the computer plays: its searches run
  // on a thread of their own and its moves come back as requests (the service is given none,
  // so no request ever waits for a search).
  ServerHost(GameService& service, Storage& storage, const Clock& clock, GameEvents& events,
             net::EdgeLimits edge_limits, line::LineServerOptions line_options,
             std::optional<web::WebOptions> web_options, MoveProvider* provider = nullptr,
             int io_threads = 1);

  Result<unsigned short> listen_line();
  Result<unsigned short> listen_web();  // an error when the HTTP server is off
  // Listens on the PostgreSQL database for the notices of other server instances, delivered to
  // `events` as remote (docs/deployment.md).
  Status hear_other_instances(const std::string& postgres_url);
  // Serves until SIGINT or SIGTERM, then closes every connection and returns. The calling thread
  // becomes the service thread.
  void run();
  void stop();  // on the service thread

 private:
  using WorkGuard = boost::asio::executor_work_guard<boost::asio::io_context::executor_type>;

  // First: what the connections count must outlive every handler the io_contexts still hold.
  net::EdgeGuards guards_;
  // The sockets' io_context is destroyed first: a connection's handler left in it may post to
  // the service's as it goes (a stream's leave).
  boost::asio::io_context service_io_;  // the rest
  boost::asio::io_context io_;          // the sockets
  int io_threads_;
  // Both keep running while nothing is due (no connection, no timer) until stop().
  std::optional<WorkGuard> io_held_, service_held_;
  boost::asio::signal_set signals_;
  net::PasswordWorker passwords_;
  line::LineServer line_;
  std::unique_ptr<web::WebServer> web_;
  GameEvents& events_;
  std::optional<live::RemoteNotices> remote_;
  std::unique_ptr<ComputerMoves> computer_;  // the computer's searches, off these threads
  std::unique_ptr<AnalysisPool> analysis_;   // game analyses, off these threads, below the rest
};

}  // namespace tori::server
