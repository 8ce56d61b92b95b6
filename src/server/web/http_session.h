// One HTTP connection: requests read one at a time within the size limits, answered by the Api
// (a failed login's answer held back by a timer, never a sleep), kept alive as the client asks;
// an upgrade to WebSocket hands the socket to a WsSession. Reading, parsing, the files of the
// site and writing run on the connection's strand (an I/O thread); an API request is posted to
// the service thread and its answer comes back to the strand.
#pragma once

#include <array>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>
#include <string>

#include "server/net/token_bucket.h"
#include "server/web/web_state.h"

namespace tori::server::web {

class HttpSession : public Connection, public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(boost::asio::ip::tcp::socket socket, std::string address,
              std::shared_ptr<WebState> state);
  ~HttpSession() override;

  // These two on the connection's strand, before anything else.
  void start();
  // Over a connection limit: a 429 (503 when the whole server is full) saying why, then the
  // connection is closed (it was never counted).
  void refuse(const net::Refusal& why);
  void close() override;                                                      // from any thread
  boost::asio::any_io_executor executor() { return stream_.get_executor(); }  // its strand

 private:
  using Request = boost::beast::http::request<boost::beast::http::string_body>;
  using Response = boost::beast::http::response<boost::beast::http::string_body>;

  // The next request: once its first byte has come (a kept-alive connection may wait as long as
  // it is allowed to be idle), its head must come whole within the header deadline; then the
  // body is read.
  void read();
  void read_head();
  void read_more_of_head(std::size_t searched);
  void on_head(boost::beast::error_code ec, std::size_t head_size);
  void read_body();
  void on_read(boost::beast::error_code ec);
  void handle(Request request);
  // A request over its connection's or its address's rate: refused (429), read no further.
  std::optional<ApiError> over_rate();
  // On the service thread; signups and logins first have their Argon2id work done on the
  // worker thread. The answer is posted back to the strand.
  void run(ApiRequest request, bool keep_alive);
  // The stream is opened on the service thread (its token checked); the handshake and the
  // WsSession on the strand again.
  void upgrade(Request request);
  void upgrade_to(Request request, StreamTarget target, uint64_t token_deletions);
  void close_here();
  void release_counts();
  // A file of the web client (WebOptions::site), for a path outside /api.
  void answer_file(const Request& request, const std::string& path);
  void answer(const ApiReply& reply, bool keep_alive);
  void write(std::shared_ptr<Response> response);
  void linger_close();
  void drain();

  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
  std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
  boost::asio::steady_timer delay_timer_;
  boost::asio::steady_timer head_timer_;  // the header deadline of the head being read
  bool head_late_ = false;                // it passed: the read was cancelled, a 408 is due
  std::string address_;
  std::shared_ptr<WebState> state_;
  net::TokenBucket bucket_;
  bool counted_ = false;    // holds one of its address's connections
  bool half_open_ = false;  // and one of its half-open ones: no request's head has come yet
  std::size_t drained_ = 0;
  std::array<char, 4096> drain_buffer_{};  // what linger_close reads and drops, one for all reads
};

}  // namespace tori::server::web
