// Binding, accepting, and the pause after a failed accept.
#include "server/net/accept_loop.h"

#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <chrono>
#include <iostream>

namespace tori::server::net {

namespace asio = boost::asio;

namespace {
// Long enough that a listener out of descriptors costs nothing; short enough that a connection
// waiting in the backlog is taken soon after one closes.
constexpr std::chrono::milliseconds RETRY_AFTER_FAILED_ACCEPT{100};
}  // namespace

Result<asio::ip::tcp::endpoint> parse_listen_address(const std::string& text) {
  std::size_t colon = text.rfind(':');
  if (colon == std::string::npos) return make_error("expected host:port, got '" + text + "'");
  std::string host = text.substr(0, colon);
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  if (host == "localhost") host = "127.0.0.1";
  std::string port_text = text.substr(colon + 1);
  if (port_text.empty() || port_text.size() > 5 ||
      port_text.find_first_not_of("0123456789") != std::string::npos ||
      std::stoul(port_text) > 65535)
    return make_error("'" + port_text + "' is not a port number (0 to 65535)");
  boost::system::error_code ec;
  auto address = asio::ip::make_address(host, ec);
  if (ec) return make_error("'" + host + "' is not an IP address");
  return asio::ip::tcp::endpoint(address, static_cast<unsigned short>(std::stoul(port_text)));
}

Result<unsigned short> AcceptLoop::listen(const asio::ip::tcp::endpoint& endpoint) {
  boost::system::error_code ec;
  acceptor_.open(endpoint.protocol(), ec);
  if (!ec) acceptor_.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor_.bind(endpoint, ec);
  if (!ec) acceptor_.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    return make_error("cannot listen for " + what_ + " on " + endpoint.address().to_string() + ":" +
                      std::to_string(endpoint.port()) + ": " + ec.message());
  return acceptor_.local_endpoint().port();
}

void AcceptLoop::start(OnSocket on_socket) {
  on_socket_ = std::move(on_socket);
  accept();
}

void AcceptLoop::accept() {
  // Each connection on a strand of its own: its handlers never run at once, whichever of the
  // I/O threads runs them.
  asio::any_io_executor strand = asio::make_strand(io_);
  acceptor_.async_accept(strand, [self = shared_from_this()](boost::system::error_code ec,
                                                             asio::ip::tcp::socket socket) {
    if (ec == asio::error::operation_aborted || !self->acceptor_.is_open()) return;
    if (!ec) {
      self->failing_ = false;
      boost::system::error_code ignored;
      std::string address = socket.remote_endpoint(ignored).address().to_string();
      // Answers are small and often come in pairs (a move's ack, then the update every watcher
      // gets): with Nagle's algorithm the second would wait for the client's delayed ACK, 40 ms.
      socket.set_option(asio::ip::tcp::no_delay(true), ignored);
      self->on_socket_(std::move(socket), std::move(address));
      return self->accept();
    }
    // Out of descriptors (or memory): the connection stays in the backlog and the next accept
    // would fail at once, so wait; the server keeps serving the connections it has.
    if (!self->failing_)
      std::cerr << "tori serve: cannot accept " << self->what_ << " connections (" << ec.message()
                << "); retrying every " << RETRY_AFTER_FAILED_ACCEPT.count() << " ms\n";
    self->failing_ = true;
    self->retry_timer_.expires_after(RETRY_AFTER_FAILED_ACCEPT);
    self->retry_timer_.async_wait([self](boost::system::error_code wait_ec) {
      if (!wait_ec) self->accept();
    });
  });
}

void AcceptLoop::stop() {
  // On the acceptor's own thread: an accept may be under way there.
  asio::post(acceptor_.get_executor(), [self = shared_from_this()] {
    boost::system::error_code ignored;
    self->retry_timer_.cancel();
    self->acceptor_.close(ignored);
  });
}

}  // namespace tori::server::net
