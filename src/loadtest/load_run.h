// `tori loadtest`: simulated players in pairs, each pair playing random legal Tori games against
// each other on a running server for a bounded time, every move a real request that the server
// validates and stores. Reports moves per second, the latency of the moves (send to reply) as
// p50/p99/max, and errors; a progress line while it runs.
#pragma once

#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <ostream>
#include <string>

#include "loadtest/latency_recorder.h"
#include "loadtest/player_connection.h"

namespace tori::loadtest {

struct LoadOptions {
  int games = 100;  // concurrent games: twice as many players
  std::chrono::milliseconds duration{std::chrono::seconds(30)};  // measured, after setup
  std::chrono::milliseconds setup_limit{std::chrono::minutes(10)};
  // Played, not counted: every game begins at the same moment (all the challenges at once), a
  // burst that a server meets once, not the load it carries afterwards.
  std::chrono::milliseconds warmup{0};
  int logins_at_once = 32;           // below the server's bound on password checks waiting (64)
  std::string user_prefix = "load";  // players are load1, load2, ...
  std::string password = "load-password";
  int most_plies = 300;  // a game this long is resigned and a new one begun
  // A player thinks this long on average (0.5 to 1.5 times, at random) before each move, so
  // that the offered load is games / think: a real server's players are not machines.
  std::chrono::milliseconds think{0};
  uint64_t seed = 1;
};

struct LoadReport {
  int players_ready = 0;
  uint64_t moves = 0;  // acknowledged during the measured time
  uint64_t games_finished = 0;
  uint64_t errors = 0;  // refused or failed requests, any time
  uint64_t pushes = 0;  // news received by all players
  double seconds = 0;   // measured time
  LatencySummary latency;
  std::string first_error;
  double moves_per_second() const { return seconds > 0 ? moves / seconds : 0; }
};

// Makes the connection of player `index` (1-based) with the given name and password.
using ConnectionFactory = std::function<std::shared_ptr<PlayerConnection>(
    const std::string& user, const std::string& password)>;

// Runs on `io` until done; `progress` (may be null) gets a line every second.
class LoadRun {
 public:
  LoadRun(boost::asio::io_context& io, LoadOptions options, ConnectionFactory connect,
          std::ostream* progress);
  ~LoadRun();
  LoadReport run();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

std::string describe(const LoadReport& report);

}  // namespace tori::loadtest
