// The API's objects as JSON (docs/api.md, "Objects"): games, summaries, seeks, users, time
// controls, and the reading of the request fields that name them.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "server/records/game_clock.h"
#include "server/records/lobby_records.h"
#include "server/records/records.h"
#include "server/service/live_game.h"
#include "server/web/api_reply.h"

namespace tori::server::web {

// "torishogi"/"yarishogi", also "tori"/"yari".
std::optional<VariantId> parse_variant_name(std::string_view name);

json result_json(const GameRecord& record);       // null while the game goes on
json time_control_json(const TimeControl& time);  // null when untimed
// A request's "time" field; null or absent is untimed.
ApiResult<TimeControl> parse_time_control(const json& time);

// The live clocks of a game at `now` (GameClock::reading for each side, as docs/api.md
// describes); null for an untimed game. Every game the API sends takes its "clocks" from here.
json clocks_json(const GameRecord& record, Millis now);

json chat_line_json(const ChatLine& line);
// Everything about a game: the record, its position now (`live`), its chat and spectators.
json game_json(const GameRecord& record, const LiveGame& live, const std::vector<ChatLine>& chat,
               int spectators, Millis now);
// The same without the moves and the chat (a stream's update, which sends only new moves).
json game_now_json(const GameRecord& record, const LiveGame& live, int spectators, Millis now);
// The move at `index` of the record (its ply is index + 1).
json move_json(const GameRecord& record, std::size_t index);
// The short form for lists (lobby, a user's games); no replay needed.
json game_summary_json(const GameRecord& record);
json seek_json(const Seek& seek);
json user_json(const User& user, const std::vector<Rating>& ratings);

}  // namespace tori::server::web
