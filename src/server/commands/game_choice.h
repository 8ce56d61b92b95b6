// Which game a logged-in player means by a line without the game word (docs/server.md,
// "Commands without the game word"): the parser's GameChooser for a line session. It only reads.
#pragma once

#include <optional>
#include <string>

#include "core/result.h"
#include "core/variant.h"
#include "server/service/game_service.h"

namespace tori::server {

// For a game number: the game of that number the player plays in now, else one they played,
// else anyone's; when both games have one that fits as well, neither. Without a number: the
// game the player has games in play of, else the one they have played at all. Errors: NOT_FOUND
// when neither game has that number; INVALID when it stays a choice (the message says why).
Result<VariantId> game_meant(GameService& service, const std::string& user,
                             std::optional<int> board);

}  // namespace tori::server
