// "a swallow", "an eagle": the indefinite article for the piece names used in messages.
#pragma once

#include <string>
#include <string_view>

namespace tori {

inline std::string with_article(std::string_view noun) {
  bool vowel =
      !noun.empty() && std::string_view("aeiou").find(noun.front()) != std::string_view::npos;
  return std::string(vowel ? "an " : "a ") + std::string(noun);
}

}  // namespace tori
