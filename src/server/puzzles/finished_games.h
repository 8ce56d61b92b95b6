// The server's finished games as `tori puzzles mine --db` mines them: oldest first (variant, then
// number), so that a later run takes up the games finished since; each with its analysis's
// evaluations where one is done.
#pragma once

#include <vector>

#include "core/result.h"
#include "puzzles/mining.h"
#include "server/storage/storage.h"

namespace tori::server {

Result<std::vector<puzzles::PlayedGame>> finished_games_for_mining(Storage& storage);

}  // namespace tori::server
