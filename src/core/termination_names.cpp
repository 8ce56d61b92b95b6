#include "core/termination_names.h"

#include <array>
#include <utility>

namespace tori {

namespace {

constexpr std::array<std::pair<Termination, std::string_view>, 10> TERMINATION_NAMES = {{
    {Termination::NONE, "none"},
    {Termination::CHECKMATE, "checkmate"},
    {Termination::STALEMATE, "stalemate"},
    {Termination::REPETITION, "repetition"},
    {Termination::PERPETUAL_CHECK, "perpetual_check"},
    {Termination::MUTUAL_PERPETUAL_CHECK, "mutual_perpetual_check"},
    {Termination::IMPASSE, "impasse"},
    {Termination::RESIGNATION, "resignation"},
    {Termination::TIME, "time"},
    {Termination::AGREEMENT, "agreement"},
}};

}  // namespace

std::string_view termination_name(Termination t) {
  for (auto [termination, name] : TERMINATION_NAMES)
    if (termination == t) return name;
  return "none";
}

std::optional<Termination> parse_termination_name(std::string_view name) {
  for (auto [termination, word] : TERMINATION_NAMES)
    if (word == name) return termination;
  return std::nullopt;
}

}  // namespace tori
