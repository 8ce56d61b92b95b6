// Clock readings as text, for people: exact to the millisecond, so that a client can run its
// own display from them.
#include "server/commands/clock_text.h"

#include <fmt/format.h>

#include <ctime>
#include <iterator>

#include "server/service/game_service.h"

namespace tori::server {

namespace {

// "2026-11-24 15:10:00 UTC".
std::string utc_text(Millis ms) {
  std::time_t seconds = std::time_t(ms / MILLIS_PER_SECOND);
  std::tm parts{};
  gmtime_r(&seconds, &parts);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S UTC", &parts);
  return text;
}

std::string periods_text(int periods, Millis period) {
  return std::to_string(periods) + " x " + clock_time_text(period);
}

// One player's time at `now`: what is left and how it will run.
std::string side_text(const ClockState& state, Color side, Millis now) {
  const TimeControl& c = state.control;
  ClockReading r = GameClock(state).reading(side, now);
  if (r.flagged) return "out of time";
  switch (c.kind) {
    case TimeControl::Kind::UNTIMED:
      return "";
    case TimeControl::Kind::FISCHER:
      return clock_time_text(r.main) + " (+" + clock_time_text(c.increment) + " a move)";
    case TimeControl::Kind::CORRESPONDENCE:
      if (side != state.to_move) return std::to_string(c.days) + " days for the next move";
      return "moves by " + utc_text(r.move_deadline) + " (" +
             clock_time_text(r.move_deadline - now) + " left)";
    case TimeControl::Kind::BYOYOMI:
      if (r.in_byoyomi)
        return "byo-yomi: " + clock_time_text(r.period_left) + " left of this period, " +
               std::to_string(r.periods) + (r.periods == 1 ? " period" : " periods") +
               " left counting it";
      return clock_time_text(r.main) +
             (c.periods ? " + " + periods_text(r.periods, c.period) + " byo-yomi"
                        : ", then sudden death");
  }
  return "";
}

}  // namespace

std::string clock_time_text(Millis ms) {
  if (ms < 0) ms = 0;
  Millis seconds = ms / 1000, millis = ms % 1000;
  std::string out = seconds >= 3600 ? fmt::format("{}:{:02}:{:02}", seconds / 3600,
                                                  seconds / 60 % 60, seconds % 60)
                                    : fmt::format("{}:{:02}", seconds / 60, seconds % 60);
  if (millis) fmt::format_to(std::back_inserter(out), ".{:03}", millis);
  return out;
}

std::string clock_text(const GameRecord& g, Millis now) {
  if (!g.clock.control.timed()) return "";
  ClockState state = g.clock;
  state.to_move = side_to_move(g);
  std::string text = "Clock: " + state.control.describe() + "\n";
  // Before its first move the side to move has a grace time and its clock stands still
  // (first_move_due); a correspondence clock reads the same either way.
  auto due = first_move_due(g);
  bool clock_waits = due && state.control.kind != TimeControl::Kind::CORRESPONDENCE;
  for (Color c : {BLACK, WHITE}) {
    // A finished game's clocks stand still where they stopped (the turn in progress uncharged).
    bool running = g.active() && c == state.to_move && !clock_waits;
    bool lost_on_time =
        !g.active() && g.result.termination == Termination::TIME && c == state.to_move;
    std::string shown =
        lost_on_time ? "out of time" : side_text(state, c, running ? now : state.turn_started);
    if (clock_waits && c == state.to_move)
      shown +=
          "; first move due within " + clock_time_text(*due - now) + " (the clock starts with it)";
    text += "  " + seat_name(g, c) + ": " + shown + (running ? "  (running)" : "") + "\n";
  }
  return text;
}

}  // namespace tori::server
