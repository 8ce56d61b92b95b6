// The game clock as the game mail shows it: each player's exact remaining time at the moment
// the mail is written (main time, byo-yomi periods, the running period, or the move deadline).
#pragma once

#include <string>

#include "server/records/records.h"

namespace tori::server {

// "1:05:00", "9:41.250", "0:30": hours only when there are some, milliseconds only when not 0.
std::string clock_time_text(Millis ms);
// Lines under the game's status ("Clock: 10m + 3 x 30s byo-yomi" and one per player); empty for
// an untimed game. `now` is when the mail is written.
std::string clock_text(const GameRecord& game, Millis now);

}  // namespace tori::server
