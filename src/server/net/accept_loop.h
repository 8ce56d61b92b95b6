// The accept loop every transport of `tori serve` shares: binds an address, hands each new
// socket to the transport, and never spins: when an accept fails (descriptors exhausted, say)
// it waits a moment before the next, so the pending connection cannot loop it at full speed.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <functional>
#include <memory>
#include <string>

#include "core/result.h"

namespace tori::server::net {

class AcceptLoop : public std::enable_shared_from_this<AcceptLoop> {
 public:
  // A connection accepted, and the remote address it came from.
  using OnSocket = std::function<void(boost::asio::ip::tcp::socket, std::string address)>;

  AcceptLoop(boost::asio::io_context& io, std::string what)
      : io_(io),
        strand_(boost::asio::make_strand(io)),
        acceptor_(strand_),
        retry_timer_(strand_),
        what_(std::move(what)) {}

  // Binds and listens; the port actually bound (the endpoint's may be 0).
  Result<unsigned short> listen(const boost::asio::ip::tcp::endpoint& endpoint);
  // Hands each connection to `on_socket` with its socket on a strand of its own (its handlers
  // run one at a time), on the I/O thread that accepted it.
  void start(OnSocket on_socket);
  void stop();  // from any thread

 private:
  void accept();

  // The acceptor and its timer on a strand: with several I/O threads, stop() and an accept's
  // handler never touch them at once.
  boost::asio::io_context& io_;  // each connection gets a strand of its own there
  boost::asio::any_io_executor strand_;
  boost::asio::ip::tcp::acceptor acceptor_;
  boost::asio::steady_timer retry_timer_;
  std::string what_;  // "the line protocol", "HTTP": for messages
  OnSocket on_socket_;
  bool failing_ = false;  // the last accept failed: said once, not every retry
};

// "127.0.0.1:5090", "[::1]:5090", "localhost:0".
Result<boost::asio::ip::tcp::endpoint> parse_listen_address(const std::string& text);

}  // namespace tori::server::net
