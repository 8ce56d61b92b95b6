// The games table's columns (sql_game_columns.h).
#include "server/storage/sql_game_columns.h"

#include "server/storage/record_codes.h"

namespace tori::server {

namespace {

// When the side to move loses on time (or an untimed challenge expires), as stored in flag_at:
// 0 for never, and for a game over.
Millis stored_flag_at(const GameRecord& g) { return flag_of(g).value_or(0); }

}  // namespace

// What read_game reads: "SELECT " + this + " FROM games ...".
std::string game_select_columns() {
  return std::string(GAME_COLUMNS) + ", " + std::string(CLOCK_COLUMNS) + ", " +
         std::string(CHALLENGE_COLUMNS);
}

// The clock columns and flag_at, bound from ?first on.
void bind_clock(SqlStatement& s, const GameRecord& g, int first) {
  const ClockState& c = g.clock;
  const int64_t values[] = {c.control.main,        c.control.period,   c.control.periods,
                            c.control.increment,   c.control.days,     c.side[BLACK].main,
                            c.side[BLACK].periods, c.side[WHITE].main, c.side[WHITE].periods,
                            c.turn_started,        stored_flag_at(g)};
  s.bind(first, time_control_code(c.control.kind));
  for (int i = 0; i < int(std::size(values)); ++i) s.bind(first + 1 + i, values[i]);
}

// The clock from its columns; the side to move comes from the moves, which are the truth.
std::optional<ClockState> read_clock(const SqlStatement& s, const GameRecord& g) {
  constexpr int C = FIRST_CLOCK_COLUMN;
  auto kind = parse_time_control_code(s.text(C));
  if (!kind) return std::nullopt;
  ClockState c;
  c.control = {*kind,
               s.integer(C + 1),
               s.integer(C + 2),
               int(s.integer(C + 3)),
               s.integer(C + 4),
               int(s.integer(C + 5))};
  c.side[BLACK] = {s.integer(C + 6), int(s.integer(C + 7))};
  c.side[WHITE] = {s.integer(C + 8), int(s.integer(C + 9))};
  c.turn_started = s.integer(C + 10);
  c.to_move = side_to_move(g);
  return c;
}

void bind_challenge(SqlStatement& s, const GameRecord& g, int first) {
  s.bind(first, g.challenged);
  s.bind(first + 1, g.challenge_answered);
  s.bind(first + 2, g.challenge_expires_at);
}

void read_challenge(const SqlStatement& s, GameRecord& g) {
  constexpr int C = FIRST_CHALLENGE_COLUMN;
  g.challenged = s.text(C);
  g.challenge_answered = s.integer(C + 1) != 0;
  g.challenge_expires_at = s.integer(C + 2);
}

}  // namespace tori::server
