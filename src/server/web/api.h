// The JSON API of docs/api.md as plain calls: a request (method, path, query, body, token) in,
// a reply (status, JSON) out. The HTTP session feeds it; nothing here knows sockets or Beast.
// Handlers live by subject: account_api.cpp, lobby_api.cpp, game_api.cpp, analysis_api.cpp,
// puzzle_api.cpp, user_api.cpp.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "server/analysis/analysis_jobs.h"
#include "server/net/edge_guards.h"
#include "server/net/password_step.h"
#include "server/puzzles/puzzle_service.h"
#include "server/service/game_service.h"
#include "server/web/access_tokens.h"
#include "server/web/api_reply.h"
#include "server/web/game_actions.h"
#include "server/web/stream_hub.h"
#include "server/web/web_options.h"

namespace tori::server::web {

struct ApiRequest {
  std::string method;                        // "GET", "POST", "DELETE", ...
  std::string path;                          // without the query, as sent (percent-encoded)
  std::map<std::string, std::string> query;  // decoded
  std::string body;
  std::string token;    // from "Authorization: Bearer"; empty without one
  std::string address;  // the client's, for the login throttle and the rate limits
  // A signup's password hashed already (off the service thread: see Api::password_step).
  std::optional<std::string> password_hash;
};

// A WebSocket stream asked for: the lobby's or a game's, and the token's user, if any.
struct StreamTarget {
  // A game's stream, the lobby's, or the logged-in user's own (their games and challenges).
  enum class Kind { GAME, LOBBY, MINE } kind = Kind::GAME;
  GameKey key;
  std::optional<std::string> user;
  // The hash of the token it was opened with (or that its ticket was issued for): checked again
  // while the stream lives.
  std::string token_hash;
  std::array<std::string, COLOR_NB> players;  // of the game

  // A watcher who is not one of the game's players.
  bool spectator() const { return !user || (*user != players[BLACK] && *user != players[WHITE]); }
};

class Api {
 public:
  Api(GameService& service, Storage& storage, const Clock& clock, StreamHub& hub,
      net::EdgeGuards& guards, const WebOptions& options);

  // Answers a request: at once for most, after its batch has committed for a game action
  // (GameActions::submit, the same path as the game stream's), so `answered` may run later, on
  // this thread.
  using Answered = std::function<void(ApiReply)>;
  void handle(const ApiRequest& request, Answered answered);
  // The Argon2id work a signup or login needs before `handle` can answer it without hashing
  // (account_api.cpp), or a refusal (too many signups from the address); nothing for every other
  // request. `password_done` takes the work's outcome back.
  std::optional<ApiResult<net::PasswordStep>> password_step(const ApiRequest& request);
  void password_done(const net::PasswordStep& step, const net::PasswordStep::Outcome& outcome,
                     ApiRequest& request);

  // The user a stream's token names; nothing without a token; 401 for a token that names none.
  ApiResult<std::optional<std::string>> stream_user(const std::string& token);
  // The same for a token known by its hash (an open stream's, see StreamTarget).
  ApiResult<std::optional<std::string>> stream_user_of_hash(const std::string& token_hash);
  uint64_t token_deletions() const { return storage_.token_deletions(); }
  // An upgrade's path and its token or stream ticket (at most one of them), checked
  // (stream_api.cpp).
  ApiResult<StreamTarget> open_stream(const std::string& path, const std::string& token,
                                      const std::string& ticket = "");
  GameActions& actions() { return actions_; }
  AnalysisJobs& analysis() { return analysis_; }
  StreamHub& hub() { return hub_; }
  ApiResult<json> lobby_snapshot();
  // The first message of a user's own stream: their active games, challenges to them included.
  ApiResult<json> my_games_snapshot(const std::string& user);

 private:
  using Params = std::vector<std::string>;  // the path's variable segments, in order
  using Handler = ApiReply (Api::*)(const ApiRequest&, const Params&);
  using LaterHandler = void (Api::*)(const ApiRequest&, const Params&, Answered);
  struct Route {
    std::vector<std::string> pattern;  // "*" matches any one segment
    std::string method;
    Handler handler;
    LaterHandler later = nullptr;  // instead of `handler`: one answered after a commit
  };
  static const std::vector<Route>& routes();

  ApiResult<json> body_object(const ApiRequest& request);
  std::optional<ApiResult<net::PasswordStep>> new_password_step(
      const ApiRequest& request, const std::vector<std::string>& segments);
  ApiResult<std::string> authenticated(const ApiRequest& request);
  ApiResult<GameKey> game_key(const std::string& variant, const std::string& number);
  ApiResult<json> user_with_ratings(const std::string& id);
  // A token's user as tokens_ found it, refused if it names none or one signed off; a user
  // found is noted as seen (players_api.cpp).
  ApiResult<std::optional<std::string>> live_user(const Result<std::optional<std::string>>& found);
  // Writes users.last_seen, at most once a minute per user on this instance.
  void note_seen(const std::string& user);
  // Users with their games' ratings, for the lists of players.
  ApiResult<json> users_json(const std::vector<User>& users);

  // account_api.cpp
  ApiReply signup(const ApiRequest& request, const Params& params);
  ApiReply login(const ApiRequest& request, const Params& params);
  ApiReply logout(const ApiRequest& request, const Params& params);
  ApiReply me(const ApiRequest& request, const Params& params);
  // stream_api.cpp
  ApiReply stream_ticket(const ApiRequest& request, const Params& params);
  // settings_api.cpp
  ApiReply get_settings(const ApiRequest& request, const Params& params);
  ApiReply put_settings(const ApiRequest& request, const Params& params);
  // password_api.cpp
  ApiReply change_my_password(const ApiRequest& request, const Params& params);
  ApiReply request_password_reset(const ApiRequest& request, const Params& params);
  ApiReply reset_password(const ApiRequest& request, const Params& params);
  // players_api.cpp
  ApiReply search_users(const ApiRequest& request, const Params& params);
  ApiReply online_users(const ApiRequest& request, const Params& params);
  // lobby_api.cpp
  ApiReply lobby(const ApiRequest& request, const Params& params);
  ApiReply create_seek(const ApiRequest& request, const Params& params);
  ApiReply cancel_seek(const ApiRequest& request, const Params& params);
  ApiReply accept_seek(const ApiRequest& request, const Params& params);
  // game_api.cpp
  ApiReply create_game(const ApiRequest& request, const Params& params);
  ApiReply get_game(const ApiRequest& request, const Params& params);
  void game_action(const ApiRequest& request, const Params& params, Answered answered);
  ApiReply game_record(const ApiRequest& request, const Params& params);
  ApiReply game_chat(const ApiRequest& request, const Params& params);
  ApiReply needs_upgrade(const ApiRequest& request, const Params& params);
  // analysis_api.cpp
  ApiReply request_analysis(const ApiRequest& request, const Params& params);
  ApiReply get_analysis(const ApiRequest& request, const Params& params);
  ApiReply lease_analysis(const ApiRequest& request, const Params& params);
  ApiReply submit_analysis(const ApiRequest& request, const Params& params);
  std::optional<ApiError> refuse_worker(const ApiRequest& request);
  // puzzle_api.cpp
  ApiReply next_puzzle(const ApiRequest& request, const Params& params);
  ApiReply daily_puzzle(const ApiRequest& request, const Params& params);
  ApiReply puzzle_themes(const ApiRequest& request, const Params& params);
  ApiReply get_puzzle(const ApiRequest& request, const Params& params);
  ApiReply attempt_puzzle(const ApiRequest& request, const Params& params);
  ApiReply puzzle_history(const ApiRequest& request, const Params& params);
  // user_api.cpp
  ApiReply user(const ApiRequest& request, const Params& params);
  ApiReply user_games(const ApiRequest& request, const Params& params);
  ApiReply user_rating_history(const ApiRequest& request, const Params& params);

  GameService& service_;
  Storage& storage_;
  const Clock& clock_;
  StreamHub& hub_;
  net::EdgeGuards& guards_;
  const WebOptions& options_;
  AccessTokens tokens_;
  std::map<std::string, Seconds> seen_written_;  // note_seen: when this instance last wrote it
  GameActions actions_;
  AnalysisJobs analysis_;
  PuzzleService puzzles_;
};

// A number from the query (`?limit=20`): `otherwise` when it is not there, 400 when it is not a
// whole number from `least` to `most`.
ApiResult<int> query_number(const ApiRequest& request, const std::string& name, int otherwise,
                            int least, int most);

// The game challenge options a request asks for: handicap and time control (see game_api.cpp).
struct GameTerms {
  std::string handicap;
  TimeControl time;
  bool first = true;
  bool rated = true;  // asked for; a handicap game is unrated whatever this says
};
ApiResult<GameTerms> read_game_terms(VariantId variant, const json& body);
// The service's options for a challenge on these terms (the time control kept by the server).
ChallengeOptions challenge_options(const GameTerms& terms);

// 400 weak_password when the password policy refuses `password` as a new password
// (account_api.cpp).
std::optional<ApiError> weak_password(std::string_view password);

}  // namespace tori::server::web
