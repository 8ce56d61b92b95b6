// Routing: the path split into segments and matched against the table; a path that matches with
// another method gets 405 and Allow; JSON bodies read; the token checked.
#include <algorithm>
#include <charconv>

#include "server/web/api.h"
#include "server/web/json_views.h"
#include "server/web/request_target.h"

namespace tori::server::web {

Api::Api(GameService& service, Storage& storage, const Clock& clock, StreamHub& hub,
         net::EdgeGuards& guards, const WebOptions& options)
    : service_(service),
      storage_(storage),
      clock_(clock),
      hub_(hub),
      guards_(guards),
      options_(options),
      tokens_(storage, clock),
      actions_(service),
      analysis_(storage, clock, options.analysis),
      puzzles_(storage, clock) {
  analysis_.on_progress(
      [this](GameKey key, const json& progress) { hub_.analysis_progress(key, progress); });
}

const std::vector<Api::Route>& Api::routes() {
  static const std::vector<Route> table = {
      {{"api", "signup"}, "POST", &Api::signup},
      {{"api", "login"}, "POST", &Api::login},
      {{"api", "logout"}, "POST", &Api::logout},
      {{"api", "me"}, "GET", &Api::me},
      {{"api", "streams", "ticket"}, "POST", &Api::stream_ticket},
      {{"api", "me", "settings"}, "GET", &Api::get_settings},
      {{"api", "me", "settings"}, "PUT", &Api::put_settings},
      {{"api", "me", "password"}, "POST", &Api::change_my_password},
      {{"api", "password-reset"}, "POST", &Api::request_password_reset},
      {{"api", "password-reset", "*"}, "POST", &Api::reset_password},
      {{"api", "lobby"}, "GET", &Api::lobby},
      {{"api", "lobby", "ws"}, "GET", &Api::needs_upgrade},
      {{"api", "seeks"}, "POST", &Api::create_seek},
      {{"api", "seeks", "*"}, "DELETE", &Api::cancel_seek},
      {{"api", "seeks", "*", "accept"}, "POST", &Api::accept_seek},
      {{"api", "games"}, "POST", &Api::create_game},
      {{"api", "games", "*", "*"}, "GET", &Api::get_game},
      {{"api", "games", "*", "*", "record"}, "GET", &Api::game_record},
      {{"api", "games", "*", "*", "chat"}, "GET", &Api::game_chat},
      {{"api", "games", "*", "*", "ws"}, "GET", &Api::needs_upgrade},
      {{"api", "games", "*", "*", "analysis"}, "POST", &Api::request_analysis},
      {{"api", "games", "*", "*", "analysis"}, "GET", &Api::get_analysis},
      {{"api", "games", "*", "*", "*"}, "POST", nullptr, &Api::game_action},
      {{"api", "analysis", "lease"}, "POST", &Api::lease_analysis},
      {{"api", "analysis", "*", "*"}, "POST", &Api::submit_analysis},
      // The named puzzle routes before the one by id, which would take their names for ids.
      {{"api", "puzzles", "next"}, "GET", &Api::next_puzzle},
      {{"api", "puzzles", "daily"}, "GET", &Api::daily_puzzle},
      {{"api", "puzzles", "themes"}, "GET", &Api::puzzle_themes},
      {{"api", "puzzles", "history"}, "GET", &Api::puzzle_history},
      {{"api", "puzzles", "*"}, "GET", &Api::get_puzzle},
      {{"api", "puzzles", "*", "attempt"}, "POST", &Api::attempt_puzzle},
      {{"api", "users"}, "GET", &Api::search_users},
      // Before the user by id, which would take "online" for a userid.
      {{"api", "users", "online"}, "GET", &Api::online_users},
      {{"api", "users", "*"}, "GET", &Api::user},
      {{"api", "users", "*", "games"}, "GET", &Api::user_games},
      {{"api", "users", "*", "ratings"}, "GET", &Api::user_rating_history},
  };
  return table;
}

void Api::handle(const ApiRequest& request, Answered answered) {
  auto segments = path_segments(request.path);
  if (!segments) return answered(error_reply(segments.error()));
  const std::vector<std::string>& parts = *segments;
  std::vector<std::string> allowed;
  for (const Route& route : routes()) {
    if (route.pattern.size() != parts.size()) continue;
    Params params;
    bool match = true;
    for (std::size_t i = 0; i < parts.size() && match; ++i) {
      if (route.pattern[i] == "*")
        params.push_back(parts[i]);
      else
        match = route.pattern[i] == parts[i];
    }
    if (!match) continue;
    if (route.method == request.method) {
      if (route.later) return (this->*route.later)(request, params, std::move(answered));
      return answered((this->*route.handler)(request, params));
    }
    if (std::find(allowed.begin(), allowed.end(), route.method) == allowed.end())
      allowed.push_back(route.method);
  }
  if (allowed.empty()) return answered(error_reply(not_found("no such route: " + request.path)));
  std::string allow;
  for (const std::string& m : allowed) allow += (allow.empty() ? "" : ", ") + m;
  ApiReply reply = error_reply(
      {405, "method_not_allowed",
       request.method + " is not allowed on " + request.path + " (allowed: " + allow + ")"});
  reply.headers.emplace_back("Allow", allow);
  answered(std::move(reply));
}

ApiResult<int> query_number(const ApiRequest& request, const std::string& name, int otherwise,
                            int least, int most) {
  auto it = request.query.find(name);
  if (it == request.query.end()) return otherwise;
  const std::string& text = it->second;
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < least || value > most)
    return bad_request("'" + name + "' is a whole number from " + std::to_string(least) + " to " +
                       std::to_string(most) + ", not '" + text + "'");
  return value;
}

ApiResult<json> Api::body_object(const ApiRequest& request) {
  if (request.body.find_first_not_of(" \t\r\n") == std::string::npos) return json::object();
  json body = json::parse(request.body, nullptr, false);
  if (body.is_discarded()) return ApiError{400, "bad_json", "the body is not valid JSON"};
  if (!body.is_object()) return ApiError{400, "bad_json", "the body must be a JSON object"};
  return body;
}

ApiResult<std::string> Api::authenticated(const ApiRequest& request) {
  if (request.token.empty())
    return ApiError{401, "unauthorized", "this request needs a token: Authorization: Bearer TOKEN"};
  auto user = stream_user(request.token);
  if (!user) return user.error();
  // What a user does (not what they read) has a rate of its own, over all their connections.
  if (request.method != "GET")
    if (auto wait = guards_.action_of(**user, std::chrono::steady_clock::now()))
      return too_many("too many requests by " + **user, *wait);
  return **user;
}

ApiResult<std::optional<std::string>> Api::stream_user(const std::string& token) {
  if (token.empty()) return std::optional<std::string>();
  return live_user(tokens_.user_of(token));
}

ApiResult<std::optional<std::string>> Api::stream_user_of_hash(const std::string& token_hash) {
  return live_user(tokens_.user_of_hash(token_hash));
}

ApiResult<std::optional<std::string>> Api::live_user(
    const Result<std::optional<std::string>>& user) {
  if (!user) return api_error(user.error(), internal_error);
  if (!*user) return ApiError{401, "unauthorized", "the token is not valid (unknown or revoked)"};
  auto found = service_.find_user(**user);
  if (!found || found->signed_off)
    return ApiError{401, "unauthorized", "the token's user has signed off"};
  note_seen(**user);
  return *user;
}

ApiResult<GameKey> Api::game_key(const std::string& variant, const std::string& number) {
  auto v = parse_variant_name(variant);
  if (!v) return not_found("no game type '" + variant + "' (torishogi or yarishogi)");
  if (number.empty() || number.size() > 9 ||
      number.find_first_not_of("0123456789") != std::string::npos)
    return not_found("'" + number + "' is not a game number");
  return GameKey{*v, std::stoi(number)};
}

ApiReply Api::needs_upgrade(const ApiRequest& request, const Params&) {
  return error_reply(
      bad_request(request.path + " is a WebSocket stream: open it with an upgrade request"));
}

}  // namespace tori::server::web
