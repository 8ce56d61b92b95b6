// The computer's levels: each account's search limits (nodes, not time).
#include "server/computer/computer_levels.h"

namespace tori::server {

namespace {
constexpr std::string_view PREFIX = "computer";
}

std::string computer_userid(int level) { return std::string(PREFIX) + std::to_string(level); }

std::optional<ComputerLevel> computer_level(std::string_view userid) {
  if (!userid.starts_with(PREFIX)) return std::nullopt;
  for (const ComputerLevel& l : COMPUTER_LEVELS)
    if (userid == computer_userid(l.level)) return l;
  return std::nullopt;
}

}  // namespace tori::server
