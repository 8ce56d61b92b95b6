// Analysis: a player asks for a finished game's analysis, anyone reads it, and remote workers
// (`tori analyse --server URL --key KEY`) lease jobs and send positions (docs/api.md).
#include <sodium.h>

#include "analysis/analysis_json.h"
#include "server/web/api.h"

namespace tori::server::web {

ApiReply Api::request_analysis(const ApiRequest& request, const Params& params) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto key = game_key(params[0], params[1]);
  if (!key) return error_reply(key.error());
  auto answer = analysis_.request(*key, *user);
  if (!answer) return error_reply(api_error(answer.error(), refused));
  return json_reply(*answer, (*answer)["status"] == "done" ? 200 : 202);
}

ApiReply Api::get_analysis(const ApiRequest&, const Params& params) {
  auto key = game_key(params[0], params[1]);
  if (!key) return error_reply(key.error());
  auto answer = analysis_.view(*key);
  if (!answer) return error_reply(api_error(answer.error(), refused));
  return json_reply(*answer);
}

// Workers show the server's analysis key as their bearer token; compared in constant time.
std::optional<ApiError> Api::refuse_worker(const ApiRequest& request) {
  const std::string& key = options_.analysis_key;
  if (key.empty())
    return ApiError{403, "forbidden",
                    "this server takes no remote analysis workers (see --analysis-key)"};
  if (request.token.size() != key.size() ||
      sodium_memcmp(request.token.data(), key.data(), key.size()) != 0)
    return ApiError{401, "unauthorized", "not the server's analysis key"};
  return std::nullopt;
}

ApiReply Api::lease_analysis(const ApiRequest& request, const Params&) {
  if (auto refusal = refuse_worker(request)) return error_reply(*refusal);
  auto lease = analysis_.lease();
  if (!lease) return error_reply(api_error(lease.error(), internal_error));
  if (!*lease) return json_reply({{"job", nullptr}});
  return json_reply({{"job", lease_json(**lease)}});
}

ApiReply Api::submit_analysis(const ApiRequest& request, const Params& params) {
  if (auto refusal = refuse_worker(request)) return error_reply(*refusal);
  auto key = game_key(params[0], params[1]);
  if (!key) return error_reply(key.error());
  auto body = body_object(request);
  if (!body) return error_reply(body.error());
  auto lease = body->find("lease");
  auto first = body->find("first");
  auto list = body->find("positions");
  if (lease == body->end() || !lease->is_string() || first == body->end() ||
      !first->is_number_unsigned() || list == body->end())
    return error_reply(
        bad_request("needs {\"lease\": \"...\", \"first\": n, \"positions\": [{\"eval\", \"best\", "
                    "\"line\"}...]}"));
  auto positions = analysis::positions_from_json(*list);
  if (!positions) return error_reply(bad_request(positions.error().message));
  auto done =
      analysis_.submit(*key, lease->get<std::string>(), first->get<std::size_t>(), *positions);
  if (!done) return error_reply(api_error(done.error(), refused));
  return json_reply({{"done", *done}});
}

}  // namespace tori::server::web
