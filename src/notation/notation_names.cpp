// Names of the move notations as the command line and the server accept them.
#include <array>
#include <utility>

#include "notation/move_notation.h"

namespace tori {

namespace {

constexpr std::array<std::pair<MoveNotation, std::string_view>, 6> NAMES = {{
    {MoveNotation::USI, "usi"},
    {MoveNotation::UCI, "uci"},
    {MoveNotation::WESTERN, "western"},
    {MoveNotation::NUMERIC, "numeric"},
    {MoveNotation::JAPANESE, "japanese"},
    {MoveNotation::SERVER, "server"},
}};

}  // namespace

std::string_view notation_name(MoveNotation n) {
  for (auto [notation, name] : NAMES)
    if (notation == n) return name;
  return "?";
}

std::optional<MoveNotation> parse_notation_name(std::string_view name) {
  for (auto [notation, text] : NAMES)
    if (text == name) return notation;
  if (name == "hodges") return MoveNotation::WESTERN;
  if (name == "pychess") return MoveNotation::NUMERIC;
  if (name == "kif") return MoveNotation::JAPANESE;
  return std::nullopt;
}

}  // namespace tori
