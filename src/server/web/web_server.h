// The HTTP/WebSocket front end of `tori serve` (docs/api.md): a listener and its sessions'
// sockets on the I/O io_context; the API and the stream hub on the service's, whose one thread
// is the only one to touch the game service. Both may be the same io_context.
#pragma once

#include <boost/asio/io_context.hpp>
#include <memory>

#include "server/net/accept_loop.h"
#include "server/net/edge_guards.h"
#include "server/net/password_worker.h"
#include "server/web/web_state.h"

namespace tori::server::web {

class WebServer {
 public:
  // `connections` counts this server's connections with those of the other transports.
  WebServer(boost::asio::io_context& io, boost::asio::io_context& service_io, GameService& service,
            Storage& storage, const Clock& clock, GameEvents& events, net::EdgeGuards& guards,
            net::PasswordWorker& passwords, WebOptions options);

  // Binds options.listen; the port bound.
  Result<unsigned short> listen();
  void start();  // accepts connections from now on
  void stop();   // no more connections; every open one closed (on the service thread)
  // The streams' game actions join this batch of requests committed together.
  void commit_in(live::CommitBatch* batch);
  // The analysis jobs its API serves, for the server's own analysis workers.
  AnalysisJobs& analysis_jobs();

 private:
  std::shared_ptr<WebState> state_;
  std::shared_ptr<net::AcceptLoop> acceptor_;
};

}  // namespace tori::server::web
