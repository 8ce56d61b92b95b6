// Live news of games and of the lobby's seeks. Every notice the service makes (a move, a result, an
// offer, a chat line) is published here; listeners (a server's live connections) hear of it once
// the request that made it has committed, never before and never if it rolled back. On PostgreSQL
// the notice also travels through the database (NOTIFY inside the same transaction) to every other
// server instance sharing it, which delivers it to its own listeners marked as remote.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "server/records/records.h"
#include "server/service/seek_news.h"

namespace tori::server {

// Something that happened in a game, for the people who should hear of it besides the sender;
// or, with `seek`, a change to the lobby's seeks (then no game and nobody in `to`: it is for
// the lobby's watchers, and listeners that follow games pass it by).
struct Notice {
  GameKey game;
  std::string headline;         // "bob played 7e-7d", "wanda resigns; Black wins"
  std::vector<std::string> to;  // users to send the game to
  std::optional<SeekNews> seek = std::nullopt;
  bool chat = false;  // a chat line was added: only then do the streams read the chat again
  bool is_about_game() const { return !seek; }
  bool operator==(const Notice&) const = default;
};

// The PostgreSQL channel every instance listens on.
inline constexpr std::string_view GAME_EVENTS_CHANNEL = "tori_game_events";

class GameEvents {
 public:
  // remote: the notice was made by another server instance (this one has not seen it).
  using Listener = std::function<void(const Notice& notice, bool remote)>;

  // A random name for this instance, so that it can tell its own notices from others'.
  GameEvents();
  explicit GameEvents(std::string instance) : instance_(std::move(instance)) {}

  const std::string& instance() const { return instance_; }

  // Returns a handle for unlisten(). Listeners may listen or unlisten while being called.
  int listen(Listener listener);
  void unlisten(int handle);

  // Hands the notice to every listener (after the commit that made it).
  void deliver(const Notice& notice, bool remote);

  // The notice as the text of a NOTIFY payload (JSON, with this instance's name), and back.
  // decode() gives nothing for this instance's own notices and for text that is not one.
  std::string encode(const Notice& notice) const;
  std::optional<Notice> decode(std::string_view payload) const;

 private:
  std::string instance_;
  int next_handle_ = 1;
  std::map<int, Listener> listeners_;
};

}  // namespace tori::server
