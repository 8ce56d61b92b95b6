// Games: a direct challenge, the state, the actions of its players, and its record.
#include <limits>

#include "server/service/handicap.h"
#include "server/web/api.h"
#include "server/web/json_views.h"
#include "server/web/record_text.h"

namespace tori::server::web {

ApiResult<GameTerms> read_game_terms(VariantId variant, const json& body) {
  GameTerms terms;
  auto handicap = optional_text(body, "handicap");
  if (!handicap) return handicap.error();
  terms.handicap = *handicap;
  if (!terms.handicap.empty())
    if (auto sfen = handicap_start_sfen(variant, terms.handicap); !sfen)
      return ApiError{400, "invalid", sfen.error().message};
  if (auto it = body.find("time"); it != body.end()) {
    auto time = parse_time_control(*it);
    if (!time) return time.error();
    terms.time = *time;
  }
  if (auto it = body.find("first"); it != body.end() && !it->is_null()) {
    if (!it->is_boolean()) return bad_request("first must be true or false");
    terms.first = it->get<bool>();
  }
  if (auto it = body.find("rated"); it != body.end() && !it->is_null()) {
    if (!it->is_boolean()) return bad_request("rated must be true or false");
    terms.rated = it->get<bool>();
  }
  return terms;
}

ChallengeOptions challenge_options(const GameTerms& terms) {
  ChallengeOptions options;
  options.handicap = terms.handicap;
  options.time = terms.time;
  options.rated = terms.rated;
  return options;
}

ApiReply Api::create_game(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto variant_text = optional_text(*body, "variant");
  if (!variant_text) return error_reply(variant_text.error());
  auto variant = parse_variant_name(*variant_text);
  if (!variant) return error_reply(bad_request("variant is torishogi or yarishogi"));
  auto opponent = optional_text(*body, "opponent");
  if (!opponent) return error_reply(opponent.error());
  if (opponent->empty()) return error_reply(bad_request("needs \"opponent\": a userid"));
  auto terms = read_game_terms(*variant, *body);
  if (!terms) return error_reply(terms.error());
  auto found = storage_.find_user(*opponent);
  if (!found) return error_reply(api_error(found.error(), internal_error));
  if (!*found) return error_reply(not_found("there is no user '" + *opponent + "'"));
  // With a handicap the one named first gives it: the caller when `first`.
  const std::string& first = terms->first ? *user : *opponent;
  const std::string& second = terms->first ? *opponent : *user;
  ChallengeOptions options = challenge_options(*terms);
  options.asked_by = terms->first ? ChallengeAsker::FIRST : ChallengeAsker::SECOND;
  auto report = run_in_transaction(
      service_, [&] { return service_.challenge(*variant, first, second, options); }, refused);
  if (!report) return error_reply(report.error());
  if (!report->game) return error_reply(internal_error("the game was not made"));
  auto state = hub_.game_state(*report->game);
  if (!state) return error_reply(state.error());
  return json_reply({{"message", report->message}, {"game", *state}}, 201);
}

ApiReply Api::get_game(const ApiRequest&, const Params& params) {
  auto key = game_key(params[0], params[1]);
  if (!key) return error_reply(key.error());
  auto state = hub_.game_state(*key);
  if (!state) return error_reply(state.error());
  return json_reply({{"game", *state}});
}

// POST .../moves, .../resign, .../withdraw, .../offer, .../answer, .../accept, .../reject,
// .../chat.
void Api::game_action(const ApiRequest& request, const Params& params, Answered answered) {
  auto key = game_key(params[0], params[1]);
  if (!key) return answered(error_reply(key.error()));
  std::string op = params[2] == "moves" ? "move" : params[2];
  if (op == "move" && params[2] != "moves") op.clear();  // the path says "moves"
  if (!is_game_action(op))
    return answered(error_reply(not_found("no such route: " + request.path)));
  auto user = authenticated(request);
  if (!user) return answered(error_reply(user.error()));
  auto body = body_object(request);
  if (!body) return answered(error_reply(body.error()));
  if (op == "chat")
    if (auto wait = guards_.chat_of(*user, std::chrono::steady_clock::now()))
      return answered(error_reply(too_many("too many chat lines by " + *user, *wait)));
  actions_.submit(
      *key, Actor::verified(*user), op, *body,
      [this, key = *key, answered = std::move(answered)](ApiResult<std::string> message) {
        if (!message) return answered(error_reply(message.error()));
        auto state = hub_.game_state(key);
        if (!state) return answered(error_reply(state.error()));
        answered(json_reply({{"message", *message}, {"game", *state}}));
      });
}

// A page of the chat: the game's state shows only its last lines (ChatPage).
ApiReply Api::game_chat(const ApiRequest& request, const Params& params) {
  constexpr int MOST_LINES = 200;
  auto key = game_key(params[0], params[1]);
  if (!key) return error_reply(key.error());
  auto before = query_number(request, "before", 0, 0, std::numeric_limits<int>::max());
  if (!before) return error_reply(before.error());
  auto limit = query_number(request, "limit", ChatPage::LAST_LINES, 1, MOST_LINES);
  if (!limit) return error_reply(limit.error());
  auto record = service_.game(*key);
  if (!record) return error_reply(api_error(record.error(), not_found));
  auto lines = service_.chat_page(*key, {*before, *limit});
  if (!lines) return error_reply(api_error(lines.error(), internal_error));
  json out = json::array();
  for (const ChatLine& line : *lines) out.push_back(chat_line_json(line));
  return json_reply({{"lines", std::move(out)}});
}

ApiReply Api::game_record(const ApiRequest& request, const Params& params) {
  auto key = game_key(params[0], params[1]);
  if (!key) return error_reply(key.error());
  std::string name = request.query.count("format") ? request.query.at("format") : "kif";
  auto format = parse_record_format_name(name);
  if (!format) return error_reply(bad_request("format '" + name + "' is not kif, pgn or usi"));
  auto record = service_.game(*key);
  if (!record) return error_reply(api_error(record.error(), not_found));
  auto text = record_text(*record, *format);
  if (!text) return error_reply(api_error(text.error(), internal_error));
  return ApiReply{200, *text, "text/plain; charset=utf-8", {}, {}};
}

}  // namespace tori::server::web
