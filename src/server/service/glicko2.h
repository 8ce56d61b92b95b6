// Glicko-2 (Glickman 2012), one rated game per rating period: the update after each game.
#pragma once

#include "server/records/records.h"

namespace tori::server {

// score: 1 win, 0.5 draw, 0 loss for `player` against `opponent` (both as before the game).
Rating glicko2_update(const Rating& player, const Rating& opponent, double score);

}  // namespace tori::server
