// RemoteNotices: the wait for readability, the drain, and connecting again after a loss.
#include "server/live/remote_notices.h"

#include <algorithm>
#include <boost/asio/post.hpp>
#include <iostream>

namespace tori::server::live {

namespace asio = boost::asio;

namespace {

std::string seconds_text(std::chrono::milliseconds pause) {
  return std::to_string(pause.count() / 1000) + "." + std::to_string(pause.count() % 1000 / 100) +
         " s";
}

}  // namespace

RemoteNotices::RemoteNotices(asio::io_context& io, GameEvents& events, std::string database_url)
    : io_(io),
      events_(events),
      database_url_(std::move(database_url)),
      socket_(io),
      retry_timer_(io) {}

RemoteNotices::~RemoteNotices() { release_socket(); }

Status RemoteNotices::start() {
  auto listener = PostgresListener::open(database_url_, std::string(GAME_EVENTS_CHANNEL));
  if (!listener) return listener.error();
  listener_ = std::move(listener.value());
  stopped_ = false;
  wait_for_notices();
  return ok_status();
}

void RemoteNotices::stop() {
  stopped_ = true;
  retry_timer_.cancel();
  release_socket();
}

void RemoteNotices::release_socket() {
  // release() cancels the wait (its handler sees operation_aborted) and forgets the descriptor.
  if (socket_.is_open()) (void)socket_.release();
}

void RemoteNotices::wait_for_notices() {
  release_socket();
  int fd = listener_->socket();
  if (fd < 0) return connection_lost("the connection has no socket");
  boost::system::error_code ec;
  socket_.assign(fd, ec);
  if (ec) return connection_lost("cannot wait on its socket: " + ec.message());
  // Anything that came with the answer to LISTEN is already in libpq's buffer: read it first.
  asio::post(io_, [this] {
    if (!stopped_ && socket_.is_open()) read_notices();
  });
}

void RemoteNotices::read_notices() {
  auto payloads = listener_->drain();
  if (!payloads) return connection_lost(payloads.error().message);
  // decode() skips this instance's own notices: they were delivered when their request committed.
  for (const std::string& payload : *payloads)
    if (auto notice = events_.decode(payload)) events_.deliver(*notice, true);
  if (stopped_ || !socket_.is_open()) return;
  socket_.async_wait(asio::posix::stream_descriptor::wait_read,
                     [this](boost::system::error_code ec) {
                       if (ec == asio::error::operation_aborted || stopped_) return;
                       if (ec) return connection_lost(ec.message());
                       read_notices();
                     });
}

void RemoteNotices::connection_lost(const std::string& why) {
  release_socket();
  if (stopped_) return;
  std::cerr << "tori: lost the database connection that hears other server instances (" << why
            << "); connecting again in " << seconds_text(next_retry_) << "\n";
  retry_timer_.expires_after(next_retry_);
  next_retry_ = std::min(next_retry_ * 2, LONGEST_RETRY);
  retry_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec && !stopped_) retry();
  });
}

void RemoteNotices::retry() {
  if (auto s = listener_->reconnect(); !s) return connection_lost(s.error().message);
  std::cerr << "tori: hearing other server instances again (their notices sent meanwhile were "
               "missed)\n";
  next_retry_ = FIRST_RETRY;
  wait_for_notices();
}

}  // namespace tori::server::live
