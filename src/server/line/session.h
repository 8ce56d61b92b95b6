// One client connection of `tori serve`: reads lines (bounded, rate-limited, with an idle
// timeout), answers each in order through LineCommands, and writes blocks through one queue. It
// lives as long as it has I/O pending; a failed login's answer waits on a timer, so the delay
// holds up this client only.
//
// Two threads touch it, each its own part. The socket, the queue and the timers belong to the
// connection's strand on an I/O thread; each whole line goes to the service thread
// (LineCommands), and its answer comes back to the strand. The login (user, password hash) is
// the service thread's: only LineCommands and SharedState read and change it there. What the
// service sends (push, close) is posted to the strand.
#pragma once

#include <array>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "server/commands/command_parser.h"
#include "server/line/line_commands.h"
#include "server/line/line_splitter.h"
#include "server/net/token_bucket.h"

namespace tori::server::line {

struct SessionLimits {
  std::size_t max_line = MAX_COMMAND_LENGTH;
  double lines_per_second = 10;
  double burst = 60;
  std::chrono::milliseconds idle{std::chrono::minutes(30)};
  std::size_t max_queued_bytes = 4 << 20;  // a client that stops reading is cut off here
};

class Session : public std::enable_shared_from_this<Session> {
 public:
  // `service` runs LineCommands and SharedState.
  Session(boost::asio::ip::tcp::socket socket, std::string address, SharedState& state,
          LineCommands& commands, const SessionLimits& limits,
          boost::asio::any_io_executor service);

  // These two on the connection's strand, before anything else.
  void start();
  // Says why and closes: a connection over the limit of its address.
  void refuse(const std::string& why);
  // From any thread: queued on the connection's strand.
  void push(std::string_view subject, std::string_view body);
  void close();

  const std::string& address() const { return address_; }
  boost::asio::any_io_executor executor() { return socket_.get_executor(); }  // its strand
  // The user logged in here, if any (the service thread's). The password was checked at login and
  // is not kept; the stored hash it matched is, so that a password changed since ends what this
  // connection may do.
  const std::optional<SessionUser>& user() const { return user_; }
  const std::string& password_hash() const { return password_hash_; }
  void logged_in(SessionUser user, std::string password_hash) {
    user_ = std::move(user);
    password_hash_ = std::move(password_hash);
  }
  void logged_out() {
    user_.reset();
    password_hash_.clear();
  }
  void password_changed(std::string password_hash) { password_hash_ = std::move(password_hash); }

 private:
  void read();
  void process_lines();
  void handle(const Line& line);
  void answered(Answer answer);
  void deliver(const Answer& answer);
  void push_here(std::string_view subject, std::string_view body);
  void close_here();
  void send(std::string block);
  void write_next();
  void close_when_sent();
  void wait_idle();

  boost::asio::ip::tcp::socket socket_;
  boost::asio::any_io_executor service_;
  boost::asio::steady_timer idle_timer_, delay_timer_;
  std::string address_;
  SharedState& state_;
  LineCommands& commands_;
  const SessionLimits& limits_;
  LineSplitter splitter_;
  net::TokenBucket bucket_;
  std::optional<SessionUser> user_;
  std::string password_hash_;
  std::array<char, 4096> buffer_{};
  std::deque<std::string> queue_;
  std::size_t queued_bytes_ = 0;
  bool admitted_ = true;  // counted against its address's limit
  bool reading_ = false, paused_ = false, closing_ = false, closed_ = false;
};

}  // namespace tori::server::line
