// Reading -byoyomi=, -fischer= and -days=; each error names what is wrong and shows the form.
#include "server/commands/time_spec.h"

#include <string>

namespace tori::server {

namespace {

constexpr std::size_t MOST_DIGITS = 6;  // enough for any bound, far from overflowing

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Digits at the front of `text`, taken off it; nothing if there are none or too many.
std::optional<int64_t> take_number(std::string_view& text) {
  std::size_t n = 0;
  while (n < text.size() && is_digit(text[n])) ++n;
  if (n == 0 || n > MOST_DIGITS) return std::nullopt;
  int64_t value = 0;
  for (std::size_t i = 0; i < n; ++i) value = value * 10 + (text[i] - '0');
  text.remove_prefix(n);
  return value;
}

Error bad(std::string_view option, std::string_view text, const std::string& why,
          std::string_view example) {
  return make_error("-" + std::string(option) + "=" + std::string(text) + ": " + why +
                    " (write it as " + std::string(example) + ")");
}

}  // namespace

Result<Millis> parse_duration(std::string_view text) {
  const std::string shown(text);
  if (text == "0") return Millis(0);
  if (text.empty()) return make_error("a duration is missing");
  constexpr std::string_view UNITS = "hms";
  constexpr Millis UNIT_MILLIS[] = {3'600'000, 60'000, 1000};
  Millis total = 0;
  std::size_t next_unit = 0;  // units come in the order h, m, s, each once
  while (!text.empty()) {
    auto number = take_number(text);
    if (!number)
      return make_error("'" + shown + "' is not a duration: expected a number of at most " +
                        std::to_string(MOST_DIGITS) + " digits");
    if (text.empty())
      return make_error("'" + shown + "' needs a unit after " + std::to_string(*number) +
                        ": h, m or s");
    std::size_t unit = UNITS.find(text.front());
    if (unit == std::string_view::npos || unit < next_unit)
      return make_error("'" + shown + "' is not a duration: units are h, m, s, in that order");
    text.remove_prefix(1);
    total += *number * UNIT_MILLIS[unit];
    next_unit = unit + 1;
  }
  return total;
}

Result<TimeControl> parse_byoyomi_spec(std::string_view text) {
  constexpr std::string_view FORM = "main/periodsxperiod, e.g. 10m/3x30s, 0/1x30s or 10m";
  std::size_t slash = text.find('/');
  auto main = parse_duration(text.substr(0, slash));
  if (!main) return bad("byoyomi", text, "main time: " + main.error().message, FORM);
  if (slash == std::string_view::npos) return TimeControl::byoyomi(*main, 0, 0);
  std::string_view rest = text.substr(slash + 1);
  std::size_t x = rest.find_first_of("xX");
  if (x == std::string_view::npos)
    return bad("byoyomi", text, "the periods are missing after '/'", FORM);
  std::string_view count = rest.substr(0, x);
  if (count.empty())
    return bad("byoyomi", text, "the number of periods is missing before 'x'", FORM);
  auto periods = take_number(count);
  if (!periods || !count.empty())
    return bad("byoyomi", text,
               "'" + std::string(rest.substr(0, x)) + "' is not a number of periods", FORM);
  auto period = parse_duration(rest.substr(x + 1));
  if (!period) return bad("byoyomi", text, "period: " + period.error().message, FORM);
  return TimeControl::byoyomi(*main, int(*periods), *period);
}

Result<TimeControl> parse_fischer_spec(std::string_view text) {
  constexpr std::string_view FORM = "main/increment, e.g. 5m/5s";
  std::size_t slash = text.find('/');
  if (slash == std::string_view::npos)
    return bad("fischer", text, "the increment is missing after a '/'", FORM);
  auto main = parse_duration(text.substr(0, slash));
  if (!main) return bad("fischer", text, "main time: " + main.error().message, FORM);
  auto increment = parse_duration(text.substr(slash + 1));
  if (!increment) return bad("fischer", text, "increment: " + increment.error().message, FORM);
  return TimeControl::fischer(*main, *increment);
}

Result<TimeControl> parse_days_spec(std::string_view text) {
  std::string_view rest = text;
  auto days = take_number(rest);
  if (!days || !rest.empty())
    return bad("days", text, "expected a whole number of days for every move", "e.g. 3");
  return TimeControl::correspondence(int(*days));
}

}  // namespace tori::server
