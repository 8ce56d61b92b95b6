// The small text helpers every layer shares: trimming, ASCII lower case and splitting into
// words. ASCII only and locale-free, so they behave the same in every program and the browser.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tori {

// ASCII white space: space, tab, line feed, vertical tab, form feed and carriage return (what
// std::isspace accepts in the "C" locale).
constexpr bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

constexpr char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }

// Whether a and b are equal but for the case of ASCII letters.
bool equals_ignoring_case(std::string_view a, std::string_view b);

// `s` without the ASCII white space at either end.
std::string_view trim(std::string_view s);

// `s` with the ASCII capitals A-Z made small; every other byte (UTF-8 included) is kept.
std::string ascii_lower(std::string_view s);

// The words of `s`: its runs of bytes other than ASCII white space, in order. The views point
// into `s`.
std::vector<std::string_view> split_words(std::string_view s);

// A decimal number of 1 to 9 digits (so it fits an int) and nothing else: no sign, no space.
std::optional<int> read_decimal(std::string_view s);

}  // namespace tori
