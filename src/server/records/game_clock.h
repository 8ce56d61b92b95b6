// A live game's clocks, kept by the server: byo-yomi, Fischer increment and correspondence.
// Pure arithmetic on timestamps the caller passes in (milliseconds since the epoch), so the
// same state gives the same answer on any server instance, after any restart or reconnection,
// and tests move time by hand. The state is plain data for storage; nothing lives only here.
//
// Byo-yomi, as Japanese professional rules and the shogi servers count it: a player spends main
// time first; after it, every move must be made within one period. A move made inside a period
// keeps every period that is left, and the next move starts a fresh one; a period used up in
// full is gone, and the next one starts at once. The player loses the instant the last period
// runs out: at turn start + main time left + periods left x period length.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "core/types.h"
#include "server/records/clock.h"

namespace tori::server {

struct TimeControl {
  enum class Kind : uint8_t { UNTIMED, BYOYOMI, FISCHER, CORRESPONDENCE };
  Kind kind = Kind::UNTIMED;
  Millis main = 0;       // BYOYOMI and FISCHER: each player's main time
  Millis period = 0;     // BYOYOMI: the length of one period
  int periods = 0;       // BYOYOMI: how many (0: sudden death after the main time)
  Millis increment = 0;  // FISCHER: added after each move made in time
  int days = 0;          // CORRESPONDENCE: days for every move

  // Inline (not in game_clock.cpp) so that the command parser, which links without the
  // service, can build one.
  static TimeControl byoyomi(Millis main, int periods, Millis period) {
    return {Kind::BYOYOMI, main, period, periods, 0, 0};
  }
  static TimeControl fischer(Millis main, Millis increment) {
    return {Kind::FISCHER, main, 0, 0, increment, 0};
  }
  static TimeControl correspondence(int days) { return {Kind::CORRESPONDENCE, 0, 0, 0, 0, days}; }

  bool timed() const { return kind != Kind::UNTIMED; }
  std::string describe() const;  // "10m + 3 x 30s byo-yomi", "5m + 5s per move", "3 days a move"
  // Why a game cannot be played with this control (a bound passed, a byo-yomi without a period
  // length), or nothing when it can: the one place the limits are checked.
  std::optional<std::string> problem() const;
  bool operator==(const TimeControl&) const = default;
};

// One player's time, as it stood when their turn began (or when they last moved).
struct SideTime {
  Millis main = 0;
  int periods = 0;
  bool operator==(const SideTime&) const = default;
};

// What a clock shows at a given moment, for one player.
struct ClockReading {
  Millis main = 0;           // main time left
  int periods = 0;           // byo-yomi periods left, counting the one running
  Millis period_left = 0;    // of the running period (or of the next one, when not in byo-yomi)
  Millis move_deadline = 0;  // correspondence: when the move is due; 0 otherwise
  bool in_byoyomi = false;
  bool flagged = false;  // out of time
};

struct ClockState {
  TimeControl control;
  std::array<SideTime, 2> side;  // indexed by Color
  Color to_move = BLACK;
  Millis turn_started = 0;  // when the side to move got the move
  bool operator==(const ClockState&) const = default;
};

class GameClock {
 public:
  // Both players' full time; the first player's clock runs from `now`.
  GameClock(const TimeControl& control, Color first, Millis now);
  explicit GameClock(const ClockState& state) : state_(state) {}

  const ClockState& state() const { return state_; }
  bool timed() const { return state_.control.kind != TimeControl::Kind::UNTIMED; }

  // When the side to move loses on time if it has not moved; nothing when untimed.
  std::optional<Millis> flag_at() const;
  bool flagged(Millis now) const;

  // The side to move moved at `now`: charges the time, resets the period or adds the increment,
  // and starts the opponent's clock. Refused (nothing changes) if the time had already run out:
  // the caller ends the game on time instead.
  bool record_move(Millis now);

  ClockReading reading(Color side, Millis now) const;

 private:
  ClockState state_;
};

}  // namespace tori::server
