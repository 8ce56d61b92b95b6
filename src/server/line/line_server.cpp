// Wiring: the listener on the I/O io_context; the commands, the clock tick and the flag timer
// on the service's.
#include "server/line/line_server.h"

#include <algorithm>
#include <boost/asio/post.hpp>
#include <optional>

namespace tori::server::line {

namespace asio = boost::asio;

LineServer::LineServer(asio::io_context& io, asio::io_context& service_io, GameService& service,
                       LineServerOptions options, net::EdgeGuards& guards,
                       net::PasswordWorker& passwords, GameEvents* events)
    : options_(std::move(options)),
      service_(service),
      service_executor_(service_io.get_executor()),
      tick_timer_(service_io),
      flag_timer_(service_io),
      batch_(service_io, service),
      dispatcher_(service),
      state_(guards),
      commands_(service, dispatcher_, state_),
      acceptor_(std::make_shared<net::AcceptLoop>(io, "the line protocol")) {
  commands_.commit_in(&batch_);
  commands_.hash_on(&passwords);
  commands_.after_each_command([this] { arm_flag_timer(); });
  if (events) {
    events_ = events;
    events_handle_ = events->listen([this](const Notice& notice, bool remote) {
      if (!notice.is_about_game()) return;  // the lobby's seeks: for the web's streams
      if (remote) {
        service_.forget_deadline();  // that instance's move set a flag this one has not seen
        commands_.push_remote_notice(notice);
      } else
        commands_.notice_made_elsewhere(notice);
      arm_flag_timer();
    });
  }
}

LineServer::~LineServer() {
  if (events_) events_->unlisten(events_handle_);
}

Result<unsigned short> LineServer::listen() {
  auto endpoint = net::parse_listen_address(options_.listen);
  if (!endpoint) return endpoint.error();
  return acceptor_->listen(*endpoint);
}

void LineServer::start() {
  acceptor_->start([this](asio::ip::tcp::socket socket, std::string address) {
    auto session = std::make_shared<Session>(std::move(socket), std::move(address), state_,
                                             commands_, options_.limits, service_executor_);
    std::optional<net::Refusal> refused = state_.admit(session->address());
    // On the connection's strand: nothing of it may run on two I/O threads at once.
    asio::post(session->executor(), [this, session, refused = std::move(refused)] {
      if (refused) return session->refuse(refused->message);
      if (stopped_) return session->close();  // its place is released as it closes
      session->start();
    });
  });
  schedule_tick();
  arm_flag_timer();
}

void LineServer::stop() {
  stopped_ = true;
  acceptor_->stop();
  tick_timer_.cancel();
  flag_timer_.cancel();
  state_.close_all();
}

void LineServer::schedule_tick() {
  // A tick already due as stop() cancelled the timer runs all the same: it must not re-arm.
  if (stopped_ || options_.tick_interval.count() <= 0) return;
  tick_timer_.expires_after(options_.tick_interval);
  tick_timer_.async_wait([this](boost::system::error_code ec) {
    if (ec) return;
    commands_.tick();
    schedule_tick();
    arm_flag_timer();
  });
}

void LineServer::arm_flag_timer() {
  if (stopped_) return;
  auto next = service_.next_deadline();
  if (!next || !*next) {  // no clock running (or the database failed: the tick will try again)
    flag_timer_.cancel();
    return;
  }
  // Already due (a command ran at the very deadline, or the last tick failed): soon, not at
  // once, so that a failing database cannot make this a busy loop.
  constexpr std::chrono::milliseconds OVERDUE_WAIT{10};
  std::chrono::milliseconds wait{**next - service_.now_millis()};
  if (wait.count() <= 0) wait = OVERDUE_WAIT;
  wait = std::min(wait, options_.longest_flag_wait);
  flag_timer_.expires_after(wait);  // cancels the wait armed before
  flag_timer_.async_wait([this](boost::system::error_code ec) {
    if (ec) return;
    commands_.tick();
    arm_flag_timer();
  });
}

}  // namespace tori::server::line
