// Puzzles (docs/api.md, "Puzzles"): the next and the daily puzzle, a puzzle by id and its themes
// for anyone; attempts and their history for a logged-in player.
#include <algorithm>
#include <cctype>
#include <cmath>

#include "server/puzzles/attempt_moves.h"
#include "server/web/api.h"
#include "server/web/json_views.h"
#include "server/web/puzzle_views.h"

namespace tori::server::web {

namespace {

constexpr std::size_t MAX_THEME_LENGTH = 32;
constexpr int MOST_RATING = 4000;
constexpr double MOST_SECONDS = 86400;

ApiResult<VariantId> query_variant(const ApiRequest& request) {
  auto it = request.query.find("variant");
  if (it == request.query.end()) return VariantId::TORI;
  auto variant = parse_variant_name(it->second);
  if (!variant) return ApiError{400, "bad_variant", "variant is torishogi or yarishogi"};
  return *variant;
}

// Themes are letters and digits (puzzles/puzzle_json.cpp); anything else cannot be one.
ApiResult<std::string> query_theme(const ApiRequest& request) {
  auto it = request.query.find("theme");
  if (it == request.query.end()) return std::string();
  const std::string& theme = it->second;
  if (theme.empty() || theme.size() > MAX_THEME_LENGTH ||
      !std::all_of(theme.begin(), theme.end(), [](unsigned char c) { return std::isalnum(c); }))
    return ApiError{400, "bad_theme", "a theme is 1 to 32 letters and digits"};
  return theme;
}

ApiResult<std::string> checked_puzzle_id(const std::string& id) {
  bool hex = std::all_of(id.begin(), id.end(),
                         [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
  if (id.size() != 10 || !hex)
    return ApiError{400, "bad_puzzle_id", "a puzzle id is ten lowercase hex digits"};
  return id;
}

struct AttemptBody {
  std::vector<std::string> moves;
  int seconds = 0;
  bool rated = true;
};

ApiResult<AttemptBody> attempt_body(const json& body) {
  AttemptBody attempt;
  auto moves = body.find("moves");
  if (moves == body.end() || !moves->is_array())
    return bad_request(
        R"(needs {"moves": ["usi", ...], "seconds": s}: the moves played, both sides')");
  if (moves->size() > MAX_ATTEMPT_MOVES)
    return bad_request("at most " + std::to_string(MAX_ATTEMPT_MOVES) + " moves");
  for (const json& move : *moves) {
    if (!move.is_string()) return bad_request("each move is a USI string");
    attempt.moves.push_back(move.get<std::string>());
  }
  if (auto seconds = body.find("seconds"); seconds != body.end()) {
    if (!seconds->is_number() || !(seconds->get<double>() >= 0) ||
        seconds->get<double>() > MOST_SECONDS)
      return bad_request("seconds is a number from 0 to 86400");
    attempt.seconds = int(std::lround(seconds->get<double>()));
  }
  if (auto rated = body.find("rated"); rated != body.end()) {
    if (!rated->is_boolean()) return bad_request("rated is true or false");
    attempt.rated = rated->get<bool>();
  }
  return attempt;
}

}  // namespace

ApiReply Api::next_puzzle(const ApiRequest& request, const Params&) {
  auto variant = query_variant(request);
  if (!variant) return error_reply(variant.error());
  auto theme = query_theme(request);
  if (!theme) return error_reply(theme.error());
  PuzzleChoice choice{*variant, *theme, std::nullopt, std::nullopt};
  if (request.query.count("rating")) {
    auto rating = query_number(request, "rating", 0, 0, MOST_RATING);
    if (!rating) return error_reply(rating.error());
    choice.near = *rating;
  }
  auto user = stream_user(request.token);
  if (!user) return error_reply(user.error());
  choice.user = *user;
  auto puzzle = puzzles_.next(choice);
  if (!puzzle) return error_reply(api_error(puzzle.error(), internal_error));
  return json_reply({{"puzzle", puzzle_view_json(*puzzle)}});
}

ApiReply Api::daily_puzzle(const ApiRequest& request, const Params&) {
  auto variant = query_variant(request);
  if (!variant) return error_reply(variant.error());
  auto daily = puzzles_.daily(*variant);
  if (!daily) return error_reply(api_error(daily.error(), internal_error));
  return json_reply({{"puzzle", puzzle_view_json(daily->puzzle)}, {"date", daily->date}});
}

ApiReply Api::puzzle_themes(const ApiRequest& request, const Params&) {
  auto variant = query_variant(request);
  if (!variant) return error_reply(variant.error());
  auto themes = puzzles_.themes(*variant);
  if (!themes) return error_reply(api_error(themes.error(), internal_error));
  json list = json::array();
  for (const auto& [theme, count] : *themes) list.push_back({{"theme", theme}, {"count", count}});
  return json_reply({{"themes", std::move(list)}});
}

ApiReply Api::get_puzzle(const ApiRequest&, const Params& params) {
  auto id = checked_puzzle_id(params[0]);
  if (!id) return error_reply(id.error());
  auto puzzle = puzzles_.find(*id);
  if (!puzzle) return error_reply(api_error(puzzle.error(), internal_error));
  return json_reply({{"puzzle", puzzle_view_json(*puzzle)}});
}

ApiReply Api::attempt_puzzle(const ApiRequest& request, const Params& params) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto id = checked_puzzle_id(params[0]);
  if (!id) return error_reply(id.error());
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto attempt = attempt_body(*body);
  if (!attempt) return error_reply(attempt.error());
  auto outcome = puzzles_.attempt(*user, *id, attempt->moves, attempt->seconds, attempt->rated);
  if (!outcome) return error_reply(api_error(outcome.error(), internal_error));
  return json_reply(attempt_outcome_json(*outcome));
}

ApiReply Api::puzzle_history(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto history = puzzles_.history(*user);
  if (!history) return error_reply(api_error(history.error(), internal_error));
  return json_reply(puzzle_history_json(*history));
}

}  // namespace tori::server::web
