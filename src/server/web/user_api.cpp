// Users: a profile with its ratings (games' and puzzles') per variant, their history, and a user's
// games.
#include <algorithm>
#include <limits>

#include "server/web/api.h"
#include "server/web/json_views.h"
#include "server/web/puzzle_views.h"

namespace tori::server::web {

namespace {

constexpr VariantId VARIANTS[] = {VariantId::TORI, VariantId::YARI};

void newest_first(std::vector<GameRecord>& games) {
  std::stable_sort(games.begin(), games.end(), [](const GameRecord& a, const GameRecord& b) {
    return a.created != b.created ? a.created > b.created : a.key.number > b.key.number;
  });
}

// The filters of a user's games beyond the query's own: rated or not, and the result from that
// user's side.
struct GameFilter {
  std::optional<bool> rated;
  std::optional<std::string> result;  // "win", "loss" or "draw"

  bool any() const { return rated || result; }
  bool admits(const GameRecord& g, const std::string& user) const {
    if (rated && g.rated != *rated) return false;
    if (!result) return true;
    auto side = g.color_of(user);
    if (!g.result.over() || !side) return false;
    const Outcome o = g.result.outcome;
    if (*result == "draw") return o == Outcome::DRAW;
    const Outcome won = *side == BLACK ? Outcome::BLACK_WINS : Outcome::WHITE_WINS;
    const Outcome lost = *side == BLACK ? Outcome::WHITE_WINS : Outcome::BLACK_WINS;
    return o == (*result == "win" ? won : lost);
  }
};

ApiResult<GameFilter> read_game_filter(const ApiRequest& request) {
  GameFilter filter;
  if (auto it = request.query.find("rated"); it != request.query.end()) {
    if (it->second != "true" && it->second != "false")
      return bad_request("rated is true or false, not '" + it->second + "'");
    filter.rated = it->second == "true";
  }
  if (auto it = request.query.find("result"); it != request.query.end()) {
    if (it->second != "win" && it->second != "loss" && it->second != "draw")
      return bad_request("result is win, loss or draw (from the user's side), not '" + it->second +
                         "'");
    filter.result = it->second;
  }
  return filter;
}

// When a finished game ended: GameService::finish notes it as the turn's start (a game ended
// before it did shows when its last turn began).
Seconds ended_at(const GameRecord& g) { return g.turn_started; }

}  // namespace

// A user's profile; a variant the user has no rated game in shows the starting rating.
ApiResult<json> Api::user_with_ratings(const std::string& id) {
  auto found = storage_.find_user(id);
  if (!found) return api_error(found.error(), internal_error);
  if (!*found) return not_found("there is no user '" + id + "'");
  std::vector<Rating> ratings;
  for (VariantId v : VARIANTS) {
    auto rating = storage_.find_rating(id, v);
    if (!rating) return api_error(rating.error(), internal_error);
    Rating fresh;
    fresh.user = id;
    fresh.variant = v;
    ratings.push_back(rating->value_or(fresh));
  }
  auto puzzle_ratings = puzzles_.ratings(id);
  if (!puzzle_ratings) return api_error(puzzle_ratings.error(), internal_error);
  json profile = user_json(**found, ratings);
  profile["puzzle_ratings"] = puzzle_ratings_json(*puzzle_ratings);
  return profile;
}

ApiReply Api::user(const ApiRequest&, const Params& params) {
  auto profile = user_with_ratings(params[0]);
  if (!profile) return error_reply(profile.error());
  return json_reply({{"user", *profile}});
}

ApiReply Api::user_games(const ApiRequest& request, const Params& params) {
  const std::string& id = params[0];
  auto profile = user_with_ratings(id);
  if (!profile) return error_reply(profile.error());
  auto which_text = request.query.count("which") ? request.query.at("which") : "all";
  GameQuery::Which which = GameQuery::Which::ALL;
  if (which_text == "active")
    which = GameQuery::Which::ACTIVE;
  else if (which_text == "finished")
    which = GameQuery::Which::INACTIVE;
  else if (which_text != "all")
    return error_reply(bad_request("which is active, finished or all"));
  std::vector<VariantId> variants(std::begin(VARIANTS), std::end(VARIANTS));
  if (auto it = request.query.find("variant"); it != request.query.end()) {
    auto v = parse_variant_name(it->second);
    if (!v) return error_reply(bad_request("variant is torishogi or yarishogi"));
    variants = {*v};
  }
  // A page: game numbers count per variant, so `before` needs one.
  constexpr int MOST_GAMES = 200, DEFAULT_GAMES = 50;
  auto limit = query_number(request, "limit", DEFAULT_GAMES, 1, MOST_GAMES);
  if (!limit) return error_reply(limit.error());
  auto before = query_number(request, "before", 0, 0, std::numeric_limits<int>::max());
  if (!before) return error_reply(before.error());
  if (*before > 0 && variants.size() != 1)
    return error_reply(bad_request("before needs a variant: game numbers count per variant"));
  auto filter = read_game_filter(request);
  if (!filter) return error_reply(filter.error());
  std::vector<GameRecord> games;
  for (VariantId v : variants) {
    auto found = service_.games(v, {id}, which, false, *before, filter->any() ? 0 : *limit);
    if (!found) return error_reply(api_error(found.error(), internal_error));
    for (const GameRecord& g : *found)
      if (filter->admits(g, id)) games.push_back(g);
  }
  newest_first(games);
  if (games.size() > std::size_t(*limit)) games.resize(*limit);
  json list = json::array();
  for (const GameRecord& g : games) {
    json summary = game_summary_json(g);
    summary["started"] = g.created;
    summary["ended"] = g.active() ? json(nullptr) : json(ended_at(g));
    list.push_back(std::move(summary));
  }
  // Where the next page starts, when there may be one (one variant: numbers are its own).
  json next = variants.size() == 1 && games.size() == std::size_t(*limit)
                  ? json(games.back().key.number)
                  : json(nullptr);
  return json_reply({{"games", std::move(list)}, {"next_before", std::move(next)}});
}

// The rating after each rated game, per variant, oldest first: the profile's chart.
ApiReply Api::user_rating_history(const ApiRequest&, const Params& params) {
  const std::string& id = params[0];
  if (auto profile = user_with_ratings(id); !profile) return error_reply(profile.error());
  json history = json::object();
  for (VariantId v : VARIANTS) {
    auto points = storage_.rating_history(id, v);
    if (!points) return error_reply(api_error(points.error(), internal_error));
    json list = json::array();
    for (const RatingPoint& p : *points)
      list.push_back({{"game", p.game_number},
                      {"time", p.time},
                      {"rating", p.rating},
                      {"deviation", p.deviation}});
    history[std::string(game_type_name(v))] = std::move(list);
  }
  return json_reply({{"history", std::move(history)}});
}

}  // namespace tori::server::web
