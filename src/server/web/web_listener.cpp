// The accept loop of the HTTP/WebSocket server.
#include "server/web/web_listener.h"

#include "server/web/http_session.h"

namespace tori::server::web {

namespace asio = boost::asio;

Result<unsigned short> WebListener::listen(const asio::ip::tcp::endpoint& endpoint) {
  boost::system::error_code ec;
  acceptor_.open(endpoint.protocol(), ec);
  if (!ec) acceptor_.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor_.bind(endpoint, ec);
  if (!ec) acceptor_.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    return make_error("cannot listen for HTTP on " + endpoint.address().to_string() + ":" +
                      std::to_string(endpoint.port()) + ": " + ec.message());
  return acceptor_.local_endpoint().port();
}

void WebListener::accept() {
  acceptor_.async_accept(
      [self = shared_from_this()](boost::system::error_code ec, asio::ip::tcp::socket socket) {
        if (ec == asio::error::operation_aborted || !self->acceptor_.is_open()) return;
        if (!ec && !self->state_->stopping()) {
          boost::system::error_code ignored;
          std::string address = socket.remote_endpoint(ignored).address().to_string();
          auto session = std::make_shared<HttpSession>(std::move(socket), address, self->state_);
          if (self->state_->admit(address))
            session->start();
          else
            session->refuse();
        }
        self->accept();  // a failed accept (out of descriptors, say) must not stop the server
      });
}

void WebListener::stop() {
  boost::system::error_code ignored;
  acceptor_.close(ignored);
}

}  // namespace tori::server::web
