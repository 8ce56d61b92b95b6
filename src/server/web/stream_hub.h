// Who watches what over WebSocket on this server, and what they are sent. The hub hears every
// notice of the service (GameEvents: this server's and, on PostgreSQL, other servers'), reads
// the game once per notice (not once per watcher; shared with the service's memory, not copied) and
// sends each watcher what it has not seen: an update with the moves after the last ones it was sent
// (watchers that saw the same get the same text), and the new chat lines; the lobby's watchers hear
// of games starting and ending, and of seeks made and gone (notices too, so other servers' seeks
// are heard as well); a user's own stream hears of every change to a game they play (a challenge, a
// move, an offer, the end). One thread runs it all (the server's), so nothing is locked; sending
// copies the watcher list first, because a send may close a session and so change it.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "server/service/game_events.h"
#include "server/service/game_service.h"
#include "server/web/api_reply.h"

namespace tori::server::web {

// Where a stream's messages go: a WebSocket session (or a test's recorder).
class StreamSubscriber {
 public:
  virtual ~StreamSubscriber() = default;
  virtual void send(std::shared_ptr<const std::string> message) = 0;
};

using GameId = std::pair<int, int>;  // (variant, number): a map key for a GameKey
inline GameId game_id(GameKey key) { return {int(key.variant), key.number}; }

class StreamHub {
 public:
  StreamHub(GameService& service, GameEvents& events);
  ~StreamHub();
  StreamHub(const StreamHub&) = delete;
  StreamHub& operator=(const StreamHub&) = delete;

  // Starts a game stream: sends the state, then tells every watcher the new spectator count.
  Status watch_game(GameKey key, const std::shared_ptr<StreamSubscriber>& watcher, bool spectator);
  void leave_game(GameKey key, StreamSubscriber* watcher);
  int spectators(GameKey key) const;

  // `snapshot` is the lobby's first message (the JSON of GET /api/lobby).
  void watch_lobby(const std::shared_ptr<StreamSubscriber>& watcher, const json& snapshot);
  void leave_lobby(StreamSubscriber* watcher);
  // `snapshot` is the first message of the user's own stream (Api::my_games_snapshot).
  void watch_mine(const std::string& user, const std::shared_ptr<StreamSubscriber>& watcher,
                  const json& snapshot);
  void leave_mine(const std::string& user, StreamSubscriber* watcher);
  // An analysis of the game moved on: {"type": "analysis", ...} to everyone watching it.
  void analysis_progress(GameKey key, const json& progress) { send_game(key, progress); }

  // The game as the streams send it (GET answers the same).
  ApiResult<json> game_state(GameKey key);
  ApiResult<json> game_state(const GameRecord& record, const std::vector<ChatLine>& chat);

 private:
  // What one stream has been sent: kept for each, because one that joins between a change and
  // its notice starts from a newer state than the others (who then still need the change).
  struct Watcher {
    std::weak_ptr<StreamSubscriber> subscriber;
    bool spectator = false;
    int64_t version_sent = 0;  // the version of the game last sent (GameRecord::version)
    // The moves (USI) it knows, to find where a change starts: shared by the watchers that
    // were sent the same.
    std::shared_ptr<const std::vector<std::string>> moves_sent;
    int chat_seen = 0;  // the last chat line sent (its seq)
  };
  struct Watched {
    std::map<StreamSubscriber*, Watcher> watchers;
    std::shared_ptr<const std::vector<std::string>> moves;  // of the version moves_version
    int64_t moves_version = 0;
    bool chat_unread = false;  // a read of the chat failed: the next notice reads it
  };

  void on_notice(const Notice& notice);
  // A seek made, cancelled or accepted (here or on another instance): to the lobby's watchers.
  void on_seek_news(const SeekNews& news);
  void update_watchers(const GameCache::Entry& game, Watched& watched, const Notice& notice);
  void update_lobby(const GameRecord& record);
  void update_players(const GameRecord& record, const std::string& headline);
  void send_game(GameKey key, const json& message);
  void send_lobby(const json& message);
  void send_to(std::map<StreamSubscriber*, std::weak_ptr<StreamSubscriber>>& watchers,
               const json& message);
  void spectators_changed(GameKey key);

  GameService& service_;
  GameEvents& events_;
  int listener_ = 0;
  std::map<GameId, Watched> games_;
  std::map<StreamSubscriber*, std::weak_ptr<StreamSubscriber>> lobby_;
  std::set<GameId> lobby_active_;  // active games the lobby's watchers know of
  std::map<std::string, std::map<StreamSubscriber*, std::weak_ptr<StreamSubscriber>>> mine_;
};

}  // namespace tori::server::web
