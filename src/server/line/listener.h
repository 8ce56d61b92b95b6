// Accepts connections for `tori serve` and starts a Session for each; a connection over its
// address's limit is told so and closed.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <memory>

#include "server/line/line_commands.h"
#include "server/line/session.h"
#include "server/line/shared_state.h"

namespace tori::server::line {

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(boost::asio::io_context& io, SharedState& state, LineCommands& commands,
           const SessionLimits& limits)
      : acceptor_(io), state_(state), commands_(commands), limits_(limits) {}

  // Binds and listens; the port actually bound (the endpoint's may be 0).
  Result<unsigned short> listen(const boost::asio::ip::tcp::endpoint& endpoint);
  void accept();
  void stop();

 private:
  boost::asio::ip::tcp::acceptor acceptor_;
  SharedState& state_;
  LineCommands& commands_;
  const SessionLimits& limits_;
};

}  // namespace tori::server::line
