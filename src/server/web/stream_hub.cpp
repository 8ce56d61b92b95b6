// The hub: game streams (state, updates, chat, spectators), the lobby stream and users' own.
#include "server/web/stream_hub.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "server/web/json_views.h"

namespace tori::server::web {

namespace {

int last_seq(const std::vector<ChatLine>& chat) { return chat.empty() ? 0 : chat.back().seq; }

std::shared_ptr<const std::string> message_text(const json& message) {
  return std::make_shared<const std::string>(json_text(message));
}

std::vector<std::string> usi_of(const GameRecord& record) {
  std::vector<std::string> usi;
  usi.reserve(record.moves.size());
  for (const PlayedMove& m : record.moves) usi.push_back(m.usi);
  return usi;
}

}  // namespace

StreamHub::StreamHub(GameService& service, GameEvents& events)
    : service_(service), events_(events) {
  listener_ = events_.listen([this](const Notice& notice, bool) { on_notice(notice); });
}

StreamHub::~StreamHub() { events_.unlisten(listener_); }

ApiResult<json> StreamHub::game_state(GameKey key) {
  auto record = service_.game(key);
  if (!record) return api_error(record.error(), not_found);
  auto chat = service_.chat_lines(key);
  if (!chat) return api_error(chat.error(), internal_error);
  return game_state(*record, *chat);
}

ApiResult<json> StreamHub::game_state(const GameRecord& record, const std::vector<ChatLine>& chat) {
  auto live = service_.position(record);
  if (!live) return api_error(live.error(), internal_error);
  // The service's clock: the same time the clocks are charged by (a test's --clock-file too).
  return game_json(record, *live, chat, spectators(record.key), service_.now_millis());
}

int StreamHub::spectators(GameKey key) const {
  auto it = games_.find(game_id(key));
  if (it == games_.end()) return 0;
  int n = 0;
  for (const auto& [_, w] : it->second.watchers) n += w.spectator;
  return n;
}

Status StreamHub::watch_game(GameKey key, const std::shared_ptr<StreamSubscriber>& watcher,
                             bool spectator) {
  Watcher& w = games_[game_id(key)].watchers[watcher.get()];
  w = Watcher{};
  w.subscriber = watcher;
  w.spectator = spectator;
  auto fail = [&](const Error& why) -> Status {
    leave_game(key, watcher.get());
    return why;  // with its kind: a game that does not exist is not a failing database
  };
  auto record = service_.game(key);
  if (!record) return fail(record.error());
  auto chat = service_.chat_lines(key);
  if (!chat) return fail(chat.error());
  auto state = game_state(*record, *chat);
  if (!state) return fail(make_error(ErrorKind::INTERNAL, state.error().message));
  w.version_sent = record->version;
  w.moves_sent = std::make_shared<const std::vector<std::string>>(usi_of(*record));
  w.chat_seen = last_seq(*chat);
  watcher->send(message_text({{"type", "state"}, {"game", std::move(*state)}}));
  spectators_changed(key);
  return ok_status();
}

void StreamHub::leave_game(GameKey key, StreamSubscriber* watcher) {
  auto it = games_.find(game_id(key));
  if (it == games_.end()) return;
  auto w = it->second.watchers.find(watcher);
  if (w == it->second.watchers.end()) return;
  bool spectator = w->second.spectator;
  it->second.watchers.erase(w);
  if (it->second.watchers.empty()) {
    games_.erase(it);
    return;
  }
  if (spectator) spectators_changed(key);
}

void StreamHub::spectators_changed(GameKey key) {
  auto it = games_.find(game_id(key));
  if (it == games_.end()) return;
  send_game(key, {{"type", "spectators"}, {"count", spectators(key)}});
}

void StreamHub::watch_lobby(const std::shared_ptr<StreamSubscriber>& watcher,
                            const json& snapshot) {
  if (lobby_.empty()) {
    // The first watcher: from now on the hub follows which games are active.
    lobby_active_.clear();
    for (VariantId v : {VariantId::TORI, VariantId::YARI})
      if (auto active = service_.games(v, {}, GameQuery::Which::ACTIVE, false))
        for (const GameRecord& g : *active) lobby_active_.insert(game_id(g.key));
  }
  lobby_[watcher.get()] = watcher;
  json first = snapshot;
  first["type"] = "lobby";
  watcher->send(message_text(first));
}

void StreamHub::leave_lobby(StreamSubscriber* watcher) {
  lobby_.erase(watcher);
  if (lobby_.empty()) lobby_active_.clear();
}

void StreamHub::watch_mine(const std::string& user,
                           const std::shared_ptr<StreamSubscriber>& watcher, const json& snapshot) {
  mine_[user][watcher.get()] = watcher;
  json first = snapshot;
  first["type"] = "games";
  watcher->send(message_text(first));
}

void StreamHub::leave_mine(const std::string& user, StreamSubscriber* watcher) {
  auto it = mine_.find(user);
  if (it == mine_.end()) return;
  it->second.erase(watcher);
  if (it->second.empty()) mine_.erase(it);
}

void StreamHub::on_seek_news(const SeekNews& news) {
  if (news.change == SeekNews::Change::MADE)
    send_lobby({{"type", "seek_added"}, {"seek", seek_json(news.seek)}});
  else
    send_lobby({{"type", "seek_removed"},
                {"id", news.seek.id},
                {"reason", seek_change_name(news.change)}});
}

void StreamHub::on_notice(const Notice& notice) {
  if (notice.seek) return on_seek_news(*notice.seek);
  auto watched = games_.find(game_id(notice.game));
  if (watched == games_.end() && lobby_.empty() && mine_.empty()) return;
  // Read once for the game's watchers, the lobby and the players. The database failed: the
  // next notice brings everything.
  auto game = service_.snapshot(notice.game);
  if (!game) return;
  if (watched != games_.end()) update_watchers(*game, watched->second, notice);
  if (!lobby_.empty()) update_lobby(*game->record);
  if (!mine_.empty()) update_players(*game->record, notice.headline);
}

// An update goes to those who were not sent this version of the game (every change of a game
// stores a new one), with the moves from the first one they do not know (after an undo, the
// first one taken back; none at all if only the rest changed). The chat is read only when a
// line was added (or an earlier read failed).
void StreamHub::update_watchers(const GameCache::Entry& game, Watched& watched,
                                const Notice& notice) {
  const GameRecord& record = *game.record;
  if (watched.moves_version != record.version || !watched.moves) {
    watched.moves = std::make_shared<const std::vector<std::string>>(usi_of(record));
    watched.moves_version = record.version;
  }
  const std::vector<std::string>& moves = *watched.moves;
  std::vector<ChatLine> chat;
  if (notice.chat || watched.chat_unread) {
    auto read = service_.chat_lines(notice.game);
    watched.chat_unread = !read;
    if (read) chat = std::move(*read);
  }
  // The game without its moves, made once if some watcher needs an update.
  std::optional<json> game_now;
  std::map<std::size_t, std::shared_ptr<const std::string>> update_from;  // by first move sent
  std::vector<std::shared_ptr<const std::string>> chat_texts(chat.size());
  std::vector<std::pair<std::shared_ptr<StreamSubscriber>, std::shared_ptr<const std::string>>> out;
  for (auto& [_, w] : watched.watchers) {
    auto to = w.subscriber.lock();
    if (!to) continue;
    if (w.version_sent != record.version) {
      static const std::vector<std::string> none;
      const std::vector<std::string>& known = w.moves_sent ? *w.moves_sent : none;
      const std::size_t from =
          std::size_t(std::mismatch(moves.begin(), moves.end(), known.begin(), known.end()).first -
                      moves.begin());
      auto& text = update_from[from];
      if (!text) {
        if (!game_now)
          game_now =
              game_now_json(record, *game.live, spectators(notice.game), service_.now_millis());
        json new_moves = json::array();
        for (std::size_t i = from; i < moves.size(); ++i) new_moves.push_back(move_json(record, i));
        text = message_text({{"type", "update"},
                             {"headline", notice.headline},
                             {"game", *game_now},
                             {"moves_from", from},
                             {"moves", std::move(new_moves)}});
      }
      out.emplace_back(to, text);
      w.version_sent = record.version;
      w.moves_sent = watched.moves;
    }
    for (std::size_t i = 0; i < chat.size(); ++i) {
      if (chat[i].seq <= w.chat_seen) continue;
      if (!chat_texts[i])
        chat_texts[i] = message_text({{"type", "chat"}, {"line", chat_line_json(chat[i])}});
      out.emplace_back(to, chat_texts[i]);
    }
    w.chat_seen = std::max(w.chat_seen, last_seq(chat));
  }
  // Sent only now: a send may close a session, and with it (its last watcher) the entry.
  for (auto& [to, text] : out) to->send(text);
}

void StreamHub::update_lobby(const GameRecord& record) {
  GameId id = game_id(record.key);
  bool known = lobby_active_.count(id) > 0;
  if (record.active() && !known) {
    lobby_active_.insert(id);
    send_lobby({{"type", "game_started"}, {"game", game_summary_json(record)}});
  } else if (!record.active() && known) {
    lobby_active_.erase(id);
    send_lobby({{"type", "game_ended"}, {"game", game_summary_json(record)}});
  }
}

// Every change reaches both players' own streams, so a page can say "your move in game 101" or
// "wanda challenges you" wherever the player is.
void StreamHub::update_players(const GameRecord& record, const std::string& headline) {
  std::optional<json> message;
  for (Color c : {BLACK, WHITE}) {
    if (c == WHITE && record.players[WHITE] == record.players[BLACK]) break;
    auto it = mine_.find(record.players[c]);
    if (it == mine_.end()) continue;
    if (!message)
      message = json{{"type", "game"}, {"headline", headline}, {"game", game_summary_json(record)}};
    send_to(it->second, *message);
  }
}

// By key, looked up afresh: a send may end a session, and with it (its last watcher) the entry.
void StreamHub::send_game(GameKey key, const json& message) {
  auto it = games_.find(game_id(key));
  if (it == games_.end()) return;
  auto text = message_text(message);
  std::vector<std::shared_ptr<StreamSubscriber>> to;
  for (auto& [_, w] : it->second.watchers)
    if (auto s = w.subscriber.lock()) to.push_back(std::move(s));
  for (auto& s : to) s->send(text);
}

void StreamHub::send_lobby(const json& message) { send_to(lobby_, message); }

// The list is copied before the first send: a send may end a session, which leaves (and may
// erase) the very list.
void StreamHub::send_to(std::map<StreamSubscriber*, std::weak_ptr<StreamSubscriber>>& watchers,
                        const json& message) {
  auto text = message_text(message);
  std::vector<std::shared_ptr<StreamSubscriber>> to;
  for (auto& [_, w] : watchers)
    if (auto s = w.lock()) to.push_back(std::move(s));
  for (auto& s : to) s->send(text);
}

}  // namespace tori::server::web
