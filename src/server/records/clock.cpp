// The real clock and the clock read from a file (tests move time by writing it).
#include "server/records/clock.h"

#include <charconv>
#include <fstream>
#include <iterator>
#include <optional>

namespace tori::server {

namespace {

// "1700000000" or "1700000000.25" (at most three decimals) as milliseconds; nothing if the text
// is anything else.
std::optional<Millis> parse_millis(std::string_view text) {
  std::size_t dot = text.find('.');
  std::string_view whole = text.substr(0, dot);
  std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
  if (whole.empty() || fraction.size() > 3 || (dot != std::string_view::npos && fraction.empty()))
    return std::nullopt;
  Seconds seconds = 0;
  auto [rest, error] = std::from_chars(whole.data(), whole.data() + whole.size(), seconds);
  if (error != std::errc() || rest != whole.data() + whole.size()) return std::nullopt;
  constexpr Seconds LIMIT = 9'000'000'000'000'000;  // so that the milliseconds fit in 64 bits
  if (seconds > LIMIT || seconds < -LIMIT) return std::nullopt;
  Millis millis = 0;
  for (std::size_t i = 0; i < 3; ++i) {
    char digit = i < fraction.size() ? fraction[i] : '0';
    if (digit < '0' || digit > '9') return std::nullopt;
    millis = millis * 10 + (digit - '0');
  }
  return seconds * MILLIS_PER_SECOND + (whole.starts_with('-') ? -millis : millis);
}

}  // namespace

Millis FileClock::now_millis() const {
  std::ifstream in(path_);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t end = text.find_last_not_of(" \t\r\n");
  if (end == std::string::npos) return fallback_.now_millis();
  return parse_millis(std::string_view(text).substr(0, end + 1)).value_or(fallback_.now_millis());
}

Seconds FileClock::now() const {
  Millis ms = now_millis();
  return ms >= 0 ? ms / MILLIS_PER_SECOND : -((-ms + MILLIS_PER_SECOND - 1) / MILLIS_PER_SECOND);
}

}  // namespace tori::server
