// The computer's strength levels: one account per level (computer1 weakest .. computer5 full
// strength), so a player chooses a level by whom they challenge, as with any opponent. Strength
// is bounded by nodes rather than time: a level plays the same on a busy server as on an idle one,
// and the slowest level answers within about a second on one core.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tori::server {

struct ComputerLevel {
  int level;
  int skill;       // engine::Options::skill, 0..20
  uint64_t nodes;  // search budget per move
  const char* description;
};

inline constexpr std::array<ComputerLevel, 5> COMPUTER_LEVELS{{
    {1, 2, 2'000, "beginner: sees captures, blunders often"},
    {2, 7, 10'000, "casual: a few moves deep, misjudges positions"},
    {3, 12, 40'000, "club player"},
    {4, 17, 150'000, "strong: rarely blunders"},
    {5, 20, 600'000, "full strength at about half a second a move"},
}};

std::string computer_userid(int level);                                // "computer3"
std::optional<ComputerLevel> computer_level(std::string_view userid);  // of such a userid

}  // namespace tori::server
