// How a game ended, in words: as the server stores it, as its API and the browser's rules say it
// ("checkmate", "perpetual_check", ...; "none" while the game goes on). One table for all.
#pragma once

#include <optional>
#include <string_view>

#include "core/game.h"

namespace tori {

std::string_view termination_name(Termination t);
std::optional<Termination> parse_termination_name(std::string_view name);

}  // namespace tori
