// Connection bookkeeping of the HTTP/WebSocket server.
#include "server/web/web_state.h"

#include <vector>

namespace tori::server::web {

WebState::WebState(GameService& service, Storage& storage, const Clock& clock, GameEvents& events,
                   WebOptions options)
    : options_(std::move(options)),
      hub_(service, events),
      api_(service, storage, clock, hub_, options_) {}

bool WebState::admit(const std::string& address) {
  std::size_t& n = per_address_[address];
  if (n >= options_.max_connections_per_address) return false;
  ++n;
  return true;
}

void WebState::release(const std::string& address) {
  auto it = per_address_.find(address);
  if (it == per_address_.end()) return;
  if (--it->second == 0) per_address_.erase(it);
}

void WebState::opened(const std::shared_ptr<Connection>& connection) {
  open_[connection.get()] = connection;
}

void WebState::closed(Connection* connection) { open_.erase(connection); }

void WebState::close_all() {
  stopping_ = true;
  std::vector<std::shared_ptr<Connection>> all;
  for (auto& [_, weak] : open_)
    if (auto c = weak.lock()) all.push_back(std::move(c));
  for (auto& c : all) c->close();
}

}  // namespace tori::server::web
