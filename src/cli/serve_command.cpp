// `tori serve --db DB [--listen 127.0.0.1:5090] [--http 127.0.0.1:5080|off]`: opens the
// database, builds the game service and runs the line-protocol and HTTP/WebSocket servers until
// SIGINT or SIGTERM. Options only; the servers live in src/server/line, src/server/web and
// src/server/host.
#include "cli/serve_command.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/server_runtime.h"
#include "server/host/server_host.h"
#include "server/mail/mail_sink.h"
#include "server/mail/mail_writer.h"
#include "server/puzzles/puzzle_import.h"
#include "server/storage/open_storage.h"

namespace tori::cli {

namespace {

struct ServeOptions {
  std::string database = "tori-server.db";
  std::string port_file;
  std::string http = "127.0.0.1:5080";  // or "off"
  std::string http_port_file;
  std::string web_root;  // the web client's built folder; empty: web/dist if found
  std::string clock_file;
  std::vector<std::string> puzzle_files;
  double tick_seconds = 60;
  double idle_seconds = 1800;
  double header_seconds = 10;
  double token_recheck_seconds = 30;
  server::net::EdgeLimits edge;
  double signups_per_hour = 10;
  double analysis_lease_seconds = 120;
  int sqlite_lock_wait_ms = 100;
  int io_threads = 1;
  server::line::LineServerOptions server;
  server::web::WebOptions web;
  // Password-reset mails: a Maildir or a sendmail command (neither: none are sent), their From,
  // and the site's address that the mailed link starts with.
  std::string mail_outbox;
  std::string mail_sendmail;
  std::string mail_from = "tori@localhost";
  std::string site_url;
};

// How the web API sends a password-reset mail: written whole, then delivered to the sink.
auto mail_sender(std::shared_ptr<server::MailSink> sink, std::string from,
                 const server::Clock& clock) {
  return [sink, from, &clock](const std::string& to, const std::string& subject,
                              const std::string& body) -> server::Status {
    const server::Seconds now = clock.now();
    server::OutgoingMail mail;
    mail.from = from;
    mail.to = to;
    mail.subject = subject;
    mail.body = body;
    mail.date = now;
    mail.message_id = server::make_message_id(from, now);
    auto text = server::write_mail(mail);
    if (!text) return text.error();
    return sink->deliver(*text);
  };
}

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

// The web client: the folder named, else web/dist where a checkout has built it (the first
// line of the log says which), else a page at / saying how to build it.
Result<server::web::StaticSite> load_web_client(const std::string& web_root) {
  std::filesystem::path root = web_root;
  if (root.empty()) {
    std::error_code ec;
    auto found = server::web::find_built_client(
        std::filesystem::current_path(ec), std::filesystem::read_symlink("/proc/self/exe", ec));
    if (!found) {
      std::cerr << "tori serve: no web client built (scripts/web.sh builds web/dist, or give "
                   "--web-root DIR): / says how\n";
      return server::web::StaticSite::how_to_build();
    }
    root = *found;
  }
  auto site = server::web::StaticSite::load(root);
  if (site) std::cerr << "tori serve: the web client from " << root.string() << "\n";
  return site;
}

int run(ServeOptions& o) {
  auto runtime = ServerRuntime::open(o.database, o.clock_file,
                                     std::chrono::milliseconds(o.sqlite_lock_wait_ms));
  if (!runtime) {
    std::cerr << "tori serve: " << runtime.error().message << "\n";
    return 2;
  }
  o.server.tick_interval = std::chrono::milliseconds(int64_t(o.tick_seconds * 1000));
  o.server.limits.idle = std::chrono::milliseconds(int64_t(o.idle_seconds * 1000));
  std::optional<server::web::WebOptions> web;
  if (o.http != "off") {
    o.web.analysis.lease_ms = server::Millis(o.analysis_lease_seconds * 1000);
    web = o.web;
    web->listen = o.http;
    web->idle = o.server.limits.idle;
    web->header_deadline = std::chrono::milliseconds(int64_t(o.header_seconds * 1000));
    web->token_recheck = std::chrono::milliseconds(int64_t(o.token_recheck_seconds * 1000));
    web->requests_per_second = o.server.limits.lines_per_second;
    web->burst = o.server.limits.burst;
    auto site = load_web_client(o.web_root);
    if (!site) {
      std::cerr << "tori serve: " << site.error().message << "\n";
      return 2;
    }
    web->site = std::make_shared<const server::web::StaticSite>(std::move(*site));
    web->site_url = o.site_url.empty() ? "http://" + o.http : o.site_url;
    while (web->site_url.ends_with('/')) web->site_url.pop_back();
    std::shared_ptr<server::MailSink> sink;
    if (!o.mail_outbox.empty()) sink = std::make_shared<server::MaildirSink>(o.mail_outbox);
    if (!o.mail_sendmail.empty()) sink = std::make_shared<server::SendmailSink>(o.mail_sendmail);
    if (sink) web->send_mail = mail_sender(sink, o.mail_from, runtime.value()->clock());
  }
  o.edge.connections.max_total =
      server::net::connections_within_descriptor_limit(o.edge.connections.max_total);
  o.edge.signups_per_address = {o.signups_per_hour / 3600, std::max(1.0, o.signups_per_hour)};
  ServerRuntime& r = *runtime.value();
  // A set that cannot be read is an administrator's mistake to hear about now, not a server
  // that starts with fewer puzzles than meant.
  if (!o.puzzle_files.empty()) {
    auto imported = server::import_puzzle_files(r.storage(), o.puzzle_files, r.clock().now());
    if (!imported) {
      std::cerr << "tori serve: puzzles: " << imported.error().to_string() << "\n";
      return 2;
    }
    std::cerr << "tori serve: " << *imported << " puzzles imported\n";
  }
  server::ServerHost host(r.service(), r.storage(), r.clock(), r.events(), o.edge, o.server, web,
                          &r.computer(), o.io_threads);
  // Several servers may share one PostgreSQL database: what players do on another reaches the
  // players and streams here as it happens (SQLite has one server only).
  if (server::is_postgres_url(o.database)) {
    if (auto s = host.hear_other_instances(o.database); !s) {
      std::cerr << "tori serve: cannot hear other server instances: " << s.error().message << "\n";
      return 2;
    }
  }
  // The HTTP port is written first: a test that sees the line port finds both.
  if (web) {
    auto http_port = host.listen_web();
    if (!http_port) {
      std::cerr << "tori serve: " << http_port.error().message << "\n";
      return 2;
    }
    if (!o.http_port_file.empty() && !write_port_file(o.http_port_file, *http_port)) {
      std::cerr << "tori serve: cannot write " << o.http_port_file << "\n";
      return 2;
    }
    std::cerr << "tori serve: HTTP and WebSocket on port " << *http_port << "\n";
  }
  auto port = host.listen_line();
  if (!port) {
    std::cerr << "tori serve: " << port.error().message << "\n";
    return 2;
  }
  if (!o.port_file.empty() && !write_port_file(o.port_file, *port)) {
    std::cerr << "tori serve: cannot write " << o.port_file << "\n";
    return 2;
  }
  std::cerr << "tori serve: listening on port " << *port << "\n";
  host.run();
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
  cmd->add_option("--http", o->http,
                  "address and port of the HTTP/WebSocket API (docs/api.md; port 0: any free "
                  "port; off: none)")
      ->capture_default_str();
  cmd->add_option("--web-root", o->web_root,
                  "the web client's built folder (web/dist), served on the HTTP port at every "
                  "path outside /api; read once at start (default: web/dist in the working "
                  "folder or above the binary, else a page at / on how to build it)");
  cmd->add_option("--http-port-file", o->http_port_file,
                  "write the HTTP port, once listening, to this file");
  cmd->add_option("--puzzles", o->puzzle_files,
                  "a puzzle set file (data/puzzles/*.jsonl) to import at start, keeping the "
                  "ratings of puzzles stored already; repeatable")
      ->take_all()
      ->check(CLI::ExistingFile);
  cmd->add_option("--clock-file", o->clock_file,
                  "for tests: take the time from this file (seconds since 1970) instead of the "
                  "system clock");
  cmd->add_option("--tick-seconds", o->tick_seconds,
                  "how often to send due reminders and forfeits (0: never)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 86400.0));
  cmd->add_option("--rate", o->server.limits.lines_per_second,
                  "lines, HTTP requests or stream messages a connection may send per second, on "
                  "average")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 10000.0));
  cmd->add_option("--burst", o->server.limits.burst,
                  "lines, HTTP requests or stream messages a connection may send at once")
      ->capture_default_str()
      ->check(CLI::Range(1.0, 100000.0));
  cmd->add_option("--address-rate", o->edge.requests_per_address.per_second,
                  "lines, HTTP requests and stream messages one remote address may send per "
                  "second, over all its connections, on average")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 1000000.0));
  cmd->add_option("--address-burst", o->edge.requests_per_address.burst, "the same, at once")
      ->capture_default_str()
      ->check(CLI::Range(1.0, 1000000.0));
  cmd->add_option("--user-rate", o->edge.actions_per_user.per_second,
                  "HTTP requests that change something (not GETs) one user may send per second, "
                  "over all their connections, on average")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 1000000.0));
  cmd->add_option("--user-burst", o->edge.actions_per_user.burst, "the same, at once")
      ->capture_default_str()
      ->check(CLI::Range(1.0, 1000000.0));
  cmd->add_option("--chat-rate", o->edge.chat_per_user.per_second,
                  "chat lines one user may say per second, over every game, on average")
      ->capture_default_str()
      ->check(CLI::Range(0.01, 1000000.0));
  cmd->add_option("--chat-burst", o->edge.chat_per_user.burst, "the same, at once")
      ->capture_default_str()
      ->check(CLI::Range(1.0, 1000000.0));
  cmd->add_option("--signups-per-hour", o->signups_per_hour,
                  "accounts one remote address may make an hour (as many at once)")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 1000000.0));
  cmd->add_option("--sqlite-lock-wait-ms", o->sqlite_lock_wait_ms,
                  "how long a write waits for an SQLite file another process holds, then is "
                  "answered busy (503) and, for 2 s, other writes at once")
      ->capture_default_str()
      ->check(CLI::Range(0, 60000));
  cmd->add_option("--max-connections-per-address", o->edge.connections.max_per_address,
                  "connections one remote address may hold, over every transport together")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--max-half-open-per-address", o->edge.connections.max_half_open_per_address,
                  "HTTP connections one remote address may hold that have not yet sent a "
                  "request's head whole")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--max-connections", o->edge.connections.max_total,
                  "connections the server holds in all (lowered to fit the descriptor limit)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--token-recheck-seconds", o->token_recheck_seconds,
                  "how often a WebSocket stream checks its token again (closed once revoked)")
      ->capture_default_str()
      ->check(CLI::Range(0.05, 3600.0));
  cmd->add_option("--analysis-threads", o->web.analysis_threads,
                  "threads that analyse finished games (0: only remote workers do)")
      ->capture_default_str()
      ->check(CLI::Range(0, 64));
  cmd->add_option("--analysis-key", o->web.analysis_key,
                  "the key remote workers (`tori analyse --server`) must show; none: no remote "
                  "workers are taken");
  cmd->add_option("--analysis-nodes", o->web.analysis.nodes, "nodes a position in an analysis")
      ->capture_default_str()
      ->check(CLI::Range(uint64_t(1000), uint64_t(100'000'000)));
  cmd->add_option("--analysis-lease-seconds", o->analysis_lease_seconds,
                  "how long an analysis worker may stay silent before its job goes to another")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 86400.0));
  cmd->add_option("--analyses-per-hour", o->web.analysis.per_user_per_hour,
                  "analyses one player may ask for in an hour")
      ->capture_default_str()
      ->check(CLI::Range(0, 100000));
  auto* mail_outbox =
      cmd->add_option("--mail-outbox", o->mail_outbox,
                      "deliver password-reset mails into this Maildir (created if missing)");
  auto* mail_sendmail = cmd->add_option(
      "--mail-sendmail", o->mail_sendmail,
      "deliver password-reset mails through this command, e.g. \"/usr/sbin/sendmail -t -i\"");
  mail_outbox->excludes(mail_sendmail);
  mail_sendmail->excludes(mail_outbox);
  cmd->add_option("--mail-from", o->mail_from, "the From of password-reset mails")
      ->capture_default_str();
  cmd->add_option("--site-url", o->site_url,
                  "the site's address, which password-reset links start with (default: "
                  "http:// and the --http address)");
  cmd->add_option("--idle-seconds", o->idle_seconds, "close a connection silent this long")
      ->capture_default_str()
      ->check(CLI::Range(1.0, 86400.0 * 7));
  cmd->add_option("--io-threads", o->io_threads,
                  "threads for the sockets (reading, parsing, writing); the game service and "
                  "the database have one thread of their own beside them")
      ->capture_default_str()
      ->check(CLI::Range(1, 64));
  cmd->add_option("--header-seconds", o->header_seconds,
                  "an HTTP request's head (a WebSocket handshake's too) must come whole within "
                  "this of its first byte: later, 408 and the connection closed")
      ->capture_default_str()
      ->check(CLI::Range(0.05, 3600.0));
  cmd->callback([o] {
    int rc = run(*o);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
