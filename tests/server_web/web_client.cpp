// The test clients: every operation async on a private io_context, run to its end or timeout.
#include "web_client.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>

namespace tori::server::web::testing {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

namespace {

asio::ip::tcp::endpoint loopback(unsigned short port) {
  return {asio::ip::make_address("127.0.0.1"), port};
}

// Runs the io_context until the operation that set `done` completes.
void run_until(asio::io_context& io, const bool& done) {
  io.restart();
  while (!done && io.run_one() > 0) {
  }
}

}  // namespace

HttpClient::HttpClient(unsigned short port) : HttpClient(port, "") {}

HttpClient::HttpClient(unsigned short port, const std::string& from) : stream_(io_) {
  if (!from.empty()) {
    beast::error_code ec;
    stream_.socket().open(boost::asio::ip::tcp::v4(), ec);
    if (!ec) stream_.socket().bind({boost::asio::ip::make_address(from), 0}, ec);
    if (ec) return;
  }
  bool done = false;
  beast::error_code result;
  stream_.expires_after(WAIT);
  stream_.async_connect(loopback(port), [&](beast::error_code ec) {
    result = ec;
    done = true;
  });
  run_until(io_, done);
  connected_ = done && !result;
}

HttpAnswer HttpClient::request(const std::string& method, const std::string& target,
                               const std::string& body, const std::string& token,
                               const std::map<std::string, std::string>& headers) {
  http::request<http::string_body> req;
  req.method_string(method);
  req.target(target);
  req.version(11);
  req.set(http::field::host, "127.0.0.1");
  if (!token.empty()) req.set(http::field::authorization, "Bearer " + token);
  for (const auto& [name, value] : headers) req.set(name, value);
  req.body() = body;
  req.keep_alive(true);
  req.prepare_payload();

  bool done = false;
  beast::error_code result;
  stream_.expires_after(WAIT);
  http::async_write(stream_, req, [&](beast::error_code ec, std::size_t) {
    result = ec;
    done = true;
  });
  run_until(io_, done);
  // A refused body may cut the write short: the answer may still have come.
  return read_answer(method == "HEAD");
}

HttpAnswer HttpClient::raw(const std::string& bytes) {
  bool done = false;
  stream_.expires_after(WAIT);
  asio::async_write(stream_, asio::buffer(bytes),
                    [&](beast::error_code, std::size_t) { done = true; });
  run_until(io_, done);
  return read_answer();
}

bool HttpClient::send(const std::string& bytes) {
  bool done = false;
  beast::error_code result;
  stream_.expires_after(WAIT);
  asio::async_write(stream_, asio::buffer(bytes), [&](beast::error_code ec, std::size_t) {
    result = ec;
    done = true;
  });
  run_until(io_, done);
  return done && !result;
}

HttpAnswer HttpClient::read_answer(bool to_head) {
  HttpAnswer answer;
  beast::error_code result;
  bool done = false;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 << 20);
  parser.skip(to_head);  // an answer to HEAD has a length and no body
  stream_.expires_after(WAIT);
  http::async_read(stream_, buffer_, parser, [&](beast::error_code ec, std::size_t) {
    result = ec;
    done = true;
  });
  run_until(io_, done);
  if (result) return answer;
  auto& res = parser.get();
  answer.status = res.result_int();
  answer.body = res.body();
  for (const auto& field : res)
    answer.headers[std::string(field.name_string())] = std::string(field.value());
  return answer;
}

WsClient::WsClient(unsigned short port, const std::string& target, const std::string& bearer)
    : ws_(io_) {
  bool done = false;
  beast::error_code result;
  auto& lowest = beast::get_lowest_layer(ws_);
  lowest.expires_after(WAIT);
  lowest.async_connect(loopback(port), [&](beast::error_code ec) {
    result = ec;
    done = true;
  });
  run_until(io_, done);
  if (!done || result) return;
  if (!bearer.empty())
    ws_.set_option(websocket::stream_base::decorator([bearer](websocket::request_type& req) {
      req.set(http::field::authorization, "Bearer " + bearer);
    }));
  websocket::response_type response;
  done = false;
  ws_.async_handshake(response, "127.0.0.1", target, [&](beast::error_code ec) {
    result = ec;
    done = true;
  });
  run_until(io_, done);
  if (!done) return;
  if (result) {
    refused_status_ = response.result_int();
    refused_body_ = response.body();
    return;
  }
  lowest.expires_never();
  open_ = true;
}

void WsClient::send_frame(const std::string& text, bool binary) {
  if (!open_) return;
  bool done = false;
  beast::error_code result;
  beast::get_lowest_layer(ws_).expires_after(WAIT);
  ws_.binary(binary);
  ws_.async_write(asio::buffer(text), [&](beast::error_code ec, std::size_t) {
    result = ec;
    done = true;
  });
  run_until(io_, done);
  beast::get_lowest_layer(ws_).expires_never();
  if (result) open_ = false;
}

void WsClient::send_text(const std::string& text) { send_frame(text, false); }
void WsClient::send_binary(const std::string& bytes) { send_frame(bytes, true); }

json WsClient::read(std::chrono::milliseconds timeout) {
  if (!open_) return nullptr;
  bool done = false;
  beast::error_code result;
  buffer_.clear();
  beast::get_lowest_layer(ws_).expires_after(timeout);
  ws_.async_read(buffer_, [&](beast::error_code ec, std::size_t) {
    result = ec;
    done = true;
  });
  run_until(io_, done);
  beast::get_lowest_layer(ws_).expires_never();
  if (result) {
    last_error_ = result.message();
    if (result == websocket::error::closed) close_code_ = ws_.reason().code;
    open_ = false;
    return nullptr;
  }
  json message = json::parse(beast::buffers_to_string(buffer_.data()), nullptr, false);
  seen_.push_back(message);
  return message;
}

json WsClient::read_until(const std::function<bool(const json&)>& want,
                          std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (open_) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) break;
    json message = read(left);
    if (message.is_null()) break;
    if (want(message)) return message;
  }
  return nullptr;
}

}  // namespace tori::server::web::testing
