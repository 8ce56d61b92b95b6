// The start position a challenge's `-handicap=` option asks for: a RULES.md name ("f+lq",
// "2p") or White's pieces to remove by square ("1a,4b"). White, the giver, moves first.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "core/variant.h"

namespace tori::server {

Result<std::string> handicap_start_sfen(VariantId variant, std::string_view handicap);
std::string even_start_sfen(VariantId variant);

}  // namespace tori::server
