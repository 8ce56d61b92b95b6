// Where the service keeps everything: one interface, implemented once in SQL (SqlStorage) for
// SQLite and PostgreSQL. Every write is durable when the call returns, so a reply sent after it
// never names a move the server could forget.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "server/records/analysis_records.h"
#include "server/records/lobby_records.h"
#include "server/records/puzzle_records.h"
#include "server/records/records.h"
#include "server/records/status.h"

namespace tori::server {

// What a transaction keeps every other transaction (of any process sharing the database) away
// from while it runs. A request about one game locks only that game, so requests about different
// games run side by side; anything else (a new account, a challenge making a game, the clock
// tick) locks everything. A one-game transaction may change only that game, its chat and its
// followers, and (when the game ends) its players' ratings, after lock_ratings(); one holding
// several games (requests committed together) the same for each. A request that
// only reads (a list of games, the standings) locks nothing: it reads one snapshot of the whole
// database, as it was when it began, and may not write.
struct LockScope {
  std::vector<GameKey> games;  // none: everything (unless reading)
  bool reading = false;

  static LockScope everything() { return {}; }
  static LockScope one_game(GameKey key) { return {{key}, false}; }
  static LockScope reading_only() { return {{}, true}; }
  bool locks_everything() const { return games.empty() && !reading; }
  // What one transaction running several requests must hold: everything if any of them needs
  // it, else every game any of them names (nothing only if all of them just read).
  static LockScope joined(const std::vector<LockScope>& scopes);
};

inline LockScope LockScope::joined(const std::vector<LockScope>& scopes) {
  LockScope all = reading_only();
  for (const LockScope& scope : scopes) {
    if (scope.reading) continue;
    if (scope.games.empty()) return everything();
    all.reading = false;
    for (GameKey key : scope.games)
      if (std::find(all.games.begin(), all.games.end(), key) == all.games.end())
        all.games.push_back(key);
  }
  return all;
}

struct GameQuery {
  enum class Which { ALL, ACTIVE, INACTIVE };
  std::optional<VariantId> variant;
  std::optional<std::string> player;  // games this user plays in
  Which which = Which::ALL;
  bool only_with_day_limits = false;  // only games with a nagtime or forfeittime
  // A page: the newest `limit` games (0: all) numbered below `before` (0: any).
  int before = 0;
  int limit = 0;
};

// Rows that the requests of one transaction about several games are about to read: each game's
// version, chat (its last page) and followers, and some users' accounts. Every game and user asked
// for has an entry (nothing stored: an empty optional or list). GameService keeps them in its
// RequestMemo.
struct ReadAhead {
  std::vector<std::pair<GameKey, std::optional<int64_t>>> versions;
  std::vector<std::pair<GameKey, std::vector<ChatLine>>> chats;
  std::vector<std::pair<GameKey, std::vector<Follower>>> followers;
  std::vector<std::pair<std::string, std::optional<User>>> users;
};

class Storage {
 public:
  virtual ~Storage() = default;

  virtual Result<std::optional<User>> find_user(const std::string& id) = 0;
  // The user whose id is this one but for case ("Alice" finds "alice"), if any.
  virtual Result<std::optional<User>> find_user_any_case(const std::string& id) = 0;
  virtual Status insert_user(const User& user) = 0;  // refused if the id is taken
  virtual Status update_user(const User& user) = 0;

  // Gives the game the next number of its type (101 first), stores it and returns the number.
  virtual Result<int> create_game(const GameRecord& game) = 0;
  virtual Result<std::optional<GameRecord>> load_game(GameKey key) = 0;
  // The whole record, atomically, under `version` (which the record read back then carries).
  virtual Status save_game(const GameRecord& game, int64_t version) = 0;
  // The version of the game as stored (see GameRecord::version); nothing if there is no game.
  virtual Result<std::optional<int64_t>> game_version(GameKey key) = 0;
  virtual Result<std::vector<GameRecord>> find_games(const GameQuery& query) = 0;
  // Active games whose side to move has run out of time by `now` (flag_at <= now), earliest
  // first; and the earliest moment any active game's clock runs out, if any is running.
  virtual Result<std::vector<GameRecord>> games_due(Millis now) = 0;
  virtual Result<std::optional<Millis>> next_flag_at() = 0;

  virtual Result<std::optional<Rating>> find_rating(const std::string& user, VariantId variant) = 0;
  virtual Status save_rating(const Rating& rating) = 0;
  virtual Result<std::vector<Rating>> ratings(VariantId variant) = 0;  // best first
  virtual Status add_rating_point(const RatingPoint& point) = 0;
  // A user's rating after each rated game in the variant, oldest first.
  virtual Result<std::vector<RatingPoint>> rating_history(const std::string& user,
                                                          VariantId variant) = 0;

  virtual Status add_chat(const ChatLine& line) = 0;
  virtual Result<std::vector<ChatLine>> chat(GameKey game, ChatPage page = {}) = 0;

  virtual Status set_follower(GameKey game, const Follower& follower) = 0;
  virtual Status remove_follower(GameKey game, const std::string& user) = 0;
  virtual Result<std::vector<Follower>> followers(GameKey game) = 0;

  // Login tokens of the HTTP API, by the hash of the token.
  virtual Status insert_token(const AccessToken& token) = 0;
  virtual Result<std::optional<AccessToken>> find_token(const std::string& hash) = 0;
  // Notes the token's use at `now` (written at most once a minute per token).
  virtual Status touch_token(const std::string& hash, Seconds now) = 0;
  virtual Status delete_token(const std::string& hash) = 0;
  virtual Status delete_tokens_of(const std::string& user) = 0;  // a new password, a signoff
  // How often this process has deleted tokens (a logout, a new password, a signoff): an open
  // stream reads its token again before a request only once this has moved, which spares the
  // database a read per move; deletions by other processes reach it by its periodic check.
  uint64_t token_deletions() const { return token_deletions_.load(std::memory_order_relaxed); }

  // Stream tickets, by the hash of the ticket. Inserting one also deletes those expired by
  // `now`; taking one deletes it, so that of two opens with one ticket (on any instance) only
  // one gets it.
  virtual Status insert_stream_ticket(const StreamTicket& ticket, Seconds now) = 0;
  virtual Result<std::optional<StreamTicket>> take_stream_ticket(const std::string& hash) = 0;

  // A user's settings (docs/api.md, "Settings"): a JSON object's text, stored whole; nothing if
  // never saved.
  virtual Result<std::optional<std::string>> find_settings(const std::string& user) = 0;
  virtual Status save_settings(const std::string& user, const std::string& settings,
                               Seconds now) = 0;

  // Password resets, by the hash of the link's token, as stream tickets: inserting one deletes
  // those expired by `now`; taking one deletes it, whether or not it has expired.
  virtual Status insert_password_reset(const PasswordReset& reset, Seconds now) = 0;
  virtual Result<std::optional<PasswordReset>> take_password_reset(const std::string& hash) = 0;

  // Players (docs/api.md, "Players"): users whose id starts with `prefix` without regard to
  // case (signed off ones left out), by id; when a user was last seen, and who was since `since`
  // (most recently seen first).
  virtual Result<std::vector<User>> users_by_prefix(const std::string& prefix, int limit) = 0;
  virtual Status note_user_seen(const std::string& user, Seconds now) = 0;
  virtual Result<std::vector<std::pair<User, Seconds>>> users_seen_since(Seconds since,
                                                                         int limit) = 0;

  // Seeks: insert gives the seek its number; delete says whether it was still there (of two
  // servers accepting one seek at once, one deletes it, the other learns it is gone).
  virtual Result<int> insert_seek(const Seek& seek) = 0;
  virtual Result<std::optional<Seek>> find_seek(int id) = 0;
  virtual Result<std::vector<Seek>> seeks() = 0;  // oldest first
  virtual Result<bool> delete_seek(int id) = 0;

  // Analysis jobs (docs/analysis.md). Insert says false where the game has one already.
  virtual Result<bool> insert_analysis(const AnalysisJob& job) = 0;
  virtual Result<std::optional<AnalysisJob>> find_analysis(GameKey game) = 0;
  virtual Status save_analysis(const AnalysisJob& job) = 0;  // by its game
  // The job a worker should take next: the oldest queued one, or else the oldest running one
  // whose lease ran out by `now`.
  virtual Result<std::optional<AnalysisJob>> next_analysis(Millis now) = 0;
  // Jobs requested since `since` (by `user` only, when given); and jobs not done yet.
  virtual Result<int> analyses_requested(const std::optional<std::string>& user, Seconds since) = 0;
  virtual Result<int> analyses_unfinished() = 0;

  // Puzzles (docs/api.md, "Puzzles"). An upsert by id: a puzzle stored already takes the new
  // position, solution, themes and starting rating but keeps its rating and plays.
  virtual Status upsert_puzzle(const PuzzleRecord& puzzle, Seconds now) = 0;
  virtual Result<std::optional<PuzzleRecord>> find_puzzle(const std::string& id) = 0;
  // Writes back what attempts move: rating, deviation, volatility and plays.
  virtual Status save_puzzle_rating(const PuzzleRecord& puzzle) = 0;
  // The puzzles the filter admits: how many, and the one at `index` in the order of their ids.
  virtual Result<int> count_puzzles(const PuzzleFilter& filter) = 0;
  virtual Result<std::optional<PuzzleRecord>> puzzle_at(const PuzzleFilter& filter, int index) = 0;
  // Up to `limit` puzzles rated nearest `rating`, nearest first; with `unseen_by`, only those
  // that user has never attempted.
  virtual Result<std::vector<PuzzleRecord>> puzzles_near(
      const PuzzleFilter& filter, double rating, const std::optional<std::string>& unseen_by,
      int limit) = 0;
  // Of the puzzles the user has attempted, the one whose last attempt came first.
  virtual Result<std::optional<PuzzleRecord>> puzzle_seen_longest_ago(const PuzzleFilter& filter,
                                                                      const std::string& user) = 0;
  // Every theme of a variant's puzzles with how many puzzles have it, by name.
  virtual Result<std::vector<std::pair<std::string, int>>> puzzle_themes(VariantId variant) = 0;
  // Numbers the attempt (the user's next seq) and stores it; answers the number.
  virtual Result<int> insert_puzzle_attempt(const PuzzleAttempt& attempt) = 0;
  virtual Result<int> puzzle_attempts_at(const std::string& user, const std::string& puzzle) = 0;
  virtual Result<std::vector<PuzzleAttempt>> puzzle_attempts(const std::string& user,
                                                             int limit) = 0;  // newest first
  virtual Result<std::optional<PuzzleRating>> find_puzzle_rating(const std::string& user,
                                                                 VariantId variant) = 0;
  virtual Status save_user_puzzle_rating(const PuzzleRating& rating) = 0;

  // Tells other server instances sharing the database, when the current transaction commits
  // (PostgreSQL NOTIFY); nothing where no other instance can share it (SQLite).
  virtual Status notify(std::string_view /*channel*/, std::string_view /*payload*/) {
    return ok_status();
  }
  // Several at once, in order (PostgreSQL: a few statements for many, where each costs a round
  // trip). Within one transaction PostgreSQL delivers identical payloads on a channel only once.
  virtual Status notify_all(std::string_view channel, const std::vector<std::string>& payloads) {
    for (const std::string& p : payloads)
      if (auto s = notify(channel, p); !s) return s;
    return ok_status();
  }

  // Runs `work` so that all of its writes are kept or none are (a game's end and both players'
  // new ratings), while holding `scope` against other transactions. Calls may nest; a nested
  // call runs within the outermost one's scope.
  virtual Status atomically(const std::function<Status()>& work, LockScope scope) = 0;
  Status atomically(const std::function<Status()>& work) {
    return atomically(work, LockScope::everything());
  }

  // For requests run together in one transaction without a savepoint each (a savepoint costs
  // two round trips to PostgreSQL per request): how many statements that may write this storage
  // has sent so far, and whether its transaction can still commit (PostgreSQL refuses every
  // statement after one failed). A request that failed with no write sent and the transaction
  // intact has left nothing to undo. By default every failure counts as one that wrote.
  // (Not const: a storage with writes deferred sends them to learn whether they worked.)
  virtual std::uint64_t writes_sent() const { return 0; }
  virtual bool transaction_intact() { return false; }
  // For the same requests: writes may go without waiting for their answers (PostgreSQL's
  // pipeline), so that a write's failure shows only at a later statement of the transaction,
  // or at its commit. Requests that must see a failing write fail where it happens run alone.
  virtual void defer_writes(bool /*on*/) {}

  // Inside a transaction, the rows of ReadAhead for these games and users, where reading them
  // together saves round trips (PostgreSQL: one statement per table instead of one per row).
  // Nothing by default: an in-process database answers each read as fast on its own.
  virtual Result<ReadAhead> read_ahead(const std::vector<GameKey>& /*games*/,
                                       const std::vector<std::string>& /*users*/) {
    return ReadAhead{};
  }

  // Inside a transaction: keeps these users' ratings from every other transaction until it ends,
  // so that two games ending at once cannot both start from one old rating. Nothing where a
  // transaction holds the whole database anyway (SQLite).
  virtual Status lock_ratings(const std::vector<std::string>& /*users*/) { return ok_status(); }

 protected:
  std::atomic<uint64_t> token_deletions_{0};
};

}  // namespace tori::server
