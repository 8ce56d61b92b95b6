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

ApiResult<Report> run_as_user(GameService& service, const std::string& user,
                              const std::function<Result<Report>()>& call,
                              const std::function<ApiError(std::string)>& refusal) {
  std::optional<Result<Report>> answer;
  Status done = service.as_verified_user(user, [&] {
    return service.in_one_transaction([&]() -> Status {
      answer = call();
      if (!*answer) return answer->error();
      return ok_status();
    });
  });
  if (answer && !*answer) {
    ErrorKind kind = answer->error().kind;
    // The database failing, and a bound on what the caller has made (429), answer as their kind.
    if (kind == ErrorKind::INTERNAL || kind == ErrorKind::BUSY || kind == ErrorKind::TOO_MANY)
      return api_error(answer->error(), internal_error);
    return refusal(answer->error().message);
  }
  if (!done) return api_error(done.error(), internal_error);
  if (!answer) return internal_error("no answer");
  return std::move(answer->value());
}

ApiResult<std::string> GameActions::run(GameKey key, const std::string& user, std::string_view op,
                                        const json& fields) {
  if (!fields.is_object()) return ApiError{400, "bad_json", "the body must be a JSON object"};
  auto call = prepare(key, user, op, fields);
  if (!call) return call.error();
  std::optional<ApiResult<std::string>> answer;
  Status done = service_.in_one_transaction(
      [&]() -> Status {
        answer = act(key, user, op, *call);
        return *answer ? ok_status() : make_error(answer->error().message);
      },
      LockScope::one_game(key));
  if (answer && !*answer) return answer->error();
  if (!done) return api_error(done.error(), internal_error);
  if (!answer) return internal_error("no answer");
  return std::move(answer->value());
}

void GameActions::submit(GameKey key, const std::string& user, std::string_view op,
                         const json& fields, Done done) {
  if (!batch_) return done(run(key, user, op, fields));
  if (!fields.is_object()) return done(ApiError{400, "bad_json", "the body must be a JSON object"});
  auto call = prepare(key, user, op, fields);
  if (!call) return done(call.error());
  auto answer = std::make_shared<std::optional<ApiResult<std::string>>>();
  batch_->submit(
      {LockScope::one_game(key),
       [this, key, user, op = std::string(op), call = std::move(*call), answer]() -> Status {
         *answer = act(key, user, op, call);
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

ApiResult<std::string> GameActions::act(GameKey key, const std::string& user, std::string_view op,
                                        const Call& call) {
  auto game = service_.game(key);
  if (!game) return api_error(game.error(), not_found);
  if (!game->color_of(user))
    return ApiError{403, "not_your_game",
                    user + " does not play in " + std::string(game_type_name(key.variant)) +
                        " game " + std::to_string(key.number)};
  std::optional<Result<Report>> report;
  std::optional<Refusal> why;
  (void)service_.as_verified_user(user, [&] {
    report = call(&why);
    return ok_status();
  });
  if (!*report) {
    ApiError refusal = refused(report->error().message);
    // Every action but chat needs a game going on: refused in one that is over, for that.
    if (!why && op != "chat" && !game->active()) why = game_over_refusal(game->result);
    if (why) refusal.reason = refusal_json(*why);
    return refusal;
  }
  return report->value().message;
}

ApiResult<GameActions::Call> GameActions::prepare(GameKey key, const std::string& user,
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
    return Call([&s, key, user, m = *move, guard, note](std::optional<Refusal>* why) {
      return s.move(key, user, "", m, guard, note, why);
    });
  }
  if (op == "resign")
    return Call(
        [&s, key, user, note](std::optional<Refusal>*) { return s.resign(key, user, "", note); });
  if (op == "withdraw")
    return Call(
        [&s, key, user](std::optional<Refusal>*) { return s.withdraw_resignation(key, user, ""); });
  if (op == "accept" || op == "reject") {
    bool accept = op == "accept";
    return Call([&s, key, user, accept, note](std::optional<Refusal>*) {
      return s.answer_challenge(key, user, "", accept, note);
    });
  }
  if (op == "offer") {
    auto kind = optional_text(fields, "kind");
    if (!kind) return kind.error();
    auto k = proposal_kind(*kind);
    if (!k) return bad_request("offer needs \"kind\": draw, undo or impasse");
    return Call([&s, key, user, k = *k, note](std::optional<Refusal>*) {
      return s.propose(key, user, "", k, note);
    });
  }
  if (op == "answer") {
    auto it = fields.find("accept");
    if (it == fields.end() || !it->is_boolean())
      return bad_request("answer needs \"accept\": true or false");
    bool accept = it->get<bool>();
    return Call([&s, key, user, accept, note](std::optional<Refusal>*) {
      return s.answer(key, user, "", accept, note);
    });
  }
  if (op == "chat") {
    auto text = optional_text(fields, "text");
    if (!text) return text.error();
    if (text->empty()) return bad_request("chat needs \"text\"");
    return Call(
        [&s, key, user, t = *text](std::optional<Refusal>*) { return s.chat(key, user, "", t); });
  }
  return bad_request("unknown op '" + std::string(op) +
                     "': move, resign, withdraw, offer, answer, accept, reject or chat");
}

}  // namespace tori::server::web
