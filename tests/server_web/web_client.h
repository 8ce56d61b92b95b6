// Clients of `tori serve`'s HTTP/WebSocket API for the tests: real Beast connections on
// loopback. Every wait is bounded: a server that does not answer fails the test, never hangs it.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace tori::server::web::testing {

using nlohmann::json;
using namespace std::chrono_literals;

// Generous: the sanitizer build is slow and passwords are hashed at the real cost.
constexpr std::chrono::milliseconds WAIT = 30s;

struct HttpAnswer {
  unsigned status = 0;  // 0: no answer (the connection failed or timed out)
  std::string body;
  std::map<std::string, std::string> headers;
  json json_body() const { return json::parse(body, nullptr, false); }
  std::string error_code() const {
    json j = json_body();
    if (j.is_object() && j.contains("error") && j["error"].is_object())
      return j["error"].value("code", "");
    return "";
  }
};

// One keep-alive HTTP/1.1 connection.
class HttpClient {
 public:
  explicit HttpClient(unsigned short port);
  // From another loopback address (127.0.0.2, say): a second client, as the server sees it.
  HttpClient(unsigned short port, const std::string& from);
  HttpAnswer request(const std::string& method, const std::string& target,
                     const std::string& body = "", const std::string& token = "",
                     const std::map<std::string, std::string>& headers = {});
  HttpAnswer get(const std::string& target, const std::string& token = "") {
    return request("GET", target, "", token);
  }
  HttpAnswer post(const std::string& target, const json& body, const std::string& token = "") {
    return request("POST", target, body.dump(), token);
  }
  // Bytes sent as they are (not necessarily HTTP), then an answer read.
  HttpAnswer raw(const std::string& bytes);
  // Bytes sent as they are, nothing read (a request sent slowly, piece by piece); false once
  // the connection fails.
  bool send(const std::string& bytes);
  // The answer to what was sent.
  HttpAnswer answer() { return read_answer(); }
  bool connected() const { return connected_; }

 private:
  boost::asio::io_context io_;
  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
  bool connected_ = false;
  HttpAnswer read_answer(bool to_head = false);
};

// One WebSocket stream.
class WsClient {
 public:
  // The upgrade's target (with ?token= if wanted); `bearer` goes in an Authorization header.
  WsClient(unsigned short port, const std::string& target, const std::string& bearer = "");
  bool open() const { return open_; }
  // The HTTP status of a refused upgrade (0 if it was accepted or nothing came).
  unsigned refused_status() const { return refused_status_; }
  const std::string& refused_body() const { return refused_body_; }

  void send(const json& message) { send_text(message.dump()); }
  void send_text(const std::string& text);
  void send_binary(const std::string& bytes);
  // The next message; null if none came in time or the stream ended (see close_code()).
  json read(std::chrono::milliseconds timeout = WAIT);
  // Messages are read (and kept in seen()) until one satisfies `want`; null if none did.
  json read_until(const std::function<bool(const json&)>& want,
                  std::chrono::milliseconds timeout = WAIT);
  json read_type(const std::string& type) {
    return read_until([&](const json& m) { return m.value("type", "") == type; });
  }
  const std::vector<json>& seen() const { return seen_; }
  // The close code the server sent (0 if none yet).
  unsigned close_code() const { return close_code_; }
  const std::string& last_error() const { return last_error_; }

 private:
  boost::asio::io_context io_;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  bool open_ = false;
  unsigned refused_status_ = 0;
  std::string refused_body_;
  unsigned close_code_ = 0;
  std::string last_error_;
  std::vector<json> seen_;
  void send_frame(const std::string& bytes, bool binary);
};

}  // namespace tori::server::web::testing
