// SqliteStorage: every query a prepared statement with bound values; every multi-row write
// inside a savepoint, so that it stands or falls whole.
#include "server/storage/sqlite_storage.h"

#include <sqlite3.h>

#include "server/storage/migrations.h"
#include "server/storage/record_codes.h"
#include "server/storage/sqlite_statement.h"

namespace tori::server {

namespace {

Error database_error(const SqliteStatement& s) { return make_error("database: " + s.error()); }

constexpr std::string_view USER_COLUMNS =
    "id, password_hash, address, flip, board_style, kind, game_limit, signed_off, created";

constexpr std::string_view GAME_COLUMNS =
    "variant, number, black, white, start_sfen, handicap, rated, outcome, termination, "
    "result_text, proposal, proposal_by, proposal_ply, black_resign_pending, "
    "white_resign_pending, black_queued_move, white_queued_move, nag_days, forfeit_days, "
    "turn_started, nagged, created";

User read_user(const SqliteStatement& s) {
  User u;
  u.id = s.text(0);
  u.password_hash = s.text(1);
  u.address = s.text(2);
  u.display.flip = s.integer(3) != 0;
  u.display.style = parse_board_style(s.text(4)).value_or(BoardStyle::STANDARD);
  u.kind = parse_player_kind_code(s.text(5)).value_or(PlayerKind::HUMAN);
  u.game_limit = int(s.integer(6));
  u.signed_off = s.integer(7) != 0;
  u.created = s.integer(8);
  return u;
}

void bind_user(SqliteStatement& s, const User& u) {
  s.bind(1, u.id)
      .bind(2, u.password_hash)
      .bind(3, u.address)
      .bind(4, u.display.flip)
      .bind(5, board_style_name(u.display.style))
      .bind(6, player_kind_code(u.kind))
      .bind(7, u.game_limit)
      .bind(8, u.signed_off)
      .bind(9, u.created);
}

// Every row of a query, each read by `read_row`.
template <class ReadRow>
auto collect_rows(SqliteStatement& s, ReadRow read_row)
    -> Result<std::vector<decltype(read_row(s))>> {
  std::vector<decltype(read_row(s))> rows;
  while (s.step()) rows.push_back(read_row(s));
  if (!s.error().empty()) return database_error(s);
  return rows;
}

}  // namespace

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::open(const std::string& path) {
  sqlite3* db = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
  if (rc != SQLITE_OK) {
    std::string message = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    return make_error("cannot open database " + path + ": " + message);
  }
  std::unique_ptr<SqliteStorage> storage(new SqliteStorage(db));
  sqlite3_busy_timeout(db, 5000);
  for (std::string_view pragma :
       {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON"})
    if (auto s = storage->execute(pragma); !s) return s.error();
  if (auto s = storage->migrate(); !s) return s.error();
  return storage;
}

SqliteStorage::~SqliteStorage() { sqlite3_close(db_); }

Status SqliteStorage::execute(std::string_view sql) {
  SqliteStatement s(db_, sql);
  if (!s.prepared()) return database_error(s);
  return s.run();
}

Result<int> SqliteStorage::schema_version() {
  SqliteStatement s(db_, "SELECT MAX(version) FROM schema_version");
  if (!s.prepared()) return database_error(s);
  int version = s.step() ? int(s.integer(0)) : 0;
  if (!s.error().empty()) return database_error(s);
  return version;
}

// Runs every migration step the database has not seen, each in its own transaction.
Status SqliteStorage::migrate() {
  if (auto s = execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"); !s)
    return s;
  auto current = schema_version();
  if (!current) return current.error();
  for (const Migration& m : schema_migrations()) {
    if (m.version <= *current) continue;
    Status applied = atomically([&]() -> Status {
      std::string_view sql = m.sql;
      while (!sql.empty()) {
        std::size_t end = sql.find(';');
        std::string_view statement = sql.substr(0, end);
        sql = end == std::string_view::npos ? std::string_view() : sql.substr(end + 1);
        if (statement.find_first_not_of(" \n\t") == std::string_view::npos) continue;
        if (auto s = execute(statement); !s)
          return make_error("migration " + std::to_string(m.version) + ": " + s.error().message);
      }
      SqliteStatement record(db_, "INSERT INTO schema_version (version) VALUES (?1)");
      return record.bind(1, m.version).run();
    });
    if (!applied) return applied;
  }
  return ok_status();
}

Status SqliteStorage::atomically(const std::function<Status()>& work) {
  std::string name = "tori_" + std::to_string(savepoint_depth_);
  if (auto s = execute("SAVEPOINT " + name); !s) return s;
  ++savepoint_depth_;
  Status result = work();
  --savepoint_depth_;
  if (!result) {
    (void)execute("ROLLBACK TO " + name);
    (void)execute("RELEASE " + name);
    return result;
  }
  return execute("RELEASE " + name);  // at the outermost level: the commit
}

// --- users ---

Result<std::optional<User>> SqliteStorage::find_user(const std::string& id) {
  SqliteStatement s(db_, "SELECT " + std::string(USER_COLUMNS) + " FROM users WHERE id = ?1");
  s.bind(1, id);
  if (s.step()) return std::optional<User>(read_user(s));
  if (!s.error().empty()) return database_error(s);
  return std::optional<User>();
}

Status SqliteStorage::insert_user(const User& user) {
  SqliteStatement s(db_, "INSERT INTO users (" + std::string(USER_COLUMNS) +
                             ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  bind_user(s, user);
  return s.run();
}

Status SqliteStorage::update_user(const User& user) {
  SqliteStatement s(db_,
                    "UPDATE users SET password_hash = ?2, address = ?3, flip = ?4, "
                    "board_style = ?5, kind = ?6, game_limit = ?7, signed_off = ?8, created = ?9 "
                    "WHERE id = ?1");
  bind_user(s, user);
  return s.run();
}

// --- games ---

Result<int> SqliteStorage::create_game(const GameRecord& game) {
  int number = 0;
  Status stored = atomically([&]() -> Status {
    SqliteStatement next(db_,
                         "SELECT COALESCE(MAX(number), ?2 - 1) + 1 FROM games WHERE variant = ?1");
    next.bind(1, variant_code(game.key.variant)).bind(2, FIRST_GAME_NUMBER);
    if (!next.step()) return database_error(next);
    number = int(next.integer(0));
    GameRecord numbered = game;
    numbered.key.number = number;
    return write_game(numbered);
  });
  if (!stored) return stored.error();
  return number;
}

Status SqliteStorage::save_game(const GameRecord& game) {
  return atomically([&] { return write_game(game); });
}

// The game row (inserted or replaced) and its moves, rewritten whole: a game has at most a few
// hundred moves, and an undo shortens the list.
Status SqliteStorage::write_game(const GameRecord& g) {
  SqliteStatement row(db_, "INSERT INTO games (" + std::string(GAME_COLUMNS) +
                               ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, "
                               "?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22) "
                               "ON CONFLICT (variant, number) DO UPDATE SET rated = ?7, "
                               "outcome = ?8, termination = ?9, result_text = ?10, proposal = ?11, "
                               "proposal_by = ?12, proposal_ply = ?13, black_resign_pending = ?14, "
                               "white_resign_pending = ?15, black_queued_move = ?16, "
                               "white_queued_move = ?17, nag_days = ?18, forfeit_days = ?19, "
                               "turn_started = ?20, nagged = ?21");
  row.bind(1, variant_code(g.key.variant))
      .bind(2, g.key.number)
      .bind(3, g.players[BLACK])
      .bind(4, g.players[WHITE])
      .bind(5, g.start_sfen)
      .bind(6, g.handicap)
      .bind(7, g.rated)
      .bind(8, outcome_code(g.result.outcome))
      .bind(9, termination_code(g.result.termination))
      .bind(10, g.result.description)
      .bind(11, proposal_code(g.proposal.kind))
      .bind(12, int(g.proposal.by))
      .bind(13, g.proposal.at_ply)
      .bind(14, g.resign_pending[BLACK])
      .bind(15, g.resign_pending[WHITE])
      .bind(16, g.queued_move[BLACK])
      .bind(17, g.queued_move[WHITE])
      .bind(18, g.nag_days)
      .bind(19, g.forfeit_days)
      .bind(20, g.turn_started)
      .bind(21, g.nagged)
      .bind(22, g.created);
  if (auto s = row.run(); !s) return s;

  SqliteStatement clear(db_, "DELETE FROM moves WHERE variant = ?1 AND number = ?2");
  clear.bind(1, variant_code(g.key.variant)).bind(2, g.key.number);
  if (auto s = clear.run(); !s) return s;
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    const PlayedMove& m = g.moves[i];
    SqliteStatement insert(db_,
                           "INSERT INTO moves (variant, number, ply, usi, written, comment, "
                           "played_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    insert.bind(1, variant_code(g.key.variant))
        .bind(2, g.key.number)
        .bind(3, int(i + 1))
        .bind(4, m.usi)
        .bind(5, m.written)
        .bind(6, m.comment)
        .bind(7, m.time);
    if (auto s = insert.run(); !s) return s;
  }
  return ok_status();
}

Result<GameRecord> SqliteStorage::read_game(const SqliteStatement& s) {
  GameRecord g;
  auto variant = parse_variant_code(s.text(0));
  auto outcome = parse_outcome_code(s.text(7));
  auto termination = parse_termination_code(s.text(8));
  auto proposal = parse_proposal_code(s.text(10));
  if (!variant || !outcome || !termination || !proposal)
    return make_error("database: game row with unknown codes (" + s.text(0) + " " +
                      std::to_string(s.integer(1)) + ")");
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
  return g;
}

Result<std::vector<PlayedMove>> SqliteStorage::read_moves(GameKey key) {
  SqliteStatement s(db_,
                    "SELECT usi, written, comment, played_at FROM moves "
                    "WHERE variant = ?1 AND number = ?2 ORDER BY ply");
  s.bind(1, variant_code(key.variant)).bind(2, key.number);
  return collect_rows(s, [](const SqliteStatement& row) {
    return PlayedMove{row.text(0), row.text(1), row.text(2), row.integer(3)};
  });
}

Result<std::optional<GameRecord>> SqliteStorage::load_game(GameKey key) {
  SqliteStatement s(db_, "SELECT " + std::string(GAME_COLUMNS) +
                             " FROM games WHERE variant = ?1 AND number = ?2");
  s.bind(1, variant_code(key.variant)).bind(2, key.number);
  if (!s.step()) {
    if (!s.error().empty()) return database_error(s);
    return std::optional<GameRecord>();
  }
  auto game = read_game(s);
  if (!game) return game.error();
  return std::optional<GameRecord>(std::move(game.value()));
}

Result<std::vector<GameRecord>> SqliteStorage::find_games(const GameQuery& q) {
  SqliteStatement s(db_, "SELECT " + std::string(GAME_COLUMNS) +
                             " FROM games WHERE (?1 = '' OR variant = ?1) "
                             "AND (?2 = '' OR black = ?2 OR white = ?2) "
                             "AND (?3 = 'all' OR (?3 = 'active' AND outcome = 'ongoing') "
                             "OR (?3 = 'inactive' AND outcome <> 'ongoing')) "
                             "ORDER BY variant, number");
  std::string_view which = q.which == GameQuery::Which::ALL      ? "all"
                           : q.which == GameQuery::Which::ACTIVE ? "active"
                                                                 : "inactive";
  s.bind(1, q.variant ? variant_code(*q.variant) : std::string_view(""))
      .bind(2, q.player.value_or(""))
      .bind(3, which);
  std::vector<GameRecord> games;
  while (s.step()) {
    auto game = read_game(s);
    if (!game) return game.error();
    games.push_back(std::move(game.value()));
  }
  if (!s.error().empty()) return database_error(s);
  return games;
}

// --- ratings ---

Result<std::optional<Rating>> SqliteStorage::find_rating(const std::string& user,
                                                         VariantId variant) {
  SqliteStatement s(db_,
                    "SELECT rating, deviation, volatility, wins, losses, draws FROM ratings "
                    "WHERE user_id = ?1 AND variant = ?2");
  s.bind(1, user).bind(2, variant_code(variant));
  if (!s.step()) {
    if (!s.error().empty()) return database_error(s);
    return std::optional<Rating>();
  }
  return std::optional<Rating>(Rating{user, variant, s.real(0), s.real(1), s.real(2),
                                      int(s.integer(3)), int(s.integer(4)), int(s.integer(5))});
}

Status SqliteStorage::save_rating(const Rating& r) {
  SqliteStatement s(db_,
                    "INSERT INTO ratings (user_id, variant, rating, deviation, volatility, wins, "
                    "losses, draws) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) "
                    "ON CONFLICT (user_id, variant) DO UPDATE SET rating = ?3, deviation = ?4, "
                    "volatility = ?5, wins = ?6, losses = ?7, draws = ?8");
  s.bind(1, r.user)
      .bind(2, variant_code(r.variant))
      .bind(3, r.rating)
      .bind(4, r.deviation)
      .bind(5, r.volatility)
      .bind(6, r.wins)
      .bind(7, r.losses)
      .bind(8, r.draws);
  return atomically([&] { return s.run(); });
}

Result<std::vector<Rating>> SqliteStorage::ratings(VariantId variant) {
  SqliteStatement s(db_,
                    "SELECT user_id, rating, deviation, volatility, wins, losses, draws "
                    "FROM ratings WHERE variant = ?1 ORDER BY rating DESC, user_id");
  s.bind(1, variant_code(variant));
  return collect_rows(s, [&](const SqliteStatement& row) {
    return Rating{row.text(0),         variant,
                  row.real(1),         row.real(2),
                  row.real(3),         int(row.integer(4)),
                  int(row.integer(5)), int(row.integer(6))};
  });
}

// --- chat and followers ---

Status SqliteStorage::add_chat(const ChatLine& line) {
  return atomically([&]() -> Status {
    SqliteStatement s(db_,
                      "INSERT INTO chat (variant, number, seq, ply, from_user, text, said_at) "
                      "SELECT ?1, ?2, COALESCE(MAX(seq), 0) + 1, ?3, ?4, ?5, ?6 FROM chat "
                      "WHERE variant = ?1 AND number = ?2");
    s.bind(1, variant_code(line.game.variant))
        .bind(2, line.game.number)
        .bind(3, line.ply)
        .bind(4, line.from)
        .bind(5, line.text)
        .bind(6, line.time);
    return s.run();
  });
}

Result<std::vector<ChatLine>> SqliteStorage::chat(GameKey game) {
  SqliteStatement s(db_,
                    "SELECT ply, from_user, text, said_at FROM chat "
                    "WHERE variant = ?1 AND number = ?2 ORDER BY seq");
  s.bind(1, variant_code(game.variant)).bind(2, game.number);
  return collect_rows(s, [&](const SqliteStatement& row) {
    return ChatLine{game, int(row.integer(0)), row.text(1), row.text(2), row.integer(3)};
  });
}

Status SqliteStorage::set_follower(GameKey game, const Follower& f) {
  SqliteStatement s(db_,
                    "INSERT INTO followers (variant, number, user_id, kind) VALUES (?1, ?2, ?3, "
                    "?4) ON CONFLICT (variant, number, user_id) DO UPDATE SET kind = ?4");
  s.bind(1, variant_code(game.variant))
      .bind(2, game.number)
      .bind(3, f.user)
      .bind(4, follow_code(f.kind));
  return atomically([&] { return s.run(); });
}

Status SqliteStorage::remove_follower(GameKey game, const std::string& user) {
  SqliteStatement s(db_,
                    "DELETE FROM followers WHERE variant = ?1 AND number = ?2 AND user_id = ?3");
  s.bind(1, variant_code(game.variant)).bind(2, game.number).bind(3, user);
  return atomically([&] { return s.run(); });
}

Result<std::vector<Follower>> SqliteStorage::followers(GameKey game) {
  SqliteStatement s(db_,
                    "SELECT user_id, kind FROM followers WHERE variant = ?1 AND number = ?2 "
                    "ORDER BY user_id");
  s.bind(1, variant_code(game.variant)).bind(2, game.number);
  return collect_rows(s, [](const SqliteStatement& row) {
    return Follower{row.text(0), parse_follow_code(row.text(1)).value_or(FollowKind::EVERY_MOVE)};
  });
}

}  // namespace tori::server
