// Wiring of the HTTP/WebSocket server.
#include "server/web/web_server.h"

#include <boost/asio/post.hpp>
#include <optional>

#include "server/web/http_session.h"

namespace tori::server::web {

WebServer::WebServer(boost::asio::io_context& io, boost::asio::io_context& service_io,
                     GameService& service, Storage& storage, const Clock& clock, GameEvents& events,
                     net::EdgeGuards& guards, net::PasswordWorker& passwords, WebOptions options)
    : state_(std::make_shared<WebState>(service, storage, clock, events, guards, passwords,
                                        std::move(options), service_io.get_executor())),
      acceptor_(std::make_shared<net::AcceptLoop>(io, "HTTP")) {}

Result<unsigned short> WebServer::listen() {
  auto endpoint = net::parse_listen_address(state_->options().listen);
  if (!endpoint) return endpoint.error();
  return acceptor_->listen(*endpoint);
}

void WebServer::start() {
  acceptor_->start([state = state_](boost::asio::ip::tcp::socket socket, std::string address) {
    if (state->stopping()) return;
    auto session = std::make_shared<HttpSession>(std::move(socket), address, state);
    std::optional<net::Refusal> refused = state->admit(address);
    // On the connection's strand: nothing of it may run on two I/O threads at once.
    // A session started after stop() reads nothing and is gone (HttpSession::read_head).
    boost::asio::post(session->executor(), [session, refused = std::move(refused)] {
      if (refused)
        session->refuse(*refused);
      else
        session->start();
    });
  });
}

void WebServer::stop() {
  acceptor_->stop();
  state_->close_all();
}

void WebServer::commit_in(live::CommitBatch* batch) { state_->api().actions().commit_in(batch); }

AnalysisJobs& WebServer::analysis_jobs() { return state_->api().analysis(); }

}  // namespace tori::server::web
