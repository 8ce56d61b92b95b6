#include "server/analysis/remote_worker.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
// GCC 12 with the sanitizers sees a boost::optional in Beast's response parser as maybe
// uninitialized where it is not (the parser sets it before reading it): Beast's, not ours.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <boost/beast/http.hpp>
#pragma GCC diagnostic pop
#include <chrono>
#include <nlohmann/json.hpp>
#include <thread>

#include "analysis/analysis_json.h"
#include "server/analysis/analysis_jobs.h"

namespace tori::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using nlohmann::json;

namespace {

struct Endpoint {
  std::string host;
  std::string port;
};

Result<Endpoint> parse_server(const std::string& url) {
  const std::string scheme = "http://";
  if (url.rfind(scheme, 0) != 0) return make_error("the server is http://host:port");
  std::string rest = url.substr(scheme.size());
  while (!rest.empty() && rest.back() == '/') rest.pop_back();
  std::size_t colon = rest.rfind(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 == rest.size() ||
      rest.find('/') != std::string::npos)
    return make_error("the server is http://host:port");
  return Endpoint{rest.substr(0, colon), rest.substr(colon + 1)};
}

// One request on a fresh connection: a worker sends a request every fraction of a second at
// most, so keeping connections alive would buy nothing.
struct Answer {
  unsigned status = 0;
  json body;
};

Result<Answer> post(const Endpoint& to, const std::string& key, const std::string& target,
                    const json& body) {
  try {
    asio::io_context io;
    asio::ip::tcp::resolver resolver(io);
    beast::tcp_stream stream(io);
    stream.expires_after(std::chrono::seconds(30));
    stream.connect(resolver.resolve(to.host, to.port));
    http::request<http::string_body> request{http::verb::post, target, 11};
    request.set(http::field::host, to.host);
    request.set(http::field::authorization, "Bearer " + key);
    request.set(http::field::content_type, "application/json");
    request.body() = body.dump();
    request.prepare_payload();
    http::write(stream, request);
    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    http::read(stream, buffer, response);
    beast::error_code ignored;
    stream.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
    Answer answer{response.result_int(), json::parse(response.body(), nullptr, false)};
    return answer;
  } catch (const std::exception& e) {
    return make_error(std::string("cannot reach the server: ") + e.what());
  }
}

std::string error_text(const Answer& answer) {
  if (answer.body.is_object() && answer.body.contains("error") && answer.body["error"].is_object())
    return answer.body["error"].value("message", std::string("?"));
  return "status " + std::to_string(answer.status);
}

}  // namespace

std::optional<Error> run_remote_worker(const RemoteWorkerOptions& options,
                                       const std::function<void(const std::string&)>& log) {
  auto server = parse_server(options.server);
  if (!server) return server.error();
  for (;;) {
    auto leased = post(*server, options.key, "/api/analysis/lease", json::object());
    if (!leased) return leased.error();
    if (leased->status != 200) return make_error("the server refused: " + error_text(*leased));
    const json& job = leased->body.is_object() ? leased->body["job"] : json();
    if (job.is_null()) {
      if (options.once) return std::nullopt;
      std::this_thread::sleep_for(std::chrono::seconds(options.idle_seconds));
      continue;
    }
    auto lease = lease_from_json(job);
    if (!lease) return make_error("the server sent " + lease.error().message);
    std::string name =
        std::string(game_type_name(lease->key.variant)) + " " + std::to_string(lease->key.number);
    log("analysing " + name + " from position " + std::to_string(lease->first) + " of " +
        std::to_string(lease->game.positions()));
    std::string target = "/api/analysis/" + std::string(game_type_name(lease->key.variant)) + "/" +
                         std::to_string(lease->key.number);
    std::optional<Error> lost;
    auto failed = analysis::analyse_positions(
        lease->game, analysis::AnalysisBudget{lease->nodes, 0}, lease->first,
        [&](std::size_t index, const analysis::PositionAnalysis& position) {
          json body = {{"lease", lease->lease},
                       {"first", index},
                       {"positions", analysis::positions_json({position})}};
          auto sent = post(*server, options.key, target, body);
          if (!sent) {
            lost = sent.error();
            return false;
          }
          if (sent->status != 200) {
            log(name + ": position " + std::to_string(index) + " refused: " + error_text(*sent));
            return false;
          }
          return !sent->body.value("done", false);
        });
    if (failed) log(name + ": " + failed->to_string());
    if (lost) return lost;
    log(name + ": sent");
  }
}

}  // namespace tori::server
