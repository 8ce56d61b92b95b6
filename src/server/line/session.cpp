// A connection's life: greet, read, answer line by line, close.
#include "server/line/session.h"

#include <boost/asio/post.hpp>
#include <boost/asio/write.hpp>
#include <sstream>

namespace tori::server::line {

namespace asio = boost::asio;

namespace {

// Above this many bytes waiting to be written, the session stops reading until the client has
// taken its replies: a client that sends without reading cannot grow the queue.
constexpr std::size_t READ_PAUSE_BYTES = 64 << 10;

std::string number_text(double x) {  // 10, 0.5
  std::ostringstream out;
  out << x;
  return out.str();
}

}  // namespace

Session::Session(asio::ip::tcp::socket socket, std::string address, SharedState& state,
                 LineCommands& commands, const SessionLimits& limits, asio::any_io_executor service)
    : socket_(std::move(socket)),
      service_(std::move(service)),
      idle_timer_(socket_.get_executor()),
      delay_timer_(socket_.get_executor()),
      address_(std::move(address)),
      state_(state),
      commands_(commands),
      limits_(limits),
      splitter_(limits.max_line),
      bucket_(limits.lines_per_second, limits.burst, std::chrono::steady_clock::now()) {}

void Session::start() {
  asio::post(service_, [self = shared_from_this()] { self->state_.join(self); });
  send(frame_block(BlockKind::HELLO, "Tori server",
                   "Tori Shogi and Yari Shogi server. One command per line; 'help' for the "
                   "commands, 'login userid password' to stay logged in, 'quit' to leave.\n"));
  wait_idle();
  read();
}

void Session::refuse(const std::string& why) {
  admitted_ = false;
  send(frame_block(BlockKind::BYE, "Error: " + why, ""));
  close_when_sent();
}

void Session::read() {
  if (reading_ || closing_) return;
  reading_ = true;
  socket_.async_read_some(asio::buffer(buffer_),
                          [self = shared_from_this()](boost::system::error_code ec, std::size_t n) {
                            self->reading_ = false;
                            // The client has sent all it will: answer what came, then close.
                            if (ec == asio::error::eof) return self->close_when_sent();
                            if (ec) return self->close_here();
                            self->splitter_.feed(std::string_view(self->buffer_.data(), n));
                            self->process_lines();
                          });
}

void Session::process_lines() {
  while (!paused_ && !closing_) {
    auto line = splitter_.next();
    if (!line) break;
    wait_idle();
    handle(*line);
  }
  if (!paused_ && !closing_ && queued_bytes_ <= READ_PAUSE_BYTES) read();
}

void Session::handle(const Line& line) {
  if (line.too_long)
    return deliver(error_answer("the line is longer than " + std::to_string(limits_.max_line) +
                                " bytes; it was skipped"));
  auto now = std::chrono::steady_clock::now();
  if (!bucket_.take(now))
    return deliver(error_answer("too many commands: at most " +
                                number_text(limits_.lines_per_second) + " a second (bursts of " +
                                number_text(limits_.burst) + "); this one was not run"));
  if (auto wait = state_.guards().request_from(address_, now))
    return deliver(error_answer("too many commands from your address over all its connections: " +
                                net::retry_text(*wait) + "; this one was not run"));
  // No line of this client runs before this one's answer: its commands keep their order.
  paused_ = true;
  asio::post(service_, [self = shared_from_this(), text = line.text] {
    self->commands_.handle(self, text, [self](Answer answer) {
      asio::post(self->socket_.get_executor(), [self, answer = std::move(answer)]() mutable {
        self->answered(std::move(answer));
      });
    });
  });
}

// On the strand, once the service has answered (after the commit of the batch the command
// joined): the lines after it run then.
void Session::answered(Answer answer) {
  if (closed_) return;
  if (answer.delay.count() <= 0) {
    paused_ = false;
    deliver(answer);
    process_lines();
    return;
  }
  // Hold this client's answer (and its later lines) without holding up anyone else.
  delay_timer_.expires_after(answer.delay);
  delay_timer_.async_wait(
      [self = shared_from_this(), answer = std::move(answer)](boost::system::error_code ec) {
        if (ec || self->closing_) return;
        self->paused_ = false;
        self->deliver(answer);
        self->process_lines();
      });
}

void Session::deliver(const Answer& answer) {
  send(frame_block(answer.kind, answer.subject, answer.body));
  if (answer.close) close_when_sent();
}

void Session::push(std::string_view subject, std::string_view body) {
  asio::post(socket_.get_executor(),
             [self = shared_from_this(), subject = std::string(subject), body = std::string(body)] {
               self->push_here(subject, body);
             });
}

void Session::push_here(std::string_view subject, std::string_view body) {
  if (closing_) return;
  if (queued_bytes_ > limits_.max_queued_bytes) return close_here();
  send(frame_block(BlockKind::PUSH, subject, body));
}

void Session::send(std::string block) {
  if (closed_) return;
  queued_bytes_ += block.size();
  queue_.push_back(std::move(block));
  if (queue_.size() == 1) write_next();
}

void Session::write_next() {
  asio::async_write(socket_, asio::buffer(queue_.front()),
                    [self = shared_from_this()](boost::system::error_code ec, std::size_t) {
                      if (ec || self->closed_) return self->close_here();
                      self->queued_bytes_ -= self->queue_.front().size();
                      self->queue_.pop_front();
                      if (!self->queue_.empty()) return self->write_next();
                      if (self->closing_) return self->close_here();
                      if (!self->paused_ && !self->reading_) self->process_lines();
                    });
}

// No more lines are read; the socket closes once what is queued has been written.
void Session::close_when_sent() {
  closing_ = true;
  if (queue_.empty()) close_here();
}

void Session::close() {
  asio::post(socket_.get_executor(), [self = shared_from_this()] { self->close_here(); });
}

void Session::close_here() {
  if (closed_) return;
  closed_ = true;
  closing_ = true;
  // Its address's place is free before the client can see the close (and connect again); the
  // login is forgotten on the service thread.
  if (admitted_) {
    state_.guards().connections.release(address_);
    asio::post(service_, [self = shared_from_this()] { self->state_.leave(self.get()); });
  }
  boost::system::error_code ignored;
  idle_timer_.cancel();
  delay_timer_.cancel();
  socket_.shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  socket_.close(ignored);
  queue_.clear();
  queued_bytes_ = 0;
}

void Session::wait_idle() {
  idle_timer_.expires_after(limits_.idle);
  idle_timer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    if (ec || self->closing_) return;  // cancelled: a line came, or the session closed
    self->send(
        frame_block(BlockKind::BYE, "Idle too long", "No command for a long while; goodbye.\n"));
    self->close_when_sent();
  });
}

}  // namespace tori::server::line
