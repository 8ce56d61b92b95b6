// `tori serve`: the game server's TCP line protocol, on two io_contexts it is given (the
// ServerHost's, shared with the HTTP server): the accept loop and the sessions' sockets on the
// I/O one; the commands, the logins, the clock tick and the flag timer on the service one, whose
// one thread is the only one to touch the game service (it is not thread-safe). Both may be the
// same io_context. Framing and a sample session: docs/server.md.
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <memory>
#include <string>

#include "server/commands/dispatcher.h"
#include "server/line/line_commands.h"
#include "server/line/session.h"
#include "server/line/shared_state.h"
#include "server/live/commit_batch.h"
#include "server/net/accept_loop.h"
#include "server/net/edge_guards.h"

namespace tori::server::line {

struct LineServerOptions {
  std::string listen = "127.0.0.1:5090";  // host:port; port 0 takes any free one
  SessionLimits limits;
  std::chrono::milliseconds tick_interval{std::chrono::minutes(1)};  // 0: no clock tick
  // The flag timer waits at most this long before it looks again at the next deadline, so that
  // a clock that jumps (the tests' --clock-file) is noticed.
  std::chrono::milliseconds longest_flag_wait{std::chrono::minutes(1)};
};

class LineServer {
 public:
  // With `events`, the notices this server makes outside the line protocol (the HTTP API) and
  // those of other server instances on the same PostgreSQL database are pushed to the players
  // they name who are logged in here; every notice also re-arms the flag timer.
  // `guards` counts this server's connections, requests and failed logins with those of the
  // other transports; `passwords` runs Argon2id for it.
  LineServer(boost::asio::io_context& io, boost::asio::io_context& service_io, GameService& service,
             LineServerOptions options, net::EdgeGuards& guards, net::PasswordWorker& passwords,
             GameEvents* events = nullptr);
  ~LineServer();
  LineServer(const LineServer&) = delete;
  LineServer& operator=(const LineServer&) = delete;

  // Binds the address; the port bound.
  Result<unsigned short> listen();
  // Accepts connections and starts the clock tick and the flag timer; the io_context's run()
  // serves them.
  void start();
  // No more connections; every open one closed; the tick and the flag timer stopped. On the
  // service thread.
  void stop();
  // The batch its commands are committed in, for the other transports to join.
  live::CommitBatch& batch() { return batch_; }

 private:
  void schedule_tick();
  // Arms the flag timer for the next game clock to run out; when it fires, the tick runs and
  // decides the loss on time, whoever is connected. Re-armed after every command, every notice
  // (a move made through another transport or on another instance) and every tick.
  void arm_flag_timer();

  LineServerOptions options_;
  GameService& service_;
  boost::asio::any_io_executor service_executor_;
  boost::asio::steady_timer tick_timer_;
  boost::asio::steady_timer flag_timer_;
  live::CommitBatch batch_;
  Dispatcher dispatcher_;
  SharedState state_;
  LineCommands commands_;
  std::shared_ptr<net::AcceptLoop> acceptor_;
  GameEvents* events_ = nullptr;
  int events_handle_ = 0;
  std::atomic<bool> stopped_ = false;  // read by the I/O threads too
};

}  // namespace tori::server::line
