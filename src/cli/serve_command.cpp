// `tori serve --db DB [--listen 127.0.0.1:5090]`: opens the database, builds the game service
// and runs the line-protocol server until SIGINT or SIGTERM. Options only; the server lives in
// src/server/line.
#include "cli/serve_command.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "cli/server_runtime.h"
#include "server/line/line_server.h"
#include "server/live/remote_notices.h"
#include "server/storage/open_storage.h"

namespace tori::cli {

namespace {

struct ServeOptions {
  std::string database = "tori-server.db";
  std::string port_file;
  std::string clock_file;
  double tick_seconds = 60;
  double idle_seconds = 1800;
  server::line::LineServerOptions server;
};

// Written whole under another name and renamed, so a reader never sees half a number.
bool write_port_file(const std::string& path, unsigned short port) {
  std::string partial = path + ".partial";
  {
    std::ofstream out(partial, std::ios::trunc);
    out << port << "\n";
    if (!out.flush()) return false;
  }
  std::error_code ec;
  std::filesystem::rename(partial, path, ec);
  return !ec;
}

int run(ServeOptions& o) {
  auto runtime = ServerRuntime::open(o.database, o.clock_file);
  if (!runtime) {
    std::cerr << "tori serve: " << runtime.error().message << "\n";
    return 2;
  }
  o.server.tick_interval = std::chrono::milliseconds(int64_t(o.tick_seconds * 1000));
  o.server.limits.idle = std::chrono::milliseconds(int64_t(o.idle_seconds * 1000));
  server::line::LineServer line_server(runtime.value()->service(), o.server,
                                       &runtime.value()->computer());
  auto port = line_server.listen();
  if (!port) {
    std::cerr << "tori serve: " << port.error().message << "\n";
    return 2;
  }
  if (!o.port_file.empty() && !write_port_file(o.port_file, *port)) {
    std::cerr << "tori serve: cannot write " << o.port_file << "\n";
    return 2;
  }
  // Several servers may share one PostgreSQL database: what players do on another reaches the
  // players logged in here as it happens (SQLite has one server only).
  server::GameEvents& events = runtime.value()->events();
  std::optional<server::live::RemoteNotices> remote;
  if (server::is_postgres_url(o.database)) {
    remote.emplace(line_server.io_context(), events, o.database);
    if (auto s = remote->start(); !s) {
      std::cerr << "tori serve: cannot hear other server instances: " << s.error().message << "\n";
      return 2;
    }
    line_server.on_stop([&] { remote->stop(); });
  }
  int remote_pushes = events.listen([&](const server::Notice& notice, bool is_remote) {
    if (is_remote) line_server.push_remote_notice(notice);
  });
  std::cerr << "tori serve: listening on port " << *port << "\n";
  line_server.run();
  events.unlisten(remote_pushes);
  return 0;
}

}  // namespace

void add_serve_command(CLI::App& app) {
  auto o = std::make_shared<ServeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "serve", "Run the game server: commands one per line over TCP, moves pushed to players");
  cmd->add_option("--db", o->database,
                  "the database: an SQLite file (created if missing) or a PostgreSQL URL")
      ->capture_default_str();
  cmd->add_option("--listen", o->server.listen, "address and port (port 0: any free port)")
      ->capture_default_str();
  cmd->add_option("--port-file", o->port_file, "write the port, once listening, to this file");
  cmd->add_option("--clock-file", o->clock_file,
                  "for tests: take the time from this file (seconds since 1970, up to 3 "
                  "decimals) instead of the system clock");
  cmd->add_option("--tick-seconds", o->tick_seconds,
                  "how often to send due reminders and forfeits (0: never)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 86400.0));
  cmd->add_option("--rate", o->server.limits.lines_per_second,
                  "lines a connection may send per second, on average")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 10000.0));
  cmd->add_option("--burst", o->server.limits.burst, "lines a connection may send at once")
      ->capture_default_str()
      ->check(CLI::Range(1.0, 100000.0));
  cmd->add_option("--max-connections-per-address", o->server.max_connections_per_address,
                  "connections one remote address may hold")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--idle-seconds", o->idle_seconds, "close a connection silent this long")
      ->capture_default_str()
      ->check(CLI::Range(1.0, 86400.0 * 7));
  cmd->callback([o] {
    int rc = run(*o);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
