// The time controls a challenge names, as the command language writes them:
//   -byoyomi=MAIN/PERIODSxPERIOD   main time, then that many periods of that length (10m/3x30s;
//                                  0/1x30s: byo-yomi only; 10m alone: sudden death after 10m)
//   -fischer=MAIN/INCREMENT        main time, and the increment added after every move (5m/5s)
//   -days=N                        correspondence: N days for every move
// A duration is 0, or whole hours, minutes and seconds in that order: 1h, 10m, 45s, 1h30m, 2m30s.
// These check the spelling only; TimeControl::problem() checks the bounds, in one place.
#pragma once

#include <string_view>

#include "server/records/game_clock.h"
#include "server/records/status.h"

namespace tori::server {

Result<Millis> parse_duration(std::string_view text);
Result<TimeControl> parse_byoyomi_spec(std::string_view text);
Result<TimeControl> parse_fischer_spec(std::string_view text);
Result<TimeControl> parse_days_spec(std::string_view text);

}  // namespace tori::server
