// Wiring of the HTTP/WebSocket server.
#include "server/web/web_server.h"

#include "server/line/line_server.h"

namespace tori::server::web {

WebServer::WebServer(boost::asio::io_context& io, GameService& service, Storage& storage,
                     const Clock& clock, GameEvents& events, WebOptions options)
    : state_(std::make_shared<WebState>(service, storage, clock, events, std::move(options))),
      listener_(std::make_shared<WebListener>(io, state_)) {}

Result<unsigned short> WebServer::listen() {
  auto endpoint = line::parse_listen_address(state_->options().listen);
  if (!endpoint) return endpoint.error();
  return listener_->listen(*endpoint);
}

void WebServer::start() { listener_->accept(); }

void WebServer::stop() {
  listener_->stop();
  state_->close_all();
}

void WebServer::commit_in(live::CommitBatch* batch) { state_->api().actions().commit_in(batch); }

}  // namespace tori::server::web
