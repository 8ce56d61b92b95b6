// Schema steps. Types are the common ground of SQLite and PostgreSQL: TEXT, INTEGER, BIGINT,
// DOUBLE PRECISION; enums are stored as their names so that rows read well in a SQL shell.
#include "server/storage/migrations.h"

#include <array>

namespace tori::server {

namespace {

constexpr std::string_view SCHEMA_1 = R"SQL(
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  password_hash TEXT NOT NULL,
  address TEXT NOT NULL,
  flip INTEGER NOT NULL,
  board_style TEXT NOT NULL,
  kind TEXT NOT NULL,
  game_limit INTEGER NOT NULL,
  signed_off INTEGER NOT NULL,
  created BIGINT NOT NULL
);
CREATE TABLE games (
  variant TEXT NOT NULL,
  number INTEGER NOT NULL,
  black TEXT NOT NULL REFERENCES users (id),
  white TEXT NOT NULL REFERENCES users (id),
  start_sfen TEXT NOT NULL,
  handicap TEXT NOT NULL,
  rated INTEGER NOT NULL,
  outcome TEXT NOT NULL,
  termination TEXT NOT NULL,
  result_text TEXT NOT NULL,
  proposal TEXT NOT NULL,
  proposal_by INTEGER NOT NULL,
  proposal_ply INTEGER NOT NULL,
  black_resign_pending INTEGER NOT NULL,
  white_resign_pending INTEGER NOT NULL,
  black_queued_move TEXT NOT NULL,
  white_queued_move TEXT NOT NULL,
  nag_days INTEGER NOT NULL,
  forfeit_days INTEGER NOT NULL,
  turn_started BIGINT NOT NULL,
  nagged INTEGER NOT NULL,
  created BIGINT NOT NULL,
  PRIMARY KEY (variant, number)
);
CREATE INDEX games_by_black ON games (black);
CREATE INDEX games_by_white ON games (white);
CREATE TABLE moves (
  variant TEXT NOT NULL,
  number INTEGER NOT NULL,
  ply INTEGER NOT NULL,
  usi TEXT NOT NULL,
  written TEXT NOT NULL,
  comment TEXT NOT NULL,
  played_at BIGINT NOT NULL,
  PRIMARY KEY (variant, number, ply),
  FOREIGN KEY (variant, number) REFERENCES games (variant, number)
);
CREATE TABLE ratings (
  user_id TEXT NOT NULL REFERENCES users (id),
  variant TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  wins INTEGER NOT NULL,
  losses INTEGER NOT NULL,
  draws INTEGER NOT NULL,
  PRIMARY KEY (user_id, variant)
);
CREATE TABLE chat (
  variant TEXT NOT NULL,
  number INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  ply INTEGER NOT NULL,
  from_user TEXT NOT NULL,
  text TEXT NOT NULL,
  said_at BIGINT NOT NULL,
  PRIMARY KEY (variant, number, seq)
);
CREATE TABLE followers (
  variant TEXT NOT NULL,
  number INTEGER NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL,
  PRIMARY KEY (variant, number, user_id)
)
)SQL";

// The last number given to a game of each variant: raised by one upsert per new game, which
// locks the row, so that servers sharing one database never give out a number twice. Seeded
// from the games already stored.
constexpr std::string_view SCHEMA_2 = R"SQL(
CREATE TABLE game_numbers (
  variant TEXT PRIMARY KEY,
  last_number INTEGER NOT NULL
);
INSERT INTO game_numbers (variant, last_number)
  SELECT variant, MAX(number) FROM games GROUP BY variant
)SQL";

// The game clock, kept by the server: the time control, each side's time as it stood when its
// turn began, when the turn began (ms), and flag_at, when the side to move loses on time (0:
// never, and 0 once the game is over). flag_at is derived from the rest and stored so that the
// forfeits due and the next deadline are indexed queries, not a scan of every game.
constexpr std::string_view SCHEMA_3 = R"SQL(
ALTER TABLE games ADD COLUMN clock_kind TEXT NOT NULL DEFAULT 'untimed';
ALTER TABLE games ADD COLUMN clock_main BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_period BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_periods INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_increment BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN black_main_left BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN black_periods_left INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN white_main_left BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN white_periods_left INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_turn_started BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN flag_at BIGINT NOT NULL DEFAULT 0;
CREATE INDEX games_by_flag_at ON games (flag_at)
)SQL";

// The HTTP API's login tokens (their hashes only) and seeks, with a counter for seek numbers
// that works as game_numbers does. It assumes nothing of step 3 (clocks).
constexpr std::string_view SCHEMA_4 = R"SQL(
CREATE TABLE tokens (
  hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  created BIGINT NOT NULL,
  last_used BIGINT NOT NULL
);
CREATE INDEX tokens_by_user ON tokens (user_id);
CREATE TABLE seeks (
  id INTEGER PRIMARY KEY,
  variant TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  handicap TEXT NOT NULL,
  time_kind TEXT NOT NULL,
  main_ms BIGINT NOT NULL,
  periods INTEGER NOT NULL,
  period_ms BIGINT NOT NULL,
  increment_ms BIGINT NOT NULL,
  days INTEGER NOT NULL,
  rated INTEGER NOT NULL,
  seeker_first INTEGER NOT NULL,
  created BIGINT NOT NULL
);
CREATE TABLE seek_numbers (
  id INTEGER PRIMARY KEY,
  last_number INTEGER NOT NULL
)
)SQL";

// A game's version: a random number written with every save, so that a server may keep a game
// in memory and know with one small query whether it is still what the database holds (random,
// not counted: a save that was rolled back can never be mistaken for a later one).
constexpr std::string_view SCHEMA_5 = R"SQL(
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0
)SQL";

// Userids are unique without regard to case, so that nobody can pass for another player
// ("Alice" beside "alice"); the index also keeps two signups racing on two servers apart. ASCII
// only, as userids are, so SQLite's lower() and PostgreSQL's agree.
constexpr std::string_view SCHEMA_6 = R"SQL(
CREATE UNIQUE INDEX users_id_any_case ON users (lower(id))
)SQL";

// Each player's rating after each rated game, for the profile's chart. Games ended before this
// migration have no point: their ratings before and after were never kept.
constexpr std::string_view SCHEMA_7 = R"SQL(
CREATE TABLE rating_history (
  user_id TEXT NOT NULL REFERENCES users (id),
  variant TEXT NOT NULL,
  game_number INTEGER NOT NULL,
  ended_at BIGINT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (user_id, variant, game_number)
)
)SQL";

// Analysis jobs (docs/analysis.md): one per game, with the lease of the worker on it and the
// positions analysed so far (a JSON list), so that another worker can go on where one stopped.
constexpr std::string_view SCHEMA_8 = R"SQL(
CREATE TABLE analysis_jobs (
  variant TEXT NOT NULL,
  number INTEGER NOT NULL,
  status TEXT NOT NULL,
  requested_by TEXT NOT NULL,
  requested_at BIGINT NOT NULL,
  lease TEXT NOT NULL,
  lease_until BIGINT NOT NULL,
  positions TEXT NOT NULL,
  positions_done INTEGER NOT NULL,
  finished_at BIGINT NOT NULL,
  PRIMARY KEY (variant, number),
  FOREIGN KEY (variant, number) REFERENCES games (variant, number)
);
CREATE INDEX analysis_jobs_by_requester ON analysis_jobs (requested_by, requested_at)
)SQL";

// Puzzles (docs/api.md, "Puzzles"): the imported sets with the ratings attempts move, their
// themes as rows (what a choice by theme looks up), every attempt numbered per user (the order of
// the history and of "attempted longest ago", whatever the clock says), and each player's puzzle
// rating per variant.
constexpr std::string_view SCHEMA_9 = R"SQL(
CREATE TABLE puzzles (
  id TEXT PRIMARY KEY,
  variant TEXT NOT NULL,
  sfen TEXT NOT NULL,
  solution TEXT NOT NULL,
  themes TEXT NOT NULL,
  kind TEXT NOT NULL,
  plies INTEGER NOT NULL,
  source TEXT NOT NULL,
  proof_nodes BIGINT NOT NULL,
  margin DOUBLE PRECISION NOT NULL,
  start_rating INTEGER NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  plays INTEGER NOT NULL,
  imported_at BIGINT NOT NULL
);
CREATE INDEX puzzles_by_rating ON puzzles (variant, rating);
CREATE TABLE puzzle_themes (
  theme TEXT NOT NULL,
  puzzle_id TEXT NOT NULL REFERENCES puzzles (id),
  PRIMARY KEY (theme, puzzle_id)
);
CREATE INDEX puzzle_themes_by_puzzle ON puzzle_themes (puzzle_id);
CREATE TABLE puzzle_attempts (
  user_id TEXT NOT NULL REFERENCES users (id),
  seq INTEGER NOT NULL,
  puzzle_id TEXT NOT NULL REFERENCES puzzles (id),
  variant TEXT NOT NULL,
  solved INTEGER NOT NULL,
  seconds INTEGER NOT NULL,
  rated INTEGER NOT NULL,
  rating_after DOUBLE PRECISION NOT NULL,
  attempted_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, seq)
);
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (user_id, puzzle_id);
CREATE TABLE puzzle_ratings (
  user_id TEXT NOT NULL REFERENCES users (id),
  variant TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  attempts INTEGER NOT NULL,
  PRIMARY KEY (user_id, variant)
)
)SQL";

// Stream tickets (docs/api.md, "Streams"): a page opens its WebSocket with a one-use ticket
// rather than its token, so that the token never shows in a URL. Kept in the database (their
// hashes only, as tokens) so that any server instance sharing it takes a ticket another issued;
// the token's hash rides along so that the stream still ends when its token is revoked.
constexpr std::string_view SCHEMA_10 = R"SQL(
CREATE TABLE stream_tickets (
  hash TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  expires BIGINT NOT NULL
);
CREATE INDEX stream_tickets_by_expiry ON stream_tickets (expires)
)SQL";

// Settings kept on the server (docs/api.md, "Settings"): a user's flat JSON object, whole.
constexpr std::string_view SCHEMA_11 = R"SQL(
CREATE TABLE user_settings (
  user_id TEXT PRIMARY KEY REFERENCES users (id),
  settings TEXT NOT NULL,
  updated BIGINT NOT NULL
)
)SQL";

// Password resets (docs/api.md, "Passwords"): the mailed link's token, hashed, for an hour.
constexpr std::string_view SCHEMA_12 = R"SQL(
CREATE TABLE password_resets (
  hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  expires BIGINT NOT NULL
);
CREATE INDEX password_resets_by_expiry ON password_resets (expires)
)SQL";

// Who is online (docs/api.md, "Players"): when a user last made a request with a token or had a
// stream open, written at most once a minute per user and server instance.
constexpr std::string_view SCHEMA_13 = R"SQL(
ALTER TABLE users ADD COLUMN last_seen BIGINT NOT NULL DEFAULT 0;
CREATE INDEX users_by_last_seen ON users (last_seen)
)SQL";

// A challenge waits for the challenged player's answer (docs/server.md, "Challenges"): while
// it waits it is not one of their own games for their limit, and an untimed one expires.
constexpr std::string_view SCHEMA_CHALLENGE_ANSWERS = R"SQL(
ALTER TABLE games ADD COLUMN challenged TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN challenge_answered INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN challenge_expires_at BIGINT NOT NULL DEFAULT 0
)SQL";

constexpr std::array<Migration, 14> MIGRATIONS = {{
    {1, "users, games, moves, ratings, chat, followers", SCHEMA_1},
    {2, "game_numbers: a counter per variant", SCHEMA_2},
    {3, "games: the game clock and flag_at", SCHEMA_3},
    {4, "tokens and seeks of the HTTP API", SCHEMA_4},
    {5, "games.version: what a cached game is checked against", SCHEMA_5},
    {6, "userids unique without regard to case", SCHEMA_6},
    {7, "rating_history: a point per player and rated game", SCHEMA_7},
    {8, "analysis_jobs: a game's analysis, its lease and progress", SCHEMA_8},
    {9, "puzzles, their themes and attempts, players' puzzle ratings", SCHEMA_9},
    {10, "stream_tickets: one-use passes to open a WebSocket stream", SCHEMA_10},
    {11, "user_settings: a user's settings kept on the server", SCHEMA_11},
    {12, "password_resets: the mailed links to choose a new password", SCHEMA_12},
    {13, "users.last_seen: who is online", SCHEMA_13},
    {14, "games.challenged: a challenge waiting for its answer", SCHEMA_CHALLENGE_ANSWERS},
}};

}  // namespace

std::span<const Migration> schema_migrations() { return MIGRATIONS; }

}  // namespace tori::server
