// Handing the service's notices to the listeners of this server.
#include "server/service/game_events.h"

#include <sodium.h>

#include <nlohmann/json.hpp>
#include <vector>

namespace tori::server {

namespace {

std::string random_instance_name() {
  if (sodium_init() < 0) return "instance";
  unsigned char bytes[8];
  randombytes_buf(bytes, sizeof bytes);
  char hex[2 * sizeof bytes + 1];
  sodium_bin2hex(hex, sizeof hex, bytes, sizeof bytes);
  return hex;
}

std::optional<VariantId> variant_named(std::string_view name) {
  for (VariantId v : {VariantId::TORI, VariantId::YARI})
    if (game_type_name(v) == name) return v;
  return std::nullopt;
}

}  // namespace

GameEvents::GameEvents() : instance_(random_instance_name()) {}

int GameEvents::listen(Listener listener) {
  listeners_.emplace(next_handle_, std::move(listener));
  return next_handle_++;
}

void GameEvents::unlisten(int handle) { listeners_.erase(handle); }

void GameEvents::deliver(const Notice& notice, bool remote) {
  // A listener may come or go while the notice goes round: call the ones present at the start
  // that are still there.
  std::vector<int> handles;
  for (const auto& [handle, listener] : listeners_) handles.push_back(handle);
  for (int handle : handles)
    if (auto it = listeners_.find(handle); it != listeners_.end()) it->second(notice, remote);
}

// A NOTIFY payload must stay under 8000 bytes; a headline may carry a 4000-byte comment that
// JSON escaping can make longer. Other instances get the first part of a long headline (the
// game itself they read from the database).
std::string GameEvents::encode(const Notice& notice) const {
  constexpr std::size_t MOST_HEADLINE_BYTES = 1000;
  std::string headline = notice.headline;
  if (headline.size() > MOST_HEADLINE_BYTES) {
    std::size_t cut = MOST_HEADLINE_BYTES;
    while (cut > 0 && (static_cast<unsigned char>(headline[cut]) & 0xC0) == 0x80) --cut;
    headline = headline.substr(0, cut) + "...";
  }
  nlohmann::json j = {{"instance", instance_},
                      {"variant", game_type_name(notice.game.variant)},
                      {"number", notice.game.number},
                      {"headline", headline},
                      {"to", notice.to}};
  if (notice.seek) j["seek"] = seek_news_json(*notice.seek);
  if (notice.chat) j["chat"] = true;
  // Invalid UTF-8 in a comment must not stop the notice.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::optional<Notice> GameEvents::decode(std::string_view payload) const {
  auto j = nlohmann::json::parse(payload, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  try {
    if (j.at("instance").get<std::string>() == instance_) return std::nullopt;
    auto variant = variant_named(j.at("variant").get<std::string>());
    if (!variant) return std::nullopt;
    Notice notice{{*variant, j.at("number").get<int>()},
                  j.at("headline").get<std::string>(),
                  j.at("to").get<std::vector<std::string>>(),
                  std::nullopt};
    if (auto seek = j.find("seek"); seek != j.end()) {
      notice.seek = seek_news_from_json(*seek);
      if (!notice.seek) return std::nullopt;  // not understood: better unheard than misread
    }
    if (auto chat = j.find("chat"); chat != j.end()) notice.chat = chat->get<bool>();
    return notice;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
}

}  // namespace tori::server
