// What a player does in a game through the API, the same for HTTP (POST .../moves, .../resign)
// and the game stream ({"op": "move"}): the fields read and checked, the game and the seat
// checked (404, 403), then the service's method called for the token's user, in one
// transaction, and its refusal turned into a 409 with the service's reason.
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

  // The service's message for the sender ("bob played 7e-7d") once it is stored.
  ApiResult<std::string> run(GameKey key, const std::string& user, std::string_view op,
                             const json& fields);
  // The same, answered through `done` once the batch it joined has committed (at once without
  // a batch); the notices are delivered before `done` is called.
  void submit(GameKey key, const std::string& user, std::string_view op, const json& fields,
              Done done);

 private:
  // `why` receives a refusal's reason as a code with parameters, where the call has one.
  using Call = std::function<Result<Report>(std::optional<Refusal>* why)>;
  ApiResult<Call> prepare(GameKey key, const std::string& user, std::string_view op,
                          const json& fields);
  // Inside the transaction: the seat first, so that the answers tell "not yours" from "not
  // now", then the call as the verified user.
  ApiResult<std::string> act(GameKey key, const std::string& user, std::string_view op,
                             const Call& call);

  GameService& service_;
  live::CommitBatch* batch_ = nullptr;
};

// Runs `call` as the verified `user`, in one transaction that commits only if it succeeded;
// `refusal` is what its error becomes (the database failing is always 500, TOO_MANY 429).
ApiResult<Report> run_as_user(GameService& service, const std::string& user,
                              const std::function<Result<Report>()>& call,
                              const std::function<ApiError(std::string)>& refusal);

// Optional string field: absent or null is empty; another type, or control characters other
// than line breaks and tabs, are an error.
ApiResult<std::string> optional_text(const json& fields, const char* name);

}  // namespace tori::server::web
