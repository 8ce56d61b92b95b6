// Which stream an upgrade asks for, and who opens it: checked before the upgrade, so that a bad
// token, ticket or an unknown game is an ordinary HTTP error. Pages open their streams with a
// ticket (POST /api/streams/ticket) so that their token never shows in a URL, where consoles and
// logs would show it.
#include "server/web/api.h"
#include "server/web/request_target.h"

namespace tori::server::web {

ApiReply Api::stream_ticket(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto ticket = tokens_.issue_ticket(request.token, *user);
  if (!ticket) return error_reply(api_error(ticket.error(), internal_error));
  return json_reply({{"ticket", *ticket}, {"expires_in", STREAM_TICKET_LIFETIME}});
}

ApiResult<StreamTarget> Api::open_stream(const std::string& path, const std::string& token,
                                         const std::string& ticket) {
  StreamTarget target;
  if (path == "/api/lobby/ws") {
    target.kind = StreamTarget::Kind::LOBBY;
  } else if (path == "/api/me/ws") {
    target.kind = StreamTarget::Kind::MINE;
  } else {
    auto segments = path_segments(path);  // /api/games/{variant}/{number}/ws
    if (!segments) return segments.error();
    const std::vector<std::string>& parts = *segments;
    if (parts.size() != 5 || parts[0] != "api" || parts[1] != "games" || parts[4] != "ws")
      return not_found("no such stream: " + path +
                       " (/api/games/{variant}/{number}/ws or "
                       "/api/lobby/ws or /api/me/ws)");
    auto key = game_key(parts[2], parts[3]);
    if (!key) return key.error();
    auto game = service_.game(*key);
    if (!game) return api_error(game.error(), not_found);
    target.key = *key;
    target.players = game->players;
  }
  if (!token.empty() && !ticket.empty())
    return bad_request("open a stream with a token or with a ticket, not both");
  ApiResult<std::optional<std::string>> user = std::optional<std::string>();
  if (!ticket.empty()) {
    auto taken = tokens_.take_ticket(ticket);
    if (!taken) return api_error(taken.error(), internal_error);
    if (!*taken)
      return ApiError{401, "unauthorized",
                      "the stream ticket is not valid: unknown, used already or expired (a ticket "
                      "opens one stream, within " +
                          std::to_string(STREAM_TICKET_LIFETIME) +
                          " s of POST /api/streams/ticket)"};
    target.token_hash = (*taken)->token_hash;
    user = stream_user_of_hash(target.token_hash);  // the token may be revoked since
  } else {
    if (!token.empty()) target.token_hash = token_hash(token);
    user = stream_user(token);
  }
  if (!user) return user.error();
  if (target.kind == StreamTarget::Kind::MINE && !*user)
    return ApiError{401, "unauthorized",
                    "/api/me/ws is your own stream: open it with a ticket (or your token)"};
  target.user = *user;
  return target;
}

}  // namespace tori::server::web
