// SqlStorage: every query a statement with bound values; every multi-row write inside a
// transaction or savepoint, so that it stands or falls whole.
#include "server/storage/sql_storage.h"

#include <limits>
#include <set>

#include "server/storage/migrations.h"
#include "server/storage/record_codes.h"
#include "server/storage/sql_game_columns.h"
#include "server/storage/sql_rows.h"
#include "server/storage/sql_statement.h"

namespace tori::server {

namespace {

void bind_user(SqlStatement& s, const User& u) {
  s.bind_all(u.id, u.password_hash, u.address, u.display.flip, board_style_name(u.display.style),
             player_kind_code(u.kind), u.game_limit, u.signed_off, u.created);
}

}  // namespace

std::unique_ptr<SqlStatement> SqlStorage::statement(std::string_view sql) {
  if (savepoint_depth_ == 0) reconnect_if_lost();
  if (!sql.starts_with("SELECT ")) ++writes_sent_;
  return prepare(sql);
}

Status SqlStorage::execute(std::string_view sql) { return statement(sql)->run(); }

Result<int> SqlStorage::schema_version() {
  auto s = statement("SELECT MAX(version) FROM schema_version");
  int version = s->step() ? int(s->integer(0)) : 0;
  if (!s->error().empty()) return database_error(*s);
  return version;
}

Status SqlStorage::migrate() {
  if (auto s = execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"); !s)
    return s;
  // Every step not recorded yet runs, in order, even one numbered below the last recorded: steps
  // made on separate branches (3 and 4) may reach a database in either order.
  std::set<int> applied;
  {
    auto s = statement("SELECT version FROM schema_version");
    while (s->step()) applied.insert(int(s->integer(0)));
    if (!s->error().empty()) return database_error(*s);
  }
  for (const Migration& m : schema_migrations()) {
    if (applied.count(m.version)) continue;
    Status applied = atomically([&]() -> Status {
      std::string_view sql = m.sql;
      while (!sql.empty()) {
        std::size_t end = sql.find(';');
        std::string_view step = sql.substr(0, end);
        sql = end == std::string_view::npos ? std::string_view() : sql.substr(end + 1);
        if (step.find_first_not_of(" \n\t") == std::string_view::npos) continue;
        if (auto s = execute(step); !s)
          return make_error(ErrorKind::INTERNAL,
                            "migration " + std::to_string(m.version) + ": " + s.error().message);
      }
      return statement("INSERT INTO schema_version (version) VALUES (?1)")
          ->bind(1, m.version)
          .run();
    });
    if (!applied) return applied;
  }
  return ok_status();
}

// The outermost level is BEGIN ... COMMIT rather than a savepoint: PostgreSQL takes savepoints
// only inside a transaction (SQLite treats both alike).
Status SqlStorage::atomically(const std::function<Status()>& work, LockScope scope) {
  bool outermost = savepoint_depth_ == 0;
  std::string name = "tori_" + std::to_string(savepoint_depth_);
  if (auto s = outermost ? begin_transaction(scope) : execute("SAVEPOINT " + name); !s) return s;
  // The depth goes back only once the transaction has ended: a lost connection made again
  // before COMMIT would let the COMMIT succeed, with nothing to commit.
  ++savepoint_depth_;
  Status result = work();
  if (result) result = execute(outermost ? "COMMIT" : "RELEASE " + name);
  if (!result && outermost) {
    (void)execute("ROLLBACK");  // also ends an SQLite transaction whose COMMIT failed
  } else if (!result) {
    (void)execute("ROLLBACK TO " + name);
    (void)execute("RELEASE " + name);
  }
  --savepoint_depth_;
  return result;
}

// --- users ---

Result<std::optional<User>> SqlStorage::find_user(const std::string& id) {
  auto s = statement("SELECT " + std::string(USER_COLUMNS) + " FROM users WHERE id = ?1");
  s->bind_all(id);
  return optional_row(*s, read_user);
}

Result<std::optional<User>> SqlStorage::find_user_any_case(const std::string& id) {
  auto s =
      statement("SELECT " + std::string(USER_COLUMNS) + " FROM users WHERE lower(id) = lower(?1)");
  s->bind_all(id);
  return optional_row(*s, read_user);
}

Status SqlStorage::insert_user(const User& user) {
  auto s = statement("INSERT INTO users (" + std::string(USER_COLUMNS) +
                     ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  bind_user(*s, user);
  return s->run();
}

Status SqlStorage::update_user(const User& user) {
  auto s = statement(
      "UPDATE users SET password_hash = ?2, address = ?3, flip = ?4, board_style = ?5, kind = ?6, "
      "game_limit = ?7, signed_off = ?8, created = ?9 WHERE id = ?1");
  bind_user(*s, user);
  return s->run();
}

// --- games ---

// The number comes from a counter row, raised in the same transaction that stores the game. The
// upsert locks that row until the transaction ends, so servers sharing one PostgreSQL database
// can never hand out one number twice (with SELECT MAX(number) + 1 two of them could read the
// same maximum before either commits), and a creation that fails gives its number back.
Result<int> SqlStorage::create_game(const GameRecord& game) {
  int number = 0;
  Status stored = atomically([&]() -> Status {
    auto next = statement(
        "INSERT INTO game_numbers (variant, last_number) VALUES (?1, ?2) "
        "ON CONFLICT (variant) DO UPDATE SET last_number = game_numbers.last_number + 1 "
        "RETURNING last_number");
    next->bind_all(variant_code(game.key.variant), FIRST_GAME_NUMBER);
    if (!next->step())
      return next->error().empty() ? make_error(ErrorKind::INTERNAL, "database: no game number")
                                   : database_error(*next);
    number = int(next->integer(0));
    if (auto s = next->run(); !s) return s;
    GameRecord numbered = game;
    numbered.key.number = number;
    return write_game(numbered, 0);
  });
  if (!stored) return stored.error();
  return number;
}

// Inside a transaction (a request) no savepoint of its own: a failure fails the request, whose
// transaction then keeps none of it; a savepoint would cost two more round trips per move.
Status SqlStorage::save_game(const GameRecord& game, int64_t version) {
  if (savepoint_depth_ > 0) return write_game(game, version);
  return atomically([&] { return write_game(game, version); });
}

Result<std::optional<int64_t>> SqlStorage::game_version(GameKey key) {
  auto s = statement("SELECT version FROM games WHERE variant = ?1 AND number = ?2");
  s->bind_all(variant_code(key.variant), key.number);
  if (!s->step()) {
    if (!s->error().empty()) return database_error(*s);
    return std::optional<int64_t>();
  }
  return std::optional<int64_t>(s->integer(0));
}

// The game row (inserted or replaced, with its clock and version: one statement) and the moves
// that are not stored yet: those after the ones the record says are stored as they are (after
// an undo, the later stored ones go first).
Status SqlStorage::write_game(const GameRecord& g, int64_t version) {
  auto row = statement(
      "INSERT INTO games (" + std::string(GAME_COLUMNS) + ", " + std::string(CLOCK_COLUMNS) +
      ", flag_at, version, " + std::string(CHALLENGE_COLUMNS) +
      ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, "
      "?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?34, ?35, ?36, "
      "?37, ?38) "
      "ON CONFLICT (variant, number) DO UPDATE SET rated = ?7, outcome = ?8, "
      "termination = ?9, result_text = ?10, proposal = ?11, proposal_by = ?12, "
      "proposal_ply = ?13, black_resign_pending = ?14, white_resign_pending = "
      "?15, black_queued_move = ?16, white_queued_move = ?17, nag_days = ?18, "
      "forfeit_days = ?19, turn_started = ?20, nagged = ?21, clock_kind = ?23, clock_main = ?24, "
      "clock_period = ?25, clock_periods = ?26, clock_increment = ?27, clock_days = ?28, "
      "black_main_left = ?29, black_periods_left = ?30, white_main_left = ?31, "
      "white_periods_left = ?32, clock_turn_started = ?33, flag_at = ?34, version = ?35, "
      "challenge_answered = ?37, challenge_expires_at = ?38");
  row->bind_all(
      variant_code(g.key.variant), g.key.number, g.players[BLACK], g.players[WHITE], g.start_sfen,
      g.handicap, g.rated, outcome_code(g.result.outcome), termination_code(g.result.termination),
      g.result.description, proposal_code(g.proposal.kind), int(g.proposal.by), g.proposal.at_ply,
      g.resign_pending[BLACK], g.resign_pending[WHITE], g.queued_move[BLACK], g.queued_move[WHITE],
      g.nag_days, g.forfeit_days, g.turn_started, g.nagged, g.created);
  bind_clock(*row, g, 23);
  row->bind(35, version);
  bind_challenge(*row, g, 36);
  if (auto s = row->run(); !s) return s;

  // Stored moves past `kept` (an undo, or a record that does not know what is stored) go first.
  std::size_t kept = std::min(g.unchanged_plies, g.moves.size());
  if (g.stored_plies == 0 || g.stored_plies > kept) {
    auto clear = statement("DELETE FROM moves WHERE variant = ?1 AND number = ?2 AND ply > ?3");
    clear->bind_all(variant_code(g.key.variant), g.key.number, int(kept));
    if (auto s = clear->run(); !s) return s;
  }
  for (std::size_t i = kept; i < g.moves.size(); ++i) {
    const PlayedMove& m = g.moves[i];
    auto insert = statement(
        "INSERT INTO moves (variant, number, ply, usi, written, comment, played_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    insert->bind_all(variant_code(g.key.variant), g.key.number, int(i + 1), m.usi, m.written,
                     m.comment, m.time);
    if (auto s = insert->run(); !s) return s;
  }
  return ok_status();
}

Result<GameRecord> SqlStorage::read_game(const SqlStatement& s) {
  GameRecord g;
  auto variant = parse_variant_code(s.text(0));
  auto outcome = parse_outcome_code(s.text(7));
  auto termination = parse_termination_code(s.text(8));
  auto proposal = parse_proposal_code(s.text(10));
  if (!variant || !outcome || !termination || !proposal)
    return make_error(ErrorKind::INTERNAL, "database: game row with unknown codes (" + s.text(0) +
                                               " " + std::to_string(s.integer(1)) + ")");
  g.key = {*variant, int(s.integer(1))};
  g.players = {s.text(2), s.text(3)};
  g.start_sfen = s.text(4);
  g.handicap = s.text(5);
  g.rated = s.integer(6) != 0;
  g.result = {*outcome, *termination, s.text(9)};
  g.proposal = {*proposal, s.integer(11) ? WHITE : BLACK, int(s.integer(12))};
  g.resign_pending = {s.integer(13) != 0, s.integer(14) != 0};
  g.queued_move = {s.text(15), s.text(16)};
  g.nag_days = int(s.integer(17));
  g.forfeit_days = int(s.integer(18));
  g.turn_started = s.integer(19);
  g.nagged = s.integer(20) != 0;
  g.created = s.integer(21);
  auto moves = read_moves(g.key);
  if (!moves) return moves.error();
  g.moves = std::move(moves.value());
  auto clock = read_clock(s, g);
  if (!clock)
    return make_error(ErrorKind::INTERNAL, "database: game " + std::to_string(g.key.number) +
                                               " has an unknown clock kind '" +
                                               s.text(FIRST_CLOCK_COLUMN) + "'");
  g.clock = *clock;
  read_challenge(s, g);
  g.stored_plies = g.unchanged_plies = g.moves.size();
  g.stored_active = g.active();
  return g;
}

Result<std::vector<PlayedMove>> SqlStorage::read_moves(GameKey key) {
  auto s = statement(
      "SELECT usi, written, comment, played_at FROM moves "
      "WHERE variant = ?1 AND number = ?2 ORDER BY ply");
  s->bind_all(variant_code(key.variant), key.number);
  return collect_rows(*s, [](const SqlStatement& row) {
    return PlayedMove{row.text(0), row.text(1), row.text(2), row.integer(3)};
  });
}

Result<std::optional<GameRecord>> SqlStorage::load_game(GameKey key) {
  auto s = statement("SELECT " + game_select_columns() +
                     " FROM games WHERE variant = ?1 AND number = ?2");
  s->bind_all(variant_code(key.variant), key.number);
  if (!s->step()) {
    if (!s->error().empty()) return database_error(*s);
    return std::optional<GameRecord>();
  }
  auto game = read_game(*s);
  if (!game) return game.error();
  s.reset();  // done with the row: its statement may be needed again below
  auto version = game_version(key);
  if (!version) return version.error();
  game.value().version = version->value_or(0);
  return std::optional<GameRecord>(std::move(game.value()));
}

Result<std::vector<GameRecord>> SqlStorage::find_games(const GameQuery& q) {
  auto s = statement("SELECT " + game_select_columns() +
                     " FROM games WHERE (?1 = '' OR variant = ?1) "
                     "AND (?2 = '' OR black = ?2 OR white = ?2) "
                     "AND (?3 = 'all' OR (?3 = 'active' AND outcome = 'ongoing') "
                     "OR (?3 = 'inactive' AND outcome <> 'ongoing')) "
                     "AND (?4 = 0 OR nag_days > 0 OR forfeit_days > 0) "
                     "AND (?5 = 0 OR number < ?5) "
                     "ORDER BY variant, number DESC LIMIT ?6");
  std::string_view which = q.which == GameQuery::Which::ALL      ? "all"
                           : q.which == GameQuery::Which::ACTIVE ? "active"
                                                                 : "inactive";
  s->bind_all(q.variant ? variant_code(*q.variant) : std::string_view(""), q.player.value_or(""),
              which, q.only_with_day_limits, q.before,
              q.limit > 0 ? q.limit : std::numeric_limits<int>::max());
  return read_games(*s);
}

Result<std::vector<GameRecord>> SqlStorage::read_games(SqlStatement& s) {
  std::vector<GameRecord> games;
  while (s.step()) {
    auto game = read_game(s);
    if (!game) return game.error();
    games.push_back(std::move(game.value()));
  }
  if (!s.error().empty()) return database_error(s);
  return games;
}

Result<std::vector<GameRecord>> SqlStorage::games_due(Millis now) {
  auto s = statement("SELECT " + game_select_columns() +
                     " FROM games WHERE flag_at > 0 AND flag_at <= ?1 AND outcome = 'ongoing' "
                     "ORDER BY flag_at, variant, number");
  s->bind_all(now);
  return read_games(*s);
}

Result<std::optional<Millis>> SqlStorage::next_flag_at() {
  auto s = statement("SELECT MIN(flag_at) FROM games WHERE flag_at > 0 AND outcome = 'ongoing'");
  std::optional<Millis> next;
  if (s->step() && s->integer(0) > 0) next = s->integer(0);  // no game: MIN is NULL, read as 0
  if (!s->error().empty()) return database_error(*s);
  return next;
}

// --- ratings ---

Result<std::optional<Rating>> SqlStorage::find_rating(const std::string& user, VariantId variant) {
  auto s = statement(
      "SELECT rating, deviation, volatility, wins, losses, draws FROM ratings "
      "WHERE user_id = ?1 AND variant = ?2");
  s->bind_all(user, variant_code(variant));
  return optional_row(*s, [&](const SqlStatement& row) {
    return Rating{user,
                  variant,
                  row.real(0),
                  row.real(1),
                  row.real(2),
                  int(row.integer(3)),
                  int(row.integer(4)),
                  int(row.integer(5))};
  });
}

Status SqlStorage::save_rating(const Rating& r) {
  return atomically([&] {
    auto s = statement(
        "INSERT INTO ratings (user_id, variant, rating, deviation, volatility, wins, losses, "
        "draws) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) "
        "ON CONFLICT (user_id, variant) DO UPDATE SET rating = ?3, deviation = ?4, "
        "volatility = ?5, wins = ?6, losses = ?7, draws = ?8");
    s->bind_all(r.user, variant_code(r.variant), r.rating, r.deviation, r.volatility, r.wins,
                r.losses, r.draws);
    return s->run();
  });
}

Result<std::vector<Rating>> SqlStorage::ratings(VariantId variant) {
  auto s = statement(
      "SELECT user_id, rating, deviation, volatility, wins, losses, draws "
      "FROM ratings WHERE variant = ?1 ORDER BY rating DESC, user_id");
  s->bind_all(variant_code(variant));
  return collect_rows(*s, [&](const SqlStatement& row) {
    return Rating{row.text(0),         variant,
                  row.real(1),         row.real(2),
                  row.real(3),         int(row.integer(4)),
                  int(row.integer(5)), int(row.integer(6))};
  });
}

Status SqlStorage::add_rating_point(const RatingPoint& p) {
  return atomically([&] {
    auto s = statement(
        "INSERT INTO rating_history (user_id, variant, game_number, ended_at, rating, "
        "deviation) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
    s->bind_all(p.user, variant_code(p.variant), p.game_number, p.time, p.rating, p.deviation);
    return s->run();
  });
}

Result<std::vector<RatingPoint>> SqlStorage::rating_history(const std::string& user,
                                                            VariantId variant) {
  auto s = statement(
      "SELECT game_number, ended_at, rating, deviation FROM rating_history "
      "WHERE user_id = ?1 AND variant = ?2 ORDER BY ended_at, game_number");
  s->bind_all(user, variant_code(variant));
  return collect_rows(*s, [&](const SqlStatement& row) {
    return RatingPoint{user,           variant,     int(row.integer(0)),
                       row.integer(1), row.real(2), row.real(3)};
  });
}

// --- chat and followers ---

Status SqlStorage::add_chat(const ChatLine& line) {
  return atomically([&] {
    auto s = statement(
        "INSERT INTO chat (variant, number, seq, ply, from_user, text, said_at) "
        "SELECT ?1, ?2, COALESCE(MAX(seq), 0) + 1, ?3, ?4, ?5, ?6 FROM chat "
        "WHERE variant = ?1 AND number = ?2");
    s->bind_all(variant_code(line.game.variant), line.game.number, line.ply, line.from, line.text,
                line.time);
    return s->run();
  });
}

// Newest first through the primary key's index, however long the chat; turned round after.
Result<std::vector<ChatLine>> SqlStorage::chat(GameKey game, ChatPage page) {
  auto s = statement(
      "SELECT ply, from_user, text, said_at, seq FROM chat "
      "WHERE variant = ?1 AND number = ?2 AND (?3 = 0 OR seq < ?3) ORDER BY seq DESC LIMIT ?4");
  s->bind_all(variant_code(game.variant), game.number, page.before, page.limit);
  auto lines = collect_rows(*s, [&](const SqlStatement& row) {
    return ChatLine{game,        int(row.integer(0)), row.text(1),
                    row.text(2), row.integer(3),      int(row.integer(4))};
  });
  if (!lines) return lines;
  std::vector<ChatLine> oldest_first(lines->rbegin(), lines->rend());
  return oldest_first;
}

Status SqlStorage::set_follower(GameKey game, const Follower& f) {
  return atomically([&] {
    auto s = statement(
        "INSERT INTO followers (variant, number, user_id, kind) VALUES (?1, ?2, ?3, ?4) "
        "ON CONFLICT (variant, number, user_id) DO UPDATE SET kind = ?4");
    s->bind_all(variant_code(game.variant), game.number, f.user, follow_code(f.kind));
    return s->run();
  });
}

Status SqlStorage::remove_follower(GameKey game, const std::string& user) {
  return atomically([&] {
    auto s = statement("DELETE FROM followers WHERE variant = ?1 AND number = ?2 AND user_id = ?3");
    s->bind_all(variant_code(game.variant), game.number, user);
    return s->run();
  });
}

Result<std::vector<Follower>> SqlStorage::followers(GameKey game) {
  auto s = statement(
      "SELECT user_id, kind FROM followers WHERE variant = ?1 AND number = ?2 ORDER BY user_id");
  s->bind_all(variant_code(game.variant), game.number);
  return collect_rows(*s, [](const SqlStatement& row) {
    return Follower{row.text(0), parse_follow_code(row.text(1)).value_or(FollowKind::EVERY_MOVE)};
  });
}

}  // namespace tori::server
