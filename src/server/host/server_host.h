// `tori serve`'s process: one io_context and one thread for the line protocol and the
// HTTP/WebSocket server together (the game service is not thread-safe), and SIGINT/SIGTERM,
// which stop both and let run() return.
#pragma once

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
             std::optional<web::WebOptions> web_options, MoveProvider* provider = nullptr);

  Result<unsigned short> listen_line();
  Result<unsigned short> listen_web();  // an error when the HTTP server is off
  // Listens on the PostgreSQL database for the notices of other server instances, delivered to
  // `events` as remote (docs/deployment.md).
  Status hear_other_instances(const std::string& postgres_url);
  // Serves until SIGINT or SIGTERM, then closes every connection and returns.
  void run();
  void stop();

 private:
  boost::asio::io_context io_;
  boost::asio::signal_set signals_;
  net::EdgeGuards guards_;
  net::PasswordWorker passwords_;
  line::LineServer line_;
  std::unique_ptr<web::WebServer> web_;
  GameEvents& events_;
  std::optional<live::RemoteNotices> remote_;
  std::unique_ptr<ComputerMoves> computer_;  // the computer's searches, off this thread
  std::unique_ptr<AnalysisPool> analysis_;   // game analyses, off this thread, below the rest
};

}  // namespace tori::server
