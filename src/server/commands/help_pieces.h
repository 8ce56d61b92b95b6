// `help pieces`: each piece of a game with the codes the boards and moves write for it, its kanji
// and how it moves.
#pragma once

#include <string>

#include "core/variant.h"

namespace tori::server {

std::string pieces_help(VariantId game);

}  // namespace tori::server
