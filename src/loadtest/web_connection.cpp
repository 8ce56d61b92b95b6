// A simulated player over HTTP and the game's WebSocket stream.
#include "loadtest/web_connection.h"

#include <boost/asio/connect.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>
#include <nlohmann/json.hpp>

namespace tori::loadtest {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using nlohmann::json;

namespace {

// The error's message from an API error body, or the status when there is none.
std::string api_error(int status, const std::string& body) {
  auto j = json::parse(body, nullptr, false);
  if (j.is_object() && j.contains("error") && j["error"].is_object())
    return std::to_string(status) + " " + j["error"].value("message", std::string());
  return "HTTP " + std::to_string(status);
}

}  // namespace

WebConnection::WebConnection(asio::io_context& io, asio::ip::tcp::endpoint server, std::string user,
                             std::string password)
    : io_(io), server_(server), user_(std::move(user)), password_(std::move(password)) {}

void WebConnection::start(Done done) {
  json credentials = {{"user", user_}, {"password", password_}};
  auto logged_in = [this, done](const std::string& error, int status, const std::string& body) {
    if (!error.empty()) return done(error);
    if (status != 200 && status != 201) return done("login: " + api_error(status, body));
    auto j = json::parse(body, nullptr, false);
    if (!j.is_object() || !j.contains("token") || !j["token"].is_string())
      return done("login: no token in the answer");
    token_ = j["token"].get<std::string>();
    done("");
  };
  http(http::verb::post, "/api/signup", credentials.dump(),
       [this, credentials, logged_in](const std::string& error, int status,
                                      const std::string& body) {
         if (!error.empty() || status != 409) return logged_in(error, status, body);
         http(http::verb::post, "/api/login", credentials.dump(), logged_in);  // signed up before
       });
}

void WebConnection::challenge(const std::string& opponent, Challenged done) {
  json body = {{"variant", "torishogi"}, {"opponent", opponent}};
  http(http::verb::post, "/api/games", body.dump(),
       [done](const std::string& error, int status, const std::string& answer) {
         if (!error.empty()) return done(error, 0);
         if (status != 201) return done(api_error(status, answer), 0);
         auto j = json::parse(answer, nullptr, false);
         if (!j.is_object() || !j.contains("game") || !j["game"].contains("number"))
           return done("no game number in the answer", 0);
         done("", j["game"]["number"].get<int>());
       });
}

// Opens the game's stream (closing the last game's) and waits for its first state.
void WebConnection::join(int number, Done done) {
  if (ws_) {
    beast::error_code ignored;
    beast::get_lowest_layer(*ws_).socket().close(ignored);
  }
  fail_all("the stream of the last game was closed");
  closed_ = false;
  ws_game_ = number;
  ws_ = std::make_unique<beast::websocket::stream<beast::tcp_stream>>(io_);
  ws_out_.clear();
  ws_writing_ = false;
  ws_buffer_.clear();
  auto self = shared_from_this();
  auto* ws = ws_.get();
  beast::get_lowest_layer(*ws).async_connect(server_, [this, self, ws, number,
                                                       done](beast::error_code ec) {
    if (ws != ws_.get()) return done("replaced");
    if (ec) return done("cannot connect: " + ec.message());
    beast::get_lowest_layer(*ws).socket().set_option(asio::ip::tcp::no_delay(true), ec);
    std::string target = "/api/games/torishogi/" + std::to_string(number) + "/ws?token=" + token_;
    ws->async_handshake(server_.address().to_string(), target,
                        [this, self, ws, done](beast::error_code ec) {
                          if (ws != ws_.get()) return done("replaced");
                          if (ec) return done("WebSocket upgrade: " + ec.message());
                          waiting_[0] = done;  // the first state answers the join
                          read_next();
                        });
  });
}

void WebConnection::move(int, const std::string& usi, int move_number, Done done) {
  request(json{{"op", "move"}, {"move", usi}, {"ply", move_number}}.dump(), std::move(done));
}

void WebConnection::resign(int, Done done) {
  request(json{{"op", "resign"}}.dump(), std::move(done));
}

void WebConnection::close() {
  closed_ = true;
  beast::error_code ignored;
  if (ws_) beast::get_lowest_layer(*ws_).socket().close(ignored);
  if (http_) http_->socket().close(ignored);
}

void WebConnection::request(std::string op_json, Done done) {
  if (!ws_ || closed_) return done("no game stream open");
  long id = next_id_++;
  auto j = json::parse(op_json);
  j["id"] = id;
  waiting_[id] = std::move(done);
  ws_out_.push_back(j.dump());
  if (!ws_writing_) write_next();
}

void WebConnection::write_next() {
  if (ws_out_.empty() || closed_) {
    ws_writing_ = false;
    return;
  }
  ws_writing_ = true;
  auto self = shared_from_this();
  auto* ws = ws_.get();
  ws->text(true);
  ws->async_write(asio::buffer(ws_out_.front()),
                  [this, self, ws](beast::error_code ec, std::size_t) {
                    if (ws != ws_.get()) return;
                    if (ec) return fail_all("cannot send: " + ec.message());
                    if (closed_) return;
                    ws_out_.pop_front();
                    write_next();
                  });
}

void WebConnection::read_next() {
  auto self = shared_from_this();
  auto* ws = ws_.get();
  ws->async_read(ws_buffer_, [this, self, ws](beast::error_code ec, std::size_t) {
    if (ws != ws_.get()) return;
    if (ec) return fail_all(closed_ ? "closed" : "stream lost: " + ec.message());
    std::string text = beast::buffers_to_string(ws_buffer_.data());
    ws_buffer_.consume(ws_buffer_.size());
    auto j = json::parse(text, nullptr, false);
    std::string type = j.is_object() ? j.value("type", std::string()) : std::string();
    auto answer = [&](long id, const std::string& error) {
      auto it = waiting_.find(id);
      if (it == waiting_.end()) return;
      Done done = std::move(it->second);
      waiting_.erase(it);
      done(error);
    };
    if (type == "state") {
      answer(0, "");
    } else if (type == "ack" || type == "error") {
      long id = j.contains("id") && j["id"].is_number_integer() ? j["id"].get<long>() : -1;
      answer(id, type == "ack"
                     ? ""
                     : j.value("code", std::string()) + ": " + j.value("message", std::string()));
    } else if (type == "update") {
      ++pushes_;
    }
    if (!closed_) read_next();
  });
}

void WebConnection::fail_all(const std::string& why) {
  std::map<long, Done> waiting = std::move(waiting_);
  waiting_.clear();
  bool was_closed = closed_;
  closed_ = true;
  if (was_closed) return;
  for (auto& [id, done] : waiting) done(why);
}

void WebConnection::http(http::verb method, std::string target, std::string body,
                         Answered answered) {
  HttpCall call;
  call.request = http::request<http::string_body>(method, target, 11);
  call.request.set(http::field::host, server_.address().to_string());
  if (!token_.empty()) call.request.set(http::field::authorization, "Bearer " + token_);
  call.request.body() = std::move(body);
  call.request.prepare_payload();
  call.answered = std::move(answered);
  http_calls_.push_back(std::move(call));
  if (!http_busy_) send_http();
}

// Requests go one at a time on one keep-alive connection, made again if the server closed it.
void WebConnection::send_http() {
  if (http_calls_.empty()) {
    http_busy_ = false;
    return;
  }
  http_busy_ = true;
  auto self = shared_from_this();
  auto finish = [this, self](const std::string& error, int status, const std::string& body) {
    Answered answered = std::move(http_calls_.front().answered);
    http_calls_.pop_front();
    answered(error, status, body);
    send_http();
  };
  auto exchange = [this, self, finish] {
    http::async_write(*http_, http_calls_.front().request,
                      [this, self, finish](beast::error_code ec, std::size_t) {
                        if (ec) {
                          http_.reset();
                          return finish("HTTP: " + ec.message(), 0, "");
                        }
                        response_ = {};
                        http::async_read(*http_, http_buffer_, response_,
                                         [this, self, finish](beast::error_code ec, std::size_t) {
                                           if (ec) {
                                             http_.reset();
                                             return finish("HTTP: " + ec.message(), 0, "");
                                           }
                                           bool keep = response_.keep_alive();
                                           std::string body = response_.body();
                                           int status = int(response_.result_int());
                                           if (!keep) http_.reset();
                                           finish("", status, body);
                                         });
                      });
  };
  if (http_) return exchange();
  http_ = std::make_unique<beast::tcp_stream>(io_);
  http_buffer_.clear();
  http_->async_connect(server_, [this, self, finish, exchange](beast::error_code ec) {
    if (ec) {
      http_.reset();
      return finish("cannot connect: " + ec.message(), 0, "");
    }
    exchange();
  });
}

}  // namespace tori::loadtest
