// GameService: what players read (games, standings, previews, chat) and following games.
#include <algorithm>

#include "server/service/game_service.h"

namespace tori::server {

Result<LiveGame> GameService::preview(GameKey key, const std::vector<std::string>& moves) {
  auto g = load(key);
  if (!g) return g.error();
  auto live = position(*g);
  if (!live) return live.error();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    auto played = live.value().play(moves[i]);
    if (!played)
      return make_error("preview move " + std::to_string(i + 1) + ": " + played.error().message);
  }
  return live;
}

Result<std::vector<GameRecord>> GameService::games(VariantId variant,
                                                   const std::vector<std::string>& users,
                                                   GameQuery::Which which, bool only_to_move,
                                                   int before, int limit) {
  std::vector<GameRecord> found;
  auto add = [&](std::optional<std::string> user) -> Status {
    auto list = storage_.find_games({variant, user, which, false, before, limit});
    if (!list) return list.error();
    for (GameRecord& g : list.value()) {
      if (only_to_move && (!user || !g.active() || g.players[side_to_move(g)] != *user)) continue;
      bool seen = std::any_of(found.begin(), found.end(),
                              [&](const GameRecord& f) { return f.key == g.key; });
      if (!seen) found.push_back(std::move(g));
    }
    return ok_status();
  };
  if (users.empty()) {
    if (auto s = add(std::nullopt); !s) return s.error();
  }
  for (const std::string& u : users)
    if (auto s = add(u); !s) return s.error();
  std::sort(found.begin(), found.end(),
            [](const GameRecord& a, const GameRecord& b) { return a.key.number < b.key.number; });
  if (limit > 0 && found.size() > std::size_t(limit))
    found.erase(found.begin(), found.end() - limit);  // several users' newest: the newest of all
  return found;
}

Result<std::vector<Rating>> GameService::standings(VariantId variant) {
  return storage_.ratings(variant);
}

Result<std::vector<ChatLine>> GameService::chat_page(GameKey key, ChatPage page) {
  if (page.before == 0 && page.limit == ChatPage::LAST_LINES) return chat_lines(key);
  return storage_.chat(key, page);
}

Result<std::vector<ChatLine>> GameService::chat_lines(GameKey key) {
  return read_through(
      memo_in_use(), memo_.chat(key), [&] { return storage_.chat(key); },
      [&](const std::vector<ChatLine>& lines) { memo_.set_chat(key, lines); });
}

Result<Report> GameService::chat(GameKey key, const Actor& actor, const std::string& text) {
  const std::string& user = actor.user;
  if (text.empty()) return make_error("chat needs something to say");
  if (text.size() > options_.max_comment_length) return make_error("the chat message is too long");
  auto u = acting_user(actor);
  if (!u) return u.error();
  auto g = load(key);
  if (!g) return g.error();
  if (!g->color_of(user)) return make_error(user + " does not play in this game");
  memo_.forget_chat(key);
  if (auto s = storage_.add_chat({key, int(g->moves.size()), user, text, clock_.now(), 0}); !s)
    return s.error();
  auto to = audience(*g, user);
  if (!to) return to.error();
  std::string headline = user + " says: " + text;
  return published(Report{"Sent to game " + std::to_string(key.number) + ".",
                          {},
                          {Notice{key, headline, *to, std::nullopt, /*chat=*/true}}});
}

Result<Report> GameService::follow(GameKey key, const Actor& actor, FollowKind kind) {
  const std::string& user = actor.user;
  auto u = acting_user(actor);
  if (!u) return u.error();
  auto g = load(key);
  if (!g) return g.error();
  memo_.forget_followers(key);
  if (auto s = storage_.set_follower(key, {user, kind}); !s) return s.error();
  return Report{kind == FollowKind::EVERY_MOVE
                    ? user + " receives every move of game " + std::to_string(key.number) + "."
                    : user + " will hear when game " + std::to_string(key.number) + " ends.",
                key,
                {}};
}

Result<Report> GameService::unfollow(GameKey key, const Actor& actor) {
  const std::string& user = actor.user;
  auto u = acting_user(actor);
  if (!u) return u.error();
  memo_.forget_followers(key);
  if (auto s = storage_.remove_follower(key, user); !s) return s.error();
  return Report{user + " no longer follows game " + std::to_string(key.number) + ".", {}, {}};
}

}  // namespace tori::server
