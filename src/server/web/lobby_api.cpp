// The lobby: open seeks and active games; making, cancelling and accepting seeks, which the
// service does (seeks.cpp) as the token's user. Accepting removes the seek and makes the game in
// one transaction, so of two players accepting at once (on one server or two) exactly one gets
// the game; every change reaches the lobby streams through the service's notices.
#include <algorithm>
#include <functional>
#include <optional>

#include "server/web/api.h"
#include "server/web/json_views.h"

namespace tori::server::web {

namespace {

ApiResult<int> seek_id(const std::string& text) {
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos)
    return not_found("'" + text + "' is not a seek number");
  return std::stoi(text);
}

// A seek request as one transaction: its refusals answered by their kind (a seek not found 404,
// another's 403, the limit 409), a refusal of no kind as 409.
ApiResult<std::monostate> in_transaction(GameService& service,
                                         const std::function<Status()>& request) {
  std::optional<Error> refusal;
  Status done = service.in_one_transaction([&]() -> Status {
    Status s = request();
    if (!s) refusal = s.error();
    return s;
  });
  if (refusal) return api_error(*refusal, refused);
  if (!done) return api_error(done.error(), internal_error);
  return std::monostate{};
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
  auto seeks = service_.seeks();
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
  Seek wanted;
  wanted.variant = *variant;
  wanted.handicap = terms->handicap;
  wanted.time = terms->time;
  wanted.rated = terms->rated;
  wanted.seeker_first = terms->first;
  std::optional<Seek> made;
  auto done = in_transaction(service_, [&]() -> Status {
    auto seek = service_.make_seek(Actor::verified(*user), wanted);
    if (!seek) return seek.error();
    made = *seek;
    return ok_status();
  });
  if (!done) return error_reply(done.error());
  return json_reply({{"seek", seek_json(*made)}}, 201);
}

ApiReply Api::cancel_seek(const ApiRequest& request, const Params& params) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto id = seek_id(params[0]);
  if (!id) return error_reply(id.error());
  auto done = in_transaction(service_, [&]() -> Status {
    auto cancelled = service_.cancel_seek(Actor::verified(*user), *id);
    return cancelled ? ok_status() : Status(cancelled.error());
  });
  if (!done) return error_reply(done.error());
  return json_reply({{"ok", true}});
}

ApiReply Api::accept_seek(const ApiRequest& request, const Params& params) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto id = seek_id(params[0]);
  if (!id) return error_reply(id.error());
  std::optional<Report> report;
  auto done = in_transaction(service_, [&]() -> Status {
    auto accepted = service_.accept_seek(Actor::verified(*user), *id);
    if (!accepted) return accepted.error();
    report = std::move(accepted.value());
    return ok_status();
  });
  if (!done) return error_reply(done.error());
  if (!report->game) return error_reply(internal_error("the game was not made"));
  auto state = hub_.game_state(*report->game);
  if (!state) return error_reply(state.error());
  return json_reply({{"message", report->message}, {"game", *state}}, 201);
}

}  // namespace tori::server::web
