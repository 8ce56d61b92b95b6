// `tori loadtest --line 127.0.0.1:5090 --games 1000 --seconds 60`, or `--http 127.0.0.1:5080`
// for players on the HTTP/WebSocket API. Exit status 0 when the run
// had no errors, 1 when some request failed (the report says which first), 2 for bad options or
// no server to talk to.
#include "cli/loadtest_command.h"

#include <boost/asio/io_context.hpp>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "loadtest/line_connection.h"
#include "loadtest/load_run.h"
#include "loadtest/web_connection.h"
#include "server/net/accept_loop.h"

namespace tori::cli {

namespace {

struct LoadtestOptions {
  std::string line = "127.0.0.1:5090";
  std::string http;  // set: the players use the HTTP/WebSocket API instead
  int games = 100;
  double seconds = 30;
  double setup_seconds = 600;
  double warmup_seconds = 0;
  int think_ms = 0;
  loadtest::LoadOptions run;
  bool quiet = false;
};

int run_loadtest(const LoadtestOptions& o) {
  bool web = !o.http.empty();
  // Several servers (instances sharing one PostgreSQL database): the players take them in turn,
  // so the two players of a game are on different servers.
  std::vector<boost::asio::ip::tcp::endpoint> servers;
  std::stringstream addresses(web ? o.http : o.line);
  for (std::string address; std::getline(addresses, address, ',');) {
    auto server = server::net::parse_listen_address(address);
    if (!server) {
      std::cerr << "tori loadtest: " << (web ? "--http: " : "--line: ") << server.error().message
                << "\n";
      return 2;
    }
    servers.push_back(*server);
  }
  if (servers.empty()) {
    std::cerr << "tori loadtest: no server address\n";
    return 2;
  }
  loadtest::LoadOptions options = o.run;
  options.games = o.games;
  options.duration = std::chrono::milliseconds(static_cast<int64_t>(o.seconds * 1000));
  options.think = std::chrono::milliseconds(o.think_ms);
  options.warmup = std::chrono::milliseconds(static_cast<int64_t>(o.warmup_seconds * 1000));
  options.setup_limit = std::chrono::milliseconds(static_cast<int64_t>(o.setup_seconds * 1000));
  boost::asio::io_context io;
  std::size_t next_server = 0;
  loadtest::LoadRun run(
      io, options,
      [&](const std::string& user,
          const std::string& password) -> std::shared_ptr<loadtest::PlayerConnection> {
        auto endpoint = servers[next_server++ % servers.size()];
        if (web) return std::make_shared<loadtest::WebConnection>(io, endpoint, user, password);
        return std::make_shared<loadtest::LineConnection>(io, endpoint, user, password);
      },
      o.quiet ? nullptr : &std::cerr);
  loadtest::LoadReport report = run.run();
  std::cout << loadtest::describe(report);
  if (report.players_ready == 0) return 2;
  return report.errors ? 1 : 0;
}

}  // namespace

void add_loadtest_command(CLI::App& app) {
  auto o = std::make_shared<LoadtestOptions>();
  CLI::App* cmd = app.add_subcommand(
      "loadtest", "Simulated players playing random games on a running server, measured");
  cmd->add_option("--line", o->line,
                  "the server's line protocol address (host:port; several, comma-separated: "
                  "the players take them in turn)")
      ->capture_default_str();
  cmd->add_option("--http", o->http,
                  "play through the HTTP/WebSocket API at this address instead (host:port)");
  cmd->add_option("--games", o->games, "concurrent games (two players each)")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--seconds", o->seconds, "how long to measure, once every player is in")
      ->check(CLI::Range(0.1, 86400.0))
      ->capture_default_str();
  cmd->add_option("--warmup", o->warmup_seconds,
                  "seconds played before measuring: every game begins at once, and the moves of "
                  "that start are not counted")
      ->check(CLI::Range(0.0, 3600.0))
      ->capture_default_str();
  cmd->add_option("--setup-seconds", o->setup_seconds,
                  "most time for signing up and logging in every player")
      ->check(CLI::Range(1.0, 86400.0))
      ->capture_default_str();
  cmd->add_option("--logins-at-once", o->run.logins_at_once,
                  "players signing up or logging in at the same moment (the server answers "
                  "busy past its bound on password checks waiting)")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--prefix", o->run.user_prefix, "players' names: PREFIX1, PREFIX2, ...")
      ->capture_default_str();
  cmd->add_option("--password", o->run.password, "every player's password")->capture_default_str();
  cmd->add_option("--plies", o->run.most_plies, "a game this long is resigned, a new one begun")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--think-ms", o->think_ms,
                  "mean time a player thinks before each move (0: none, as fast as the server "
                  "answers); the offered load is games x 1000 / think-ms moves a second")
      ->check(CLI::Range(0, 3600000))
      ->capture_default_str();
  cmd->add_option("--seed", o->run.seed, "seed of the random moves")->capture_default_str();
  cmd->add_flag("--quiet", o->quiet, "no progress line");
  cmd->callback([o] {
    if (int code = run_loadtest(*o); code != 0) throw CLI::RuntimeError(code);
  });
}

}  // namespace tori::cli
