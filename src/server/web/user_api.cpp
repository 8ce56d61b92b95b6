// Users: a profile with its ratings per variant, and a user's games.
#include <algorithm>

#include "server/web/api.h"
#include "server/web/json_views.h"

namespace tori::server::web {

namespace {

constexpr VariantId VARIANTS[] = {VariantId::TORI, VariantId::YARI};

void newest_first(std::vector<GameRecord>& games) {
  std::stable_sort(games.begin(), games.end(), [](const GameRecord& a, const GameRecord& b) {
    return a.created != b.created ? a.created > b.created : a.key.number > b.key.number;
  });
}

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
  return user_json(**found, ratings);
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
  std::vector<GameRecord> games;
  for (VariantId v : variants) {
    auto found = service_.games(v, {id}, which, false);
    if (!found) return error_reply(api_error(found.error(), internal_error));
    games.insert(games.end(), found->begin(), found->end());
  }
  newest_first(games);
  json list = json::array();
  for (const GameRecord& g : games) list.push_back(game_summary_json(g));
  return json_reply({{"games", std::move(list)}});
}

}  // namespace tori::server::web
