// Clock arithmetic for the match: what each `go` says and when an engine has overstepped.
#include "match/time_control.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace tori::match {

namespace {

// Seconds as written on the command line ("10", "0.1") to milliseconds.
std::optional<int64_t> seconds_to_ms(std::string_view text) {
  double seconds = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seconds);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return {};
  if (!(seconds >= 0) || seconds > 1e7) return {};
  return int64_t(std::llround(seconds * 1000));
}

// "BASE+SECOND" with SECOND optional; `what` names the second part in errors.
Result<std::pair<int64_t, int64_t>> parse_pair(std::string_view text, const char* what) {
  std::size_t plus = text.find('+');
  auto base = seconds_to_ms(text.substr(0, plus));
  if (!base)
    return make_error("expected BASE+" + std::string(what) + " in seconds, not '" +
                      std::string(text) + "'");
  int64_t second = 0;
  if (plus != std::string_view::npos) {
    auto parsed = seconds_to_ms(text.substr(plus + 1));
    if (!parsed)
      return make_error("unreadable " + std::string(what) + " in '" + std::string(text) + "'");
    second = *parsed;
  }
  return std::pair{*base, second};
}

std::string seconds_text(int64_t ms) { return fmt::format("{:g}", double(ms) / 1000); }

}  // namespace

std::string MatchTimeControl::describe() const {
  switch (kind) {
    case Kind::FISCHER:
      return seconds_text(base_ms) + "+" + seconds_text(increment_ms);
    case Kind::BYOYOMI:
      return "byoyomi " + seconds_text(base_ms) + "+" + seconds_text(byoyomi_ms);
    case Kind::NODES:
      return "nodes " + std::to_string(nodes);
    case Kind::DEPTH:
      return "depth " + std::to_string(depth);
  }
  return "";
}

Result<MatchTimeControl> parse_fischer(std::string_view text) {
  auto pair = parse_pair(text, "INC");
  if (!pair) return pair.error();
  if (pair->first == 0 && pair->second == 0) return make_error("the clock needs some time");
  MatchTimeControl tc;
  tc.kind = MatchTimeControl::Kind::FISCHER;
  tc.base_ms = pair->first;
  tc.increment_ms = pair->second;
  return tc;
}

Result<MatchTimeControl> parse_byoyomi(std::string_view text) {
  auto pair = parse_pair(text, "PERIOD");
  if (!pair) return pair.error();
  if (pair->second == 0) return make_error("byo-yomi needs a period above 0");
  MatchTimeControl tc;
  tc.kind = MatchTimeControl::Kind::BYOYOMI;
  tc.base_ms = pair->first;
  tc.increment_ms = 0;
  tc.byoyomi_ms = pair->second;
  return tc;
}

MatchClock::MatchClock(const MatchTimeControl& tc, int64_t margin_ms, int64_t unclocked_limit_ms)
    : tc_(tc),
      margin_ms_(margin_ms),
      unclocked_limit_ms_(unclocked_limit_ms),
      remaining_{tc.base_ms, tc.base_ms} {}

MoveBudget MatchClock::budget(Color mover) const {
  MoveBudget b;
  if (!tc_.clocked()) {
    b.nodes = tc_.kind == MatchTimeControl::Kind::NODES ? tc_.nodes : 0;
    b.depth = tc_.kind == MatchTimeControl::Kind::DEPTH ? tc_.depth : 0;
    b.allowed_ms = unclocked_limit_ms_;
    return b;
  }
  for (Color c : {BLACK, WHITE}) {
    b.remaining_ms[c] = remaining_[c];
    b.increment_ms[c] = tc_.increment_ms;
  }
  b.byoyomi_ms = tc_.byoyomi_ms;
  b.allowed_ms = remaining_[mover] + tc_.byoyomi_ms + margin_ms_;
  return b;
}

bool MatchClock::charge(Color mover, int64_t elapsed_ms) {
  if (!tc_.clocked()) return elapsed_ms <= unclocked_limit_ms_;
  if (elapsed_ms > budget(mover).allowed_ms) return false;
  // Byo-yomi time is not banked: whatever the period did not use is gone.
  remaining_[mover] = std::max<int64_t>(0, remaining_[mover] - elapsed_ms) + tc_.increment_ms;
  return true;
}

}  // namespace tori::match
