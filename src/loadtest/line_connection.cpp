// A simulated player over the line protocol: sign up or log in, then one request at a time.
#include "loadtest/line_connection.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/write.hpp>

namespace tori::loadtest {

namespace asio = boost::asio;

namespace {

bool is_error(const LineBlock& reply) {
  return reply.kind != "reply" || reply.subject.starts_with("Error:");
}

std::string error_of(const LineBlock& reply) {
  if (reply.kind != "reply") return reply.kind + ": " + reply.subject;
  return reply.subject;
}

// "torishogi 101: torishogi game 101 begins: ..." -> 101.
int game_number_in(const std::string& subject) {
  std::size_t space = subject.find(' ');
  if (space == std::string::npos) return 0;
  int number = 0;
  for (std::size_t i = space + 1; i < subject.size() && std::isdigit(subject[i]); ++i)
    number = number * 10 + (subject[i] - '0');
  return number;
}

}  // namespace

LineConnection::LineConnection(asio::io_context& io, asio::ip::tcp::endpoint server,
                               std::string user, std::string password)
    : socket_(io), server_(server), user_(std::move(user)), password_(std::move(password)) {}

void LineConnection::start(Done done) {
  auto self = shared_from_this();
  socket_.async_connect(server_, [this, self, done](boost::system::error_code ec) {
    if (ec) return done("cannot connect: " + ec.message());
    boost::system::error_code ignored;
    socket_.set_option(asio::ip::tcp::no_delay(true), ignored);
    waiting_.push_back([this, done](const LineBlock& hello) {
      if (hello.kind != "hello") return done("expected hello, got " + error_of(hello));
      request("signup " + user_ + " " + password_, [this, done](const LineBlock& signed_up) {
        if (is_error(signed_up) && signed_up.subject.find("is taken") == std::string::npos)
          return done(error_of(signed_up));
        request("login " + user_ + " " + password_, [done](const LineBlock& logged_in) {
          done(is_error(logged_in) ? error_of(logged_in) : "");
        });
      });
    });
    read_more();
  });
}

void LineConnection::challenge(const std::string& opponent, Challenged done) {
  request("torishogi challenge " + opponent, [done](const LineBlock& reply) {
    if (is_error(reply)) return done(error_of(reply), 0);
    int number = game_number_in(reply.subject);
    if (number == 0) return done("no game number in '" + reply.subject + "'", 0);
    done("", number);
  });
}

void LineConnection::move(int number, const std::string& usi, int move_number, Done done) {
  request(
      "torishogi move " + std::to_string(number) + " " + usi + "#" + std::to_string(move_number),
      [done](const LineBlock& reply) { done(is_error(reply) ? error_of(reply) : ""); });
}

void LineConnection::resign(int number, Done done) {
  request("torishogi resign " + std::to_string(number),
          [done](const LineBlock& reply) { done(is_error(reply) ? error_of(reply) : ""); });
}

void LineConnection::close() {
  closed_ = true;
  boost::system::error_code ignored;
  socket_.close(ignored);
}

void LineConnection::request(std::string line, OnReply on_reply) {
  if (closed_) return on_reply({"bye", "the connection is closed", ""});
  waiting_.push_back(std::move(on_reply));
  outgoing_.push_back(std::move(line) + "\r\n");
  if (writing_) return;
  writing_ = true;
  write_next();
}

void LineConnection::write_next() {
  if (outgoing_.empty() || closed_) {
    writing_ = false;
    return;
  }
  auto self = shared_from_this();
  asio::async_write(socket_, asio::buffer(outgoing_.front()),
                    [this, self](boost::system::error_code ec, std::size_t) {
                      if (ec) return fail_all("cannot send: " + ec.message());
                      if (closed_) return;
                      outgoing_.pop_front();
                      write_next();
                    });
}

void LineConnection::read_more() {
  auto self = shared_from_this();
  socket_.async_read_some(
      asio::buffer(buffer_), [this, self](boost::system::error_code ec, std::size_t n) {
        if (ec) return fail_all(closed_ ? "closed" : "connection lost: " + ec.message());
        if (!reader_.feed(std::string_view(buffer_.data(), n)))
          return fail_all("the server broke the framing: " + reader_.error());
        while (auto block = reader_.next()) {
          if (block->kind == "push") {
            ++pushes_;
            continue;
          }
          if (waiting_.empty()) continue;  // a bye nobody asked for: the next read fails anyway
          OnReply on_reply = std::move(waiting_.front());
          waiting_.pop_front();
          on_reply(*block);
        }
        if (!closed_) read_more();
      });
}

void LineConnection::fail_all(const std::string& why) {
  bool was_closed = closed_;
  closed_ = true;
  std::deque<OnReply> waiting = std::move(waiting_);
  waiting_.clear();
  // outgoing_ stays: a write in flight may still point into its front.
  if (was_closed) return;
  for (OnReply& on_reply : waiting) on_reply({"bye", why, ""});
}

}  // namespace tori::loadtest
