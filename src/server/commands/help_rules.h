// `help rules`: the rules of a game in a page a player reads before their first game
// (docs/rules.md has them in full, with the sources).
#pragma once

#include <string>

#include "core/variant.h"

namespace tori::server {

std::string rules_help(VariantId game);

}  // namespace tori::server
