// `tori serve`: the game server's TCP line protocol. One thread runs everything (the accept
// loop, every session, the clock tick, the flag timer) and so is the only one to touch the game
// service, which is not thread-safe. Framing and a sample session: docs/server.md.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "server/commands/dispatcher.h"
#include "server/line/line_commands.h"
#include "server/line/listener.h"
#include "server/line/session.h"
#include "server/line/shared_state.h"

namespace tori::server::line {

struct LineServerOptions {
  std::string listen = "127.0.0.1:5090";  // host:port; port 0 takes any free one
  SessionLimits limits;
  std::size_t max_connections_per_address = 16;
  std::chrono::milliseconds tick_interval{std::chrono::minutes(1)};  // 0: no clock tick
  // The flag timer waits at most this long before it looks again at the next deadline, so that
  // a clock that jumps (the tests' --clock-file) is noticed.
  std::chrono::milliseconds longest_flag_wait{std::chrono::minutes(1)};
};

// "127.0.0.1:5090", "[::1]:5090", "localhost:0".
Result<boost::asio::ip::tcp::endpoint> parse_listen_address(const std::string& text);

class LineServer {
 public:
  // The computer opponent, if any, is the service's MoveProvider: the service asks it within a
  // request, on this server's thread.
  LineServer(GameService& service, LineServerOptions options, MoveProvider* provider = nullptr);

  // Binds the address; the port bound.
  Result<unsigned short> listen();
  // Serves until SIGINT or SIGTERM (or stop()), then closes every connection and returns.
  void run();
  void stop();

  // For what shares the server's thread (hearing other instances): its event loop, and a call
  // made when the server stops, to end that work too.
  boost::asio::io_context& io_context() { return io_; }
  void on_stop(std::function<void()> stopping) { on_stop_ = std::move(stopping); }
  // A notice from another server instance: pushed to those it names who are logged in here.
  void push_remote_notice(const Notice& notice) { commands_.push_remote_notice(notice); }

 private:
  void schedule_tick();
  // Arms the flag timer for the next game clock to run out; when it fires, the tick runs and
  // decides the loss on time, whoever is connected. Re-armed after every command and tick.
  void arm_flag_timer();

  LineServerOptions options_;
  GameService& service_;
  boost::asio::io_context io_;
  boost::asio::signal_set signals_;
  boost::asio::steady_timer tick_timer_;
  boost::asio::steady_timer flag_timer_;
  Dispatcher dispatcher_;
  SharedState state_;
  LineCommands commands_;
  std::shared_ptr<Listener> listener_;
  bool stopped_ = false;
  std::function<void()> on_stop_;
};

}  // namespace tori::server::line
