// A simulated player on `tori serve`'s HTTP/WebSocket API (docs/api.md): signs up or logs in
// over HTTP for a token, challenges over HTTP, then plays on the game's WebSocket stream
// ({"op":"move"} answered by an ack once the move is stored); the stream's updates are counted
// as pushes.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/dynamic_body.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <deque>
#include <map>
#include <memory>
#include <optional>

#include "loadtest/player_connection.h"

namespace tori::loadtest {

class WebConnection final : public PlayerConnection,
                            public std::enable_shared_from_this<WebConnection> {
 public:
  WebConnection(boost::asio::io_context& io, boost::asio::ip::tcp::endpoint server,
                std::string user, std::string password);

  void start(Done done) override;
  void challenge(const std::string& opponent, Challenged done) override;
  void join(int number, Done done) override;
  void move(int number, const std::string& usi, int move_number, Done done) override;
  void resign(int number, Done done) override;
  void close() override;

 private:
  using Answered =
      std::function<void(const std::string& error, int status, const std::string& body)>;
  // One HTTP request on the player's keep-alive connection (made when first needed).
  void http(boost::beast::http::verb method, std::string target, std::string body,
            Answered answered);
  void send_http();
  // One message on the game stream, answered by its ack or error.
  void request(std::string op_json, Done done);
  void write_next();
  void read_next();
  void fail_all(const std::string& why);

  boost::asio::io_context& io_;
  boost::asio::ip::tcp::endpoint server_;
  std::string user_, password_, token_;

  struct HttpCall {
    boost::beast::http::request<boost::beast::http::string_body> request;
    Answered answered;
  };
  std::unique_ptr<boost::beast::tcp_stream> http_;
  std::deque<HttpCall> http_calls_;
  bool http_busy_ = false;
  boost::beast::http::response<boost::beast::http::string_body> response_;
  boost::beast::flat_buffer http_buffer_;

  std::unique_ptr<boost::beast::websocket::stream<boost::beast::tcp_stream>> ws_;
  int ws_game_ = 0;
  boost::beast::flat_buffer ws_buffer_;
  std::deque<std::string> ws_out_;
  bool ws_writing_ = false;
  long next_id_ = 1;
  std::map<long, Done> waiting_;  // by request id
  bool closed_ = false;
};

}  // namespace tori::loadtest
