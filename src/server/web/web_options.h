// The HTTP/WebSocket front end's settings and limits (docs/api.md, "Limits").
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "server/analysis/analysis_jobs.h"
#include "server/records/status.h"
#include "server/web/static_site.h"

namespace tori::server::web {

struct WebOptions {
  std::string listen = "127.0.0.1:5080";           // host:port; port 0 takes any free one
  std::size_t max_body = 64 * 1024;                // a request body
  std::size_t max_header = 8 * 1024;               // a request's head
  std::size_t max_frame = 16 * 1024;               // a WebSocket message from a client
  std::size_t max_queued_bytes = 4 * 1024 * 1024;  // unsent stream messages: more, and it closes
  std::chrono::milliseconds idle{std::chrono::minutes(30)};
  // A request's head (a WebSocket's handshake too) must come whole within this of its first
  // byte (of the connection, for its first request): later, a 408 and the connection closed.
  std::chrono::milliseconds header_deadline{std::chrono::seconds(10)};
  // How often a stream opened with a token checks it again: a revoked or expired token (a
  // logout, a new password, a signoff, on any transport or instance) closes it within this.
  std::chrono::milliseconds token_recheck{std::chrono::seconds(30)};
  // Requests (and stream messages) one connection may send: on average, and at once. The same
  // as the line protocol's --rate and --burst.
  double requests_per_second = 10;
  double burst = 60;
  std::size_t lobby_games = 200;  // active games listed in the lobby
  // The browser client's files, served at every path outside /api; none: those paths are 404.
  std::shared_ptr<const StaticSite> site;
  // Game analysis (docs/analysis.md): its limits, the key remote workers (`tori analyse
  // --server`) must show (empty: none are taken), and the server's own workers.
  AnalysisLimits analysis;
  std::string analysis_key;
  int analysis_threads = 1;
  // Password-reset mails (docs/api.md, "Passwords"): how to send one (to, subject, body), none
  // when `tori serve` was given no way to send mail; and the site's address, which the mailed
  // link starts with.
  std::function<Status(const std::string&, const std::string&, const std::string&)> send_mail;
  std::string site_url;
};

// The most a connection's read buffer holds: a request's head, or one chunk header, or the
// trailer, must fit in it whole (a body passes through it in pieces).
inline std::size_t read_buffer_limit(const WebOptions& options) {
  return options.max_header + 4096;
}

}  // namespace tori::server::web
