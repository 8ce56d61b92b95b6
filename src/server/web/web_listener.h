// Accepts HTTP connections and starts an HttpSession for each; one over its address's limit is
// answered 429 and closed.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <memory>

#include "server/web/web_state.h"

namespace tori::server::web {

class WebListener : public std::enable_shared_from_this<WebListener> {
 public:
  WebListener(boost::asio::io_context& io, std::shared_ptr<WebState> state)
      : acceptor_(io), state_(std::move(state)) {}

  // Binds and listens; the port actually bound (the endpoint's may be 0).
  Result<unsigned short> listen(const boost::asio::ip::tcp::endpoint& endpoint);
  void accept();
  void stop();

 private:
  boost::asio::ip::tcp::acceptor acceptor_;
  std::shared_ptr<WebState> state_;
};

}  // namespace tori::server::web
