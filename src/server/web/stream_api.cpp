// Which stream an upgrade asks for, and who opens it: checked before the upgrade, so that a bad
// token or an unknown game is an ordinary HTTP error.
#include "server/web/api.h"
#include "server/web/request_target.h"

namespace tori::server::web {

ApiResult<StreamTarget> Api::open_stream(const std::string& path, const std::string& token) {
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
  auto user = stream_user(token);
  if (!user) return user.error();
  if (target.kind == StreamTarget::Kind::MINE && !*user)
    return ApiError{401, "unauthorized", "/api/me/ws is your own stream: open it with your token"};
  target.user = *user;
  target.token = token;
  return target;
}

}  // namespace tori::server::web
