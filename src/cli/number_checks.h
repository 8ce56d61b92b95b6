// Checks for numeric options, with messages a person can read. CLI11 reads "-5" into an
// unsigned option as a huge number, and its PositiveNumber check names a range that ends at
// 1.8e308 written out in full; these parse the text as a signed number and name plain bounds.
#pragma once

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

namespace tori::cli {

// A whole number no smaller than `low`.
inline CLI::Validator whole_number_at_least(std::int64_t low) {
  return CLI::Validator(
      [low](std::string& text) -> std::string {
        std::int64_t value = 0;
        if (!CLI::detail::lexical_cast(text, value))
          return fmt::format("'{}' is not a whole number", text);
        if (value < low) return fmt::format("{} is below {}", text, low);
        return {};
      },
      fmt::format("INT>={}", low));
}

// A number larger than zero (`or_zero`: or zero itself).
inline CLI::Validator number_above_zero(bool or_zero = false) {
  return CLI::Validator(
      [or_zero](std::string& text) -> std::string {
        double value = 0;
        if (!CLI::detail::lexical_cast(text, value))
          return fmt::format("'{}' is not a number", text);
        if (or_zero ? !(value >= 0) : !(value > 0))
          return fmt::format("{} must be {}", text, or_zero ? "0 or more" : "more than 0");
        return {};
      },
      or_zero ? "NUMBER>=0" : "NUMBER>0");
}

}  // namespace tori::cli
