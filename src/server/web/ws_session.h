// One WebSocket connection: a game's stream, the lobby's or a user's own. It receives what the hub
// sends (queued, one write at a time), and on a game stream takes the players' requests, answering
// each with an ack once it is stored, or an error; a message over the frame limit closes the
// connection (1009, "message too big: ..."), bad JSON is answered and the connection kept; on
// every stream, messages over the connection's rate are refused, and a flood of them closes it
// (1008).
//
// The socket, the queue, the rate and the JSON of a request belong to the connection's strand
// (an I/O thread); joining the hub, checking the token and running a request happen on the
// service thread, whose answers and the hub's messages are posted back to the strand.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <functional>
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

  // `token_deletions`: Api::token_deletions() when the stream's token was checked.
  WsSession(boost::asio::ip::tcp::socket socket, std::string address,
            std::shared_ptr<WebState> state, StreamTarget target, uint64_t token_deletions);
  ~WsSession() override;

  // Completes the upgrade, then joins the stream (its first message) and reads. On the strand.
  void start(Request request);
  // From any thread: queued on the strand.
  void send(std::shared_ptr<const std::string> message) override;
  void close() override;

 private:
  void on_accept(boost::beast::error_code ec);
  void join();   // on the service thread
  void leave();  // on the service thread
  void read();
  // Closes the stream with this code and reason, sending nothing more.
  void refuse(boost::beast::websocket::close_code code, const std::string& why);
  void handle(const std::string& text);
  // On the service thread: a game action, answered on the strand.
  void run_action(const std::string& op, const json& message,
                  std::function<void(const ApiResult<std::string>&)> answer);
  void reply(const json& message);
  void send_here(std::shared_ptr<const std::string> message);
  void write_next();
  void close_here();
  // On the service thread: whether the stream's token still names its user; if not, the stream
  // is closed (1008).
  bool token_still_valid();
  bool token_still_valid_for_request();
  void recheck_token_later();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  Request request_;
  boost::asio::steady_timer token_timer_;
  uint64_t token_deletions_seen_;  // Api::token_deletions() at the last check (service thread's)
  bool token_revoked_ = false;     // the service thread's: a check found it gone
  std::string address_;
  std::shared_ptr<WebState> state_;
  StreamTarget target_;
  FrameRate rate_;  // the messages this stream may send
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::size_t queued_bytes_ = 0;
  bool open_ = false, writing_ = false;
  bool joined_ = false;   // the service thread's: in the hub
  bool closing_ = false;  // our close frame is on its way
  bool closed_ = false;   // the socket is closed
  bool counted_ = true;   // holds one of its address's connections
};

}  // namespace tori::server::web
