// One WebSocket connection: a game's stream, the lobby's or a user's own. It receives what the hub
// sends (queued, one write at a time), and on a game stream takes the players' requests, answering
// each with an ack once it is stored, or an error; a message over the frame limit closes the
// connection (1009, "message too big: ..."), bad JSON is answered and the connection kept; on
// every stream, messages over the connection's rate are refused, and a flood of them closes it
// (1008).
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "server/web/frame_rate.h"
#include "server/web/web_state.h"

namespace tori::server::web {

class WsSession : public Connection,
                  public StreamSubscriber,
                  public std::enable_shared_from_this<WsSession> {
 public:
  using Request = boost::beast::http::request<boost::beast::http::string_body>;

  WsSession(boost::asio::ip::tcp::socket socket, std::string address,
            std::shared_ptr<WebState> state, StreamTarget target);
  ~WsSession() override;

  // Completes the upgrade, then joins the stream (its first message) and reads.
  void start(Request request);
  void send(std::shared_ptr<const std::string> message) override;
  void close() override;

 private:
  void on_accept(boost::beast::error_code ec);
  void read();
  // Closes the stream with this code and reason, sending nothing more.
  void refuse(boost::beast::websocket::close_code code, const std::string& why);
  void handle(const std::string& text);
  void reply(const json& message);
  void write_next();
  // Whether the stream's token still names its user; if not, the stream is closed (1008).
  bool token_still_valid();
  bool token_still_valid_for_request();
  void recheck_token_later();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  Request request_;
  boost::asio::steady_timer token_timer_;
  uint64_t token_deletions_seen_ = 0;  // Api::token_deletions() at the last check
  std::string address_;
  std::shared_ptr<WebState> state_;
  StreamTarget target_;
  FrameRate rate_;  // the messages this stream may send
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::size_t queued_bytes_ = 0;
  bool open_ = false, writing_ = false, joined_ = false;
  bool closing_ = false;  // our close frame is on its way
  bool closed_ = false;   // the socket is closed
};

}  // namespace tori::server::web
