// The two io_contexts, their threads, and the order in which they stop.
#include "server/host/server_host.h"

#include <algorithm>
#include <csignal>
#include <exception>
#include <iostream>
#include <thread>
#include <vector>

namespace tori::server {

namespace {

// An exception that escapes a handler unwinds that handler alone, and with it the last hold on
// its connection, which closes; the server goes on for everyone else.
void run_catching(boost::asio::io_context& io) {
  for (;;) {
    try {
      io.run();
      return;
    } catch (const std::exception& e) {
      std::cerr << "tori serve: a connection failed and was closed: " << e.what() << "\n";
    }
  }
}

}  // namespace

ServerHost::ServerHost(GameService& service, Storage& storage, const Clock& clock,
                       GameEvents& events, net::EdgeLimits edge_limits,
                       line::LineServerOptions line_options,
                       std::optional<web::WebOptions> web_options, MoveProvider* provider,
                       int io_threads)
    : guards_(edge_limits),
      io_threads_(std::max(1, io_threads)),
      signals_(service_io_, SIGINT, SIGTERM),
      passwords_(service_io_),
      line_(io_, service_io_, service, std::move(line_options), guards_, passwords_, &events),
      events_(events) {
  if (provider) {
    service.set_move_provider(nullptr);
    computer_ = std::make_unique<ComputerMoves>(service_io_, service, events, *provider);
  }
  if (web_options) {
    const int analysis_threads = web_options->analysis_threads;
    web_ = std::make_unique<web::WebServer>(io_, service_io_, service, storage, clock, events,
                                            guards_, passwords_, std::move(*web_options));
    web_->commit_in(&line_.batch());  // one commit for what both transports received together
    if (analysis_threads > 0) {
      analysis_ =
          std::make_unique<AnalysisPool>(service_io_, web_->analysis_jobs(), analysis_threads);
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
  remote_.emplace(service_io_, events_, postgres_url);
  return remote_->start();
}

void ServerHost::run() {
  io_held_.emplace(io_.get_executor());
  service_held_.emplace(service_io_.get_executor());
  signals_.async_wait([this](boost::system::error_code ec, int) {
    if (!ec) stop();
  });
  line_.start();
  if (web_) web_->start();
  if (computer_) computer_->start();
  if (analysis_) analysis_->start();
  std::vector<std::thread> io_threads;
  for (int i = 0; i < io_threads_; ++i) io_threads.emplace_back([this] { run_catching(io_); });
  run_catching(service_io_);
  // Stopped: the I/O threads end once the last connection has closed. What those connections
  // posted to the service as they went (their leaving) and its answers back run here after.
  for (std::thread& t : io_threads) t.join();
  io_.restart();
  service_io_.restart();
  while (io_.poll() + service_io_.poll() > 0) {
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
  io_held_.reset();
  service_held_.reset();
}

}  // namespace tori::server
