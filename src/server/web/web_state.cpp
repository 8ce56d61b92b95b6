// Connection bookkeeping of the HTTP/WebSocket server.
#include "server/web/web_state.h"

#include <vector>

namespace tori::server::web {

WebState::WebState(GameService& service, Storage& storage, const Clock& clock, GameEvents& events,
                   net::EdgeGuards& guards, net::PasswordWorker& passwords, WebOptions options,
                   boost::asio::any_io_executor service_executor)
    : options_(std::move(options)),
      service_(std::move(service_executor)),
      hub_(service, events),
      api_(service, storage, clock, hub_, guards, options_),
      guards_(guards),
      passwords_(passwords) {}

std::optional<net::Refusal> WebState::admit(const std::string& address) {
  if (auto refused = guards_.connections.admit(address)) return refused;
  if (auto refused = guards_.connections.admit_half_open(address)) {
    guards_.connections.release(address);
    return refused;
  }
  return std::nullopt;
}

void WebState::opened(const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(open_mutex_);
  open_[connection.get()] = connection;
}

void WebState::closed(Connection* connection) {
  std::lock_guard lock(open_mutex_);
  open_.erase(connection);
}

void WebState::close_all() {
  stopping_ = true;
  std::vector<std::shared_ptr<Connection>> all;
  {
    std::lock_guard lock(open_mutex_);
    for (auto& [_, weak] : open_)
      if (auto c = weak.lock()) all.push_back(std::move(c));
  }
  for (auto& c : all) c->close();
}

}  // namespace tori::server::web
