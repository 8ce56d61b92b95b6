// Game actions: fields to a service call, made as the token's user.
#include "server/web/game_actions.h"

#include "core/game_refusal.h"
#include "notation/refusal_json.h"

namespace tori::server::web {

namespace {

constexpr std::string_view ACTIONS[] = {"move",   "resign", "withdraw", "offer",
                                        "answer", "accept", "reject",   "chat"};

std::optional<ProposalKind> proposal_kind(std::string_view name) {
  if (name == "draw") return ProposalKind::DRAW;
  if (name == "undo") return ProposalKind::UNDO;
  if (name == "impasse") return ProposalKind::IMPASSE;
  return std::nullopt;
}

}  // namespace

bool is_game_action(std::string_view op) {
  for (std::string_view a : ACTIONS)
    if (a == op) return true;
  return false;
}

ApiResult<std::string> optional_text(const json& fields, const char* name) {
  auto it = fields.find(name);
  if (it == fields.end() || it->is_null()) return std::string();
  if (!it->is_string()) return bad_request(std::string(name) + " must be a string");
  std::string text = it->get<std::string>();
  for (unsigned char c : text)
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
      return bad_request(std::string(name) + " may not hold control characters");
  return text;
}

ApiResult<Report> run_in_transaction(GameService& service,
                                     const std::function<Result<Report>()>& call,
                                     ApiError (*refusal)(std::string)) {
  std::optional<Result<Report>> answer;
  Status done = service.in_one_transaction([&]() -> Status {
    answer = call();
    if (!*answer) return answer->error();
    return ok_status();
  });
  if (answer && !*answer) return api_error(answer->error(), refusal);
  if (!done) return api_error(done.error(), internal_error);
  if (!answer) return internal_error("no answer");
  return std::move(answer->value());
}

ApiResult<std::string> GameActions::run_alone(GameKey key, const Actor& actor, std::string_view op,
                                              const json& fields) {
  if (!fields.is_object()) return ApiError{400, "bad_json", "the body must be a JSON object"};
  auto call = prepare(key, actor, op, fields);
  if (!call) return call.error();
  std::optional<ApiResult<std::string>> answer;
  Status done = service_.in_one_transaction(
      [&]() -> Status {
        answer = act(key, actor, op, *call);
        return *answer ? ok_status() : make_error(answer->error().message);
      },
      LockScope::one_game(key));
  if (answer && !*answer) return answer->error();
  if (!done) return api_error(done.error(), internal_error);
  if (!answer) return internal_error("no answer");
  return std::move(answer->value());
}

void GameActions::submit(GameKey key, const Actor& actor, std::string_view op, const json& fields,
                         Done done) {
  if (!batch_) return done(run_alone(key, actor, op, fields));
  if (!fields.is_object()) return done(ApiError{400, "bad_json", "the body must be a JSON object"});
  auto call = prepare(key, actor, op, fields);
  if (!call) return done(call.error());
  auto answer = std::make_shared<std::optional<ApiResult<std::string>>>();
  batch_->submit(
      {LockScope::one_game(key),
       [this, key, actor, op = std::string(op), call = std::move(*call), answer]() -> Status {
         *answer = act(key, actor, op, call);
         return **answer ? ok_status() : make_error((*answer)->error().message);
       },
       [this, answer, done = std::move(done)](BatchedOutcome outcome) {
         service_.deliver(outcome.notices);
         if (*answer && !**answer) return done((*answer)->error());
         if (!outcome.status) return done(api_error(outcome.status.error(), internal_error));
         if (!*answer) return done(internal_error("no answer"));
         done(std::move(**answer));
       }});
}

ApiResult<std::string> GameActions::act(GameKey key, const Actor& actor, std::string_view op,
                                        const Call& call) {
  // Shared with the service's memory, not copied: an active game is there (a copy of the
  // record for every move showed in the profile at saturation).
  auto entry = service_.snapshot(key);
  if (!entry) return api_error(entry.error(), not_found);
  const GameRecord* game = entry->record.get();
  if (!game->color_of(actor.user))
    return ApiError{403, "not_your_game",
                    actor.user + " does not play in " + std::string(game_type_name(key.variant)) +
                        " game " + std::to_string(key.number)};
  std::optional<Refusal> why;
  Result<Report> report = call(&why);
  if (!report) {
    ApiError refusal = api_error(report.error(), refused);
    // Every action but chat needs a game going on: refused in one that is over, for that.
    if (!why && op != "chat" && !game->active()) why = game_over_refusal(game->result);
    if (why) refusal.reason = refusal_json(*why);
    return refusal;
  }
  return report->message;
}

ApiResult<GameActions::Call> GameActions::prepare(GameKey key, const Actor& actor,
                                                  std::string_view op, const json& fields) {
  auto comment = optional_text(fields, "comment");
  if (!comment) return comment.error();
  std::string note = *comment;
  GameService& s = service_;
  if (op == "move") {
    auto move = optional_text(fields, "move");
    if (!move) return move.error();
    if (move->empty()) return bad_request("move needs \"move\": the move, e.g. \"7e-7d\"");
    std::optional<int> guard;
    if (auto it = fields.find("ply"); it != fields.end() && !it->is_null()) {
      if (!it->is_number_integer() || it->get<int64_t>() < 1 || it->get<int64_t>() > 100000)
        return bad_request("ply must be a move number (1 or more)");
      guard = it->get<int>();
    }
    return Call([&s, key, actor, m = *move, guard, note](std::optional<Refusal>* why) {
      return s.move(key, actor, m, guard, note, why);
    });
  }
  if (op == "resign")
    return Call(
        [&s, key, actor, note](std::optional<Refusal>*) { return s.resign(key, actor, note); });
  if (op == "withdraw")
    return Call(
        [&s, key, actor](std::optional<Refusal>*) { return s.withdraw_resignation(key, actor); });
  if (op == "accept" || op == "reject") {
    bool accept = op == "accept";
    return Call([&s, key, actor, accept, note](std::optional<Refusal>*) {
      return s.answer_challenge(key, actor, accept, note);
    });
  }
  if (op == "offer") {
    auto kind = optional_text(fields, "kind");
    if (!kind) return kind.error();
    auto k = proposal_kind(*kind);
    if (!k) return bad_request("offer needs \"kind\": draw, undo or impasse");
    return Call([&s, key, actor, k = *k, note](std::optional<Refusal>*) {
      return s.propose(key, actor, k, note);
    });
  }
  if (op == "answer") {
    auto it = fields.find("accept");
    if (it == fields.end() || !it->is_boolean())
      return bad_request("answer needs \"accept\": true or false");
    bool accept = it->get<bool>();
    return Call([&s, key, actor, accept, note](std::optional<Refusal>*) {
      return s.answer(key, actor, accept, note);
    });
  }
  if (op == "chat") {
    auto text = optional_text(fields, "text");
    if (!text) return text.error();
    if (text->empty()) return bad_request("chat needs \"text\"");
    return Call(
        [&s, key, actor, t = *text](std::optional<Refusal>*) { return s.chat(key, actor, t); });
  }
  return bad_request("unknown op '" + std::string(op) +
                     "': move, resign, withdraw, offer, answer, accept, reject or chat");
}

}  // namespace tori::server::web
