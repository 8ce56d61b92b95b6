// The games table's columns as SqlStorage writes and reads them: which columns, in what order,
// and how the clock (schema step 3) and the challenge waiting for its answer map onto them.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "server/records/records.h"
#include "server/storage/sql_statement.h"

namespace tori::server {

inline constexpr std::string_view GAME_COLUMNS =
    "variant, number, black, white, start_sfen, handicap, rated, outcome, termination, "
    "result_text, proposal, proposal_by, proposal_ply, black_resign_pending, "
    "white_resign_pending, black_queued_move, white_queued_move, nag_days, forfeit_days, "
    "turn_started, nagged, created";
// The game clock, read after GAME_COLUMNS.
inline constexpr std::string_view CLOCK_COLUMNS =
    "clock_kind, clock_main, clock_period, clock_periods, clock_increment, clock_days, "
    "black_main_left, black_periods_left, white_main_left, white_periods_left, "
    "clock_turn_started";
inline constexpr int FIRST_CLOCK_COLUMN = 22;
// The challenge waiting for its answer, read after the clock's columns.
inline constexpr std::string_view CHALLENGE_COLUMNS =
    "challenged, challenge_answered, challenge_expires_at";
inline constexpr int FIRST_CHALLENGE_COLUMN = 33;

// What read_game reads: "SELECT " + this + " FROM games ...".
std::string game_select_columns();

// The clock columns and flag_at, bound from ?first on.
void bind_clock(SqlStatement& s, const GameRecord& g, int first);
// The clock from its columns; the side to move comes from the moves, which are the truth.
std::optional<ClockState> read_clock(const SqlStatement& s, const GameRecord& g);

// CHALLENGE_COLUMNS, bound from ?first on; and read back into the record.
void bind_challenge(SqlStatement& s, const GameRecord& g, int first);
void read_challenge(const SqlStatement& s, GameRecord& g);

}  // namespace tori::server
