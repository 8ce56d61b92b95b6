// A connection's life: greet, read, answer line by line, close.
#include "server/line/session.h"

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
                 LineCommands& commands, const SessionLimits& limits)
    : socket_(std::move(socket)),
      idle_timer_(socket_.get_executor()),
      delay_timer_(socket_.get_executor()),
      address_(std::move(address)),
      state_(state),
      commands_(commands),
      limits_(limits),
      splitter_(limits.max_line),
      bucket_(limits.lines_per_second, limits.burst, std::chrono::steady_clock::now()) {}

void Session::start() {
  state_.join(shared_from_this());
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
                            if (ec) return self->close();
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
  handling_ = true;
  commands_.handle(shared_from_this(), line.text, [self = shared_from_this()](Answer answer) {
    self->answered(std::move(answer));
  });
  handling_ = false;
}

// At once, or after the commit of the batch the command joined: the lines after it run then
// (process_lines), unless handle() is still on the stack and its loop goes on by itself.
void Session::answered(Answer answer) {
  if (closed_) return;
  if (answer.delay.count() <= 0) {
    paused_ = false;
    deliver(answer);
    if (!handling_) process_lines();
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
  if (closing_) return;
  if (queued_bytes_ > limits_.max_queued_bytes) return close();
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
                      if (ec || self->closed_) return self->close();
                      self->queued_bytes_ -= self->queue_.front().size();
                      self->queue_.pop_front();
                      if (!self->queue_.empty()) return self->write_next();
                      if (self->closing_) return self->close();
                      if (!self->paused_ && !self->reading_) self->process_lines();
                    });
}

// No more lines are read; the socket closes once what is queued has been written.
void Session::close_when_sent() {
  closing_ = true;
  if (queue_.empty()) close();
}

void Session::close() {
  if (closed_) return;
  closed_ = true;
  closing_ = true;
  boost::system::error_code ignored;
  idle_timer_.cancel();
  delay_timer_.cancel();
  socket_.shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  socket_.close(ignored);
  queue_.clear();
  queued_bytes_ = 0;
  if (admitted_) state_.leave(this, address_);
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
