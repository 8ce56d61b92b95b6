// PostgresStorage: connecting and migrating; the queries are SqlStorage's.
#include "server/storage/postgres_storage.h"

#include <algorithm>
#include <cstdint>

#include "server/storage/postgres_statement.h"

namespace tori::server {

namespace {

// Advisory lock numbers, ours alone. The one-number form (bigint) and the two-number form
// (int, int) are separate spaces in PostgreSQL: GLOBAL_LOCK never meets a game's or a user's.
constexpr int MIGRATION_LOCK = 7630700;  // session lock while migrating
constexpr int GLOBAL_LOCK = 7630701;     // shared by one-game requests, exclusive by the rest
constexpr int GAME_LOCKS = 7630702;      // (GAME_LOCKS, game_lock_key(game))
constexpr int RATING_LOCKS = 7630703;    // (RATING_LOCKS, user_lock_key(user))

// Wraps into PostgreSQL's int: two games share a lock only past 500 million games of a kind.
int32_t game_lock_key(GameKey key) {
  return int32_t(uint32_t(key.number) * 4u + uint32_t(key.variant));
}

// FNV-1a: the same number for a name in every instance (std::hash need not be). Two names that
// share a number only wait for each other more often.
int32_t user_lock_key(const std::string& user) {
  uint32_t hash = 2166136261u;
  for (unsigned char c : user) hash = (hash ^ c) * 16777619u;
  return int32_t(hash);
}

}  // namespace

Result<std::unique_ptr<PostgresStorage>> PostgresStorage::open(const std::string& url) {
  auto connection = PostgresConnection::connect(url);
  if (!connection) return connection.error();
  std::unique_ptr<PostgresStorage> storage(new PostgresStorage(std::move(connection.value())));
  // Servers that open one database at the same moment take turns: the first migrates, the
  // others then find nothing left to do. The lock (its number is arbitrary, ours alone) is the
  // session's: it ends with the connection if migrating fails.
  std::string lock = "(" + std::to_string(MIGRATION_LOCK) + ")";
  if (auto s = storage->execute("SELECT pg_advisory_lock" + lock); !s) return s.error();
  if (auto s = storage->migrate(); !s) return s.error();
  if (auto s = storage->execute("SELECT pg_advisory_unlock" + lock); !s) return s.error();
  return storage;
}

std::unique_ptr<SqlStatement> PostgresStorage::prepare(std::string_view sql) {
  return std::make_unique<PostgresStatement>(*connection_, sql);
}

// No deadlock can come of these locks: every transaction takes them in one order (the global
// lock, then its games' in rising key order, then ratings in rising key order, lock_ratings),
// and one that holds the global lock exclusively runs alone, whatever it takes after it. Only
// requests committed together that end two rated games call lock_ratings twice; two instances
// doing that crosswise at one moment deadlock, PostgreSQL fails one transaction, and its requests
// run again one by one (GameService::in_one_transaction_each).
Status PostgresStorage::begin_transaction(LockScope scope) {
  // One snapshot for every statement (a game's row and its moves read alike), no lock; a write
  // by mistake fails instead of racing a request that holds the lock.
  if (scope.reading) return execute("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
  if (auto s = execute("BEGIN"); !s) return s;
  Status locked = scope.games.empty()
                      ? execute("SELECT pg_advisory_xact_lock(" + std::to_string(GLOBAL_LOCK) + ")")
                      : lock_games(scope.games);
  if (!locked) (void)execute("ROLLBACK");
  return locked;
}

Status PostgresStorage::lock_games(const std::vector<GameKey>& games) {
  std::vector<int32_t> keys;
  for (GameKey game : games) keys.push_back(game_lock_key(game));
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  // The first game's lock comes with the shared global one, in one round trip; the others
  // (requests committed together) in a second, taken row by row in the array's rising order.
  Status locked =
      prepare("SELECT pg_advisory_xact_lock_shared(" + std::to_string(GLOBAL_LOCK) +
              "), pg_advisory_xact_lock(" + std::to_string(GAME_LOCKS) + ", CAST(?1 AS INTEGER))")
          ->bind_all(keys.front())
          .run();
  if (!locked || keys.size() == 1) return locked;
  std::string rest = "{";
  for (std::size_t i = 1; i < keys.size(); ++i)
    rest += (i > 1 ? "," : "") + std::to_string(keys[i]);
  return prepare("SELECT pg_advisory_xact_lock(" + std::to_string(GAME_LOCKS) +
                 ", key) FROM unnest(CAST(?1 AS integer[])) AS key")
      ->bind_all(rest + "}")
      .run();
}

// In rising key order, each key once: two transactions that both want the ratings of bob and
// wanda take them in the same order, so neither can hold one while waiting for the other.
Status PostgresStorage::lock_ratings(const std::vector<std::string>& users) {
  std::vector<int32_t> keys;
  for (const std::string& user : users) keys.push_back(user_lock_key(user));
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  for (int32_t key : keys) {
    auto s = prepare("SELECT pg_advisory_xact_lock(" + std::to_string(RATING_LOCKS) +
                     ", CAST(?1 AS INTEGER))")
                 ->bind_all(key)
                 .run();
    if (!s) return s;
  }
  return ok_status();
}

Status PostgresStorage::notify(std::string_view channel, std::string_view payload) {
  return prepare("SELECT pg_notify(?1, ?2)")->bind_all(channel, payload).run();
}

// Up to 16 in one statement ("SELECT pg_notify(?1, ?2), pg_notify(?1, ?3) ..."), its calls made
// in order: 16 prepared statements at most, one per count.
Status PostgresStorage::notify_all(std::string_view channel,
                                   const std::vector<std::string>& payloads) {
  constexpr std::size_t MOST_AT_ONCE = 16;
  for (std::size_t first = 0; first < payloads.size(); first += MOST_AT_ONCE) {
    std::size_t count = std::min(MOST_AT_ONCE, payloads.size() - first);
    std::string sql = "SELECT ";
    for (std::size_t i = 0; i < count; ++i)
      sql += (i ? ", pg_notify(?1, ?" : "pg_notify(?1, ?") + std::to_string(i + 2) + ")";
    // Nobody reads what pg_notify returns: inside a batch it waits for the commit unsent.
    auto s =
        std::make_unique<PostgresStatement>(*connection_, sql, PostgresStatement::Answer::UNNEEDED);
    s->bind(1, channel);
    for (std::size_t i = 0; i < count; ++i) s->bind(int(i + 2), payloads[first + i]);
    if (auto done = s->run(); !done) return done;
  }
  return ok_status();
}

void PostgresStorage::reconnect_if_lost() { connection_->reconnect_if_lost(); }

}  // namespace tori::server
