// The lobby: open seeks and active games; making, cancelling and accepting seeks. Accepting
// removes the seek and makes the game in one transaction, so of two players accepting at once
// (on one server or two) exactly one gets the game.
#include <algorithm>

#include "server/web/api.h"
#include "server/web/json_views.h"

namespace tori::server::web {

namespace {

ApiResult<int> seek_id(const std::string& text) {
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos)
    return not_found("'" + text + "' is not a seek number");
  return std::stoi(text);
}

}  // namespace

ApiResult<json> Api::my_games_snapshot(const std::string& user) {
  json list = json::array();
  for (VariantId v : {VariantId::TORI, VariantId::YARI}) {
    // Active games per user are capped (GameLimits), so this is never a long list.
    auto found = service_.games(v, {user}, GameQuery::Which::ACTIVE, false);
    if (!found) return api_error(found.error(), internal_error);
    for (const GameRecord& g : *found) list.push_back(game_summary_json(g));
  }
  return json{{"games", std::move(list)}};
}

ApiResult<json> Api::lobby_snapshot() {
  auto seeks = storage_.seeks();
  if (!seeks) return api_error(seeks.error(), internal_error);
  json seek_list = json::array();
  for (const Seek& k : *seeks) seek_list.push_back(seek_json(k));
  std::vector<GameRecord> games;
  for (VariantId v : {VariantId::TORI, VariantId::YARI}) {
    auto found =
        service_.games(v, {}, GameQuery::Which::ACTIVE, false, 0, int(options_.lobby_games));
    if (!found) return api_error(found.error(), internal_error);
    games.insert(games.end(), found->begin(), found->end());
  }
  std::stable_sort(games.begin(), games.end(), [](const GameRecord& a, const GameRecord& b) {
    return a.created != b.created ? a.created > b.created : a.key.number > b.key.number;
  });
  if (games.size() > options_.lobby_games) games.resize(options_.lobby_games);
  json game_list = json::array();
  for (const GameRecord& g : games) game_list.push_back(game_summary_json(g));
  return json{{"seeks", std::move(seek_list)}, {"games", std::move(game_list)}};
}

ApiReply Api::lobby(const ApiRequest&, const Params&) {
  auto snapshot = lobby_snapshot();
  if (!snapshot) return error_reply(snapshot.error());
  return json_reply(*snapshot);
}

ApiReply Api::create_seek(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto variant_text = optional_text(*body, "variant");
  if (!variant_text) return error_reply(variant_text.error());
  auto variant = parse_variant_name(*variant_text);
  if (!variant) return error_reply(bad_request("variant is torishogi or yarishogi"));
  auto terms = read_game_terms(*variant, *body);
  if (!terms) return error_reply(terms.error());
  Seek seek;
  seek.variant = *variant;
  seek.user = *user;
  seek.handicap = terms->handicap;
  seek.time = terms->time;
  seek.rated = terms->rated && terms->handicap.empty();
  seek.seeker_first = terms->first || !terms->handicap.empty();
  seek.created = clock_.now();
  // A stranger cannot fill the lobby: a few open seeks each.
  auto open = storage_.seeks();
  if (!open) return error_reply(api_error(open.error(), internal_error));
  long mine =
      std::count_if(open->begin(), open->end(), [&](const Seek& s) { return s.user == *user; });
  if (mine >= long(options_.max_seeks_per_user))
    return error_reply(
        refused(*user + " has " + std::to_string(mine) + " open seeks already (at most " +
                std::to_string(options_.max_seeks_per_user) + "); cancel one first"));
  auto id = storage_.insert_seek(seek);
  if (!id) return error_reply(api_error(id.error(), internal_error));
  seek.id = *id;
  json made = seek_json(seek);
  hub_.seek_added(made);
  return json_reply({{"seek", made}}, 201);
}

ApiReply Api::cancel_seek(const ApiRequest& request, const Params& params) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto id = seek_id(params[0]);
  if (!id) return error_reply(id.error());
  auto seek = storage_.find_seek(*id);
  if (!seek) return error_reply(api_error(seek.error(), internal_error));
  if (!*seek) return error_reply(not_found("there is no seek " + params[0]));
  if ((*seek)->user != *user)
    return error_reply({403, "forbidden", "seek " + params[0] + " is " + (*seek)->user + "'s"});
  auto deleted = storage_.delete_seek(*id);
  if (!deleted) return error_reply(api_error(deleted.error(), internal_error));
  if (!*deleted) return error_reply(not_found("there is no seek " + params[0]));
  hub_.seek_removed(*id, "cancelled");
  return json_reply({{"ok", true}});
}

ApiReply Api::accept_seek(const ApiRequest& request, const Params& params) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto id = seek_id(params[0]);
  if (!id) return error_reply(id.error());
  auto found = storage_.find_seek(*id);
  if (!found) return error_reply(api_error(found.error(), internal_error));
  if (!*found) return error_reply(not_found("there is no seek " + params[0]));
  const Seek seek = **found;
  if (seek.user == *user)
    return error_reply({403, "forbidden", "a seek is for others to accept; cancel your own"});
  GameTerms terms{seek.handicap, seek.time, seek.seeker_first, seek.rated};
  const std::string& first = seek.seeker_first ? seek.user : *user;
  const std::string& second = seek.seeker_first ? *user : seek.user;
  auto report = run_as_user(
      service_, *user,
      [&]() -> Result<Report> {
        auto deleted = storage_.delete_seek(seek.id);
        if (!deleted) return deleted.error();
        if (!*deleted) return make_error("seek " + params[0] + " was just taken by another");
        ChallengeOptions options = challenge_options(terms);
        options.asked_by = ChallengeAsker::BOTH;  // the seeker asked, the caller accepts
        return service_.challenge(seek.variant, first, second, options);
      },
      refused);
  if (!report) return error_reply(report.error());
  hub_.seek_removed(seek.id, "accepted");
  if (!report->game) return error_reply(internal_error("the game was not made"));
  auto state = hub_.game_state(*report->game);
  if (!state) return error_reply(state.error());
  return json_reply({{"message", report->message}, {"game", *state}}, 201);
}

}  // namespace tori::server::web
