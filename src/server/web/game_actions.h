// What a player does in a game through the API, the same for HTTP (POST .../moves, .../resign)
// and the game stream ({"op": "move"}): the fields read and checked, the game and the seat
// checked (404, 403), then the service's method called as the token's user, in one
// transaction; a refusal is answered by its kind (a refusal by the rules or the turn is a 409
// with the reason's code).
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "server/live/commit_batch.h"
#include "server/service/game_service.h"
#include "server/web/api_reply.h"

namespace tori::server::web {

// The operations: move, resign, offer, answer, accept, reject, chat.
bool is_game_action(std::string_view op);

class GameActions {
 public:
  using Done = std::function<void(ApiResult<std::string>)>;

  explicit GameActions(GameService& service) : service_(service) {}
  // submit() then joins the batch of requests committed together (the streams' moves).
  void commit_in(live::CommitBatch* batch) { batch_ = batch; }

  // The service's message for the sender ("bob played 7e-7d"), answered through `done` once the
  // batch the action joined has committed (in a transaction of its own without a batch); the
  // notices are delivered before `done` is called. HTTP and the game stream both come here.
  void submit(GameKey key, const Actor& actor, std::string_view op, const json& fields, Done done);

 private:
  ApiResult<std::string> run_alone(GameKey key, const Actor& actor, std::string_view op,
                                   const json& fields);
  // `why` receives a refusal's reason as a code with parameters, where the call has one.
  using Call = std::function<Result<Report>(std::optional<Refusal>* why)>;
  ApiResult<Call> prepare(GameKey key, const Actor& actor, std::string_view op, const json& fields);
  // Inside the transaction: the seat first, so that the answers tell "not yours" from "not
  // now", then the call.
  ApiResult<std::string> act(GameKey key, const Actor& actor, std::string_view op,
                             const Call& call);

  GameService& service_;
  live::CommitBatch* batch_ = nullptr;
};

// Runs `call` in one transaction that commits only if it succeeded. Its error is answered by
// its kind (api_error); `refusal` is what an error of no particular kind becomes.
ApiResult<Report> run_in_transaction(GameService& service,
                                     const std::function<Result<Report>()>& call,
                                     ApiError (*refusal)(std::string));

// Optional string field: absent or null is empty; another type, or control characters other
// than line breaks and tabs, are an error.
ApiResult<std::string> optional_text(const json& fields, const char* name);

}  // namespace tori::server::web
