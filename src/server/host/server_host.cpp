// Both listeners and the signals on one io_context.
#include "server/host/server_host.h"

#include <csignal>
#include <exception>
#include <iostream>

namespace tori::server {

ServerHost::ServerHost(GameService& service, Storage& storage, const Clock& clock,
                       GameEvents& events, net::EdgeLimits edge_limits,
                       line::LineServerOptions line_options,
                       std::optional<web::WebOptions> web_options, MoveProvider* provider)
    : signals_(io_, SIGINT, SIGTERM),
      guards_(edge_limits),
      passwords_(io_),
      line_(io_, service, std::move(line_options), guards_, passwords_, &events),
      events_(events) {
  if (provider) {
    service.set_move_provider(nullptr);
    computer_ = std::make_unique<ComputerMoves>(io_, service, events, *provider);
  }
  if (web_options) {
    const int analysis_threads = web_options->analysis_threads;
    web_ = std::make_unique<web::WebServer>(io_, service, storage, clock, events, guards_,
                                            passwords_, std::move(*web_options));
    web_->commit_in(&line_.batch());  // one commit for what both transports received together
    if (analysis_threads > 0) {
      analysis_ = std::make_unique<AnalysisPool>(io_, web_->analysis_jobs(), analysis_threads);
      web_->analysis_jobs().on_queued([pool = analysis_.get()] { pool->wake(); });
    }
  }
}

Result<unsigned short> ServerHost::listen_line() { return line_.listen(); }

Result<unsigned short> ServerHost::listen_web() {
  if (!web_) return make_error("the HTTP server is off");
  return web_->listen();
}

Status ServerHost::hear_other_instances(const std::string& postgres_url) {
  remote_.emplace(io_, events_, postgres_url);
  return remote_->start();
}

void ServerHost::run() {
  signals_.async_wait([this](boost::system::error_code ec, int) {
    if (!ec) stop();
  });
  line_.start();
  if (web_) web_->start();
  if (computer_) computer_->start();
  if (analysis_) analysis_->start();
  // An exception that escapes a handler unwinds that handler alone, and with it the last hold
  // on its connection, which closes; the server goes on for everyone else.
  for (;;) {
    try {
      io_.run();
      return;
    } catch (const std::exception& e) {
      std::cerr << "tori serve: a connection failed and was closed: " << e.what() << "\n";
    }
  }
}

void ServerHost::stop() {
  passwords_.stop();  // the jobs out are answered; the connections are closed just after
  line_.stop();
  if (web_) web_->stop();
  if (remote_) remote_->stop();
  if (computer_) computer_->stop();
  if (analysis_) analysis_->stop();
  boost::system::error_code ignored;
  signals_.cancel(ignored);
}

}  // namespace tori::server
