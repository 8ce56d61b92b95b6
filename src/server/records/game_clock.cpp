// Running a game's clocks: time spent, periods used, increments, deadlines, the flag.
#include "server/records/game_clock.h"

#include <algorithm>

namespace tori::server {

namespace {

std::string duration_text(Millis ms) {
  if (ms % 3'600'000 == 0 && ms) return std::to_string(ms / 3'600'000) + "h";
  if (ms % 60'000 == 0 && ms) return std::to_string(ms / 60'000) + "m";
  if (ms % 1000 == 0) return std::to_string(ms / 1000) + "s";
  return std::to_string(ms) + "ms";
}

}  // namespace

// Generous bounds that keep every sum of them far inside 64 bits and every game finite.
constexpr Millis MOST_MAIN = 100 * 3'600'000;  // 100 hours
constexpr Millis MOST_PERIOD = 24 * 3'600'000;
constexpr int MOST_PERIODS = 100;
constexpr Millis MOST_INCREMENT = 3'600'000;
constexpr int MOST_DAYS = 365;

std::optional<std::string> TimeControl::problem() const {
  switch (kind) {
    case Kind::UNTIMED:
      return std::nullopt;
    case Kind::BYOYOMI:
      if (main < 0 || main > MOST_MAIN) return "the main time is 0 to 100h";
      if (periods < 0 || periods > MOST_PERIODS) return "byo-yomi has 0 to 100 periods";
      if (periods > 0 && (period <= 0 || period > MOST_PERIOD))
        return "a byo-yomi period lasts 1ms to 24h";
      if (main == 0 && periods == 0) return "a game needs some time: main time or periods";
      return std::nullopt;
    case Kind::FISCHER:
      if (main <= 0 || main > MOST_MAIN) return "the main time is more than 0, at most 100h";
      if (increment < 0 || increment > MOST_INCREMENT) return "the increment is 0 to 1h";
      return std::nullopt;
    case Kind::CORRESPONDENCE:
      if (days < 1 || days > MOST_DAYS) return "correspondence allows 1 to 365 days a move";
      return std::nullopt;
  }
  return "unknown kind of time control";
}

std::string TimeControl::describe() const {
  switch (kind) {
    case Kind::UNTIMED:
      return "no time limit";
    case Kind::BYOYOMI:
      return duration_text(main) + " + " + std::to_string(periods) + " x " + duration_text(period) +
             " byo-yomi";
    case Kind::FISCHER:
      return duration_text(main) + " + " + duration_text(increment) + " per move";
    case Kind::CORRESPONDENCE:
      return std::to_string(days) + (days == 1 ? " day" : " days") + " a move";
  }
  return "";
}

GameClock::GameClock(const TimeControl& control, Color first, Millis now) {
  state_.control = control;
  state_.side.fill(SideTime{control.main, control.periods});
  state_.to_move = first;
  state_.turn_started = now;
}

std::optional<Millis> GameClock::flag_at() const {
  const TimeControl& c = state_.control;
  const SideTime& t = state_.side[state_.to_move];
  switch (c.kind) {
    case TimeControl::Kind::UNTIMED:
      return std::nullopt;
    case TimeControl::Kind::BYOYOMI:
      return state_.turn_started + t.main + Millis(t.periods) * c.period;
    case TimeControl::Kind::FISCHER:
      return state_.turn_started + t.main;
    case TimeControl::Kind::CORRESPONDENCE:
      return state_.turn_started + Millis(c.days) * MILLIS_PER_DAY;
  }
  return std::nullopt;
}

// The flag falls at flag_at exactly: a move that arrives at that millisecond is too late.
bool GameClock::flagged(Millis now) const {
  auto at = flag_at();
  return at && now >= *at;
}

bool GameClock::record_move(Millis now) {
  if (flagged(now)) return false;
  const TimeControl& c = state_.control;
  SideTime& t = state_.side[state_.to_move];
  const Millis used = std::max<Millis>(0, now - state_.turn_started);
  if (c.kind == TimeControl::Kind::BYOYOMI) {
    if (used <= t.main) {
      t.main -= used;
    } else {
      // Periods used up in full are gone; the one the move was made in is kept, fresh.
      t.periods -= int((used - t.main) / c.period);
      t.main = 0;
    }
  } else if (c.kind == TimeControl::Kind::FISCHER) {
    t.main = t.main - used + c.increment;
  }
  state_.to_move = ~state_.to_move;
  state_.turn_started = now;
  return true;
}

ClockReading GameClock::reading(Color side, Millis now) const {
  const TimeControl& c = state_.control;
  const SideTime& t = state_.side[side];
  ClockReading r{t.main, t.periods, c.period, 0, false, false};
  const bool running = side == state_.to_move && c.kind != TimeControl::Kind::UNTIMED;
  const Millis used = running ? std::max<Millis>(0, now - state_.turn_started) : 0;
  switch (c.kind) {
    case TimeControl::Kind::UNTIMED:
      break;
    case TimeControl::Kind::CORRESPONDENCE:
      r.move_deadline = state_.turn_started + Millis(c.days) * MILLIS_PER_DAY;
      r.flagged = running && now >= r.move_deadline;
      break;
    case TimeControl::Kind::FISCHER:
      r.main = std::max<Millis>(0, t.main - used);
      r.flagged = running && used >= t.main;
      break;
    case TimeControl::Kind::BYOYOMI:
      if (used < t.main) {
        r.main = t.main - used;
      } else {
        const Millis over = used - t.main;
        r.main = 0;
        r.in_byoyomi = true;
        // No period length means sudden death once the main time is gone.
        r.periods = c.period > 0 ? std::max(0, t.periods - int(over / c.period)) : 0;
        r.period_left = r.periods ? c.period - over % c.period : 0;
        r.flagged = r.periods == 0;
      }
      break;
  }
  return r;
}

}  // namespace tori::server
