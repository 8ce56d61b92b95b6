// The text `help` sends back: the commands, and for a game its notation and handicaps.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/variant.h"

namespace tori::server {

std::string help_text(std::optional<VariantId> game, const std::vector<std::string>& subjects);

}  // namespace tori::server
