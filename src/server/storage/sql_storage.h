// The Storage written once in SQL for every database: the queries, the schema migrations and the
// nesting of transactions. A database supplies statements (SQLite, PostgreSQL) and may connect
// again when it lost its connection.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "server/storage/storage.h"

namespace tori::server {

class SqlStatement;

class SqlStorage : public Storage {
 public:
  ~SqlStorage() override = default;
  SqlStorage(const SqlStorage&) = delete;
  SqlStorage& operator=(const SqlStorage&) = delete;

  Result<int> schema_version();

  Result<std::optional<User>> find_user(const std::string& id) override;
  Result<std::optional<User>> find_user_any_case(const std::string& id) override;
  Status insert_user(const User& user) override;
  Status update_user(const User& user) override;

  Result<int> create_game(const GameRecord& game) override;
  Result<std::optional<GameRecord>> load_game(GameKey key) override;
  Status save_game(const GameRecord& game, int64_t version) override;
  Result<std::optional<int64_t>> game_version(GameKey key) override;
  Result<std::vector<GameRecord>> find_games(const GameQuery& query) override;
  Result<std::vector<GameRecord>> games_due(Millis now) override;
  Result<std::optional<Millis>> next_flag_at() override;

  Result<std::optional<Rating>> find_rating(const std::string& user, VariantId variant) override;
  Status save_rating(const Rating& rating) override;
  Result<std::vector<Rating>> ratings(VariantId variant) override;
  Status add_rating_point(const RatingPoint& point) override;
  Result<std::vector<RatingPoint>> rating_history(const std::string& user,
                                                  VariantId variant) override;

  Status add_chat(const ChatLine& line) override;
  Result<std::vector<ChatLine>> chat(GameKey game, ChatPage page = {}) override;

  Status set_follower(GameKey game, const Follower& follower) override;
  Status remove_follower(GameKey game, const std::string& user) override;
  Result<std::vector<Follower>> followers(GameKey game) override;

  Status insert_token(const AccessToken& token) override;
  Result<std::optional<AccessToken>> find_token(const std::string& hash) override;
  Status touch_token(const std::string& hash, Seconds now) override;
  Status delete_token(const std::string& hash) override;
  Status delete_tokens_of(const std::string& user) override;

  Status insert_stream_ticket(const StreamTicket& ticket, Seconds now) override;
  Result<std::optional<StreamTicket>> take_stream_ticket(const std::string& hash) override;

  Result<std::optional<std::string>> find_settings(const std::string& user) override;
  Status save_settings(const std::string& user, const std::string& settings, Seconds now) override;
  Status insert_password_reset(const PasswordReset& reset, Seconds now) override;
  Result<std::optional<PasswordReset>> take_password_reset(const std::string& hash) override;
  Result<std::vector<User>> users_by_prefix(const std::string& prefix, int limit) override;
  Status note_user_seen(const std::string& user, Seconds now) override;
  Result<std::vector<std::pair<User, Seconds>>> users_seen_since(Seconds since, int limit) override;

  Result<int> insert_seek(const Seek& seek) override;
  Result<std::optional<Seek>> find_seek(int id) override;
  Result<std::vector<Seek>> seeks() override;
  Result<bool> delete_seek(int id) override;

  Result<bool> insert_analysis(const AnalysisJob& job) override;
  Result<std::optional<AnalysisJob>> find_analysis(GameKey game) override;
  Status save_analysis(const AnalysisJob& job) override;
  Result<std::optional<AnalysisJob>> next_analysis(Millis now) override;
  Result<int> analyses_requested(const std::optional<std::string>& user, Seconds since) override;
  Result<int> analyses_unfinished() override;

  Status upsert_puzzle(const PuzzleRecord& puzzle, Seconds now) override;
  Result<std::optional<PuzzleRecord>> find_puzzle(const std::string& id) override;
  Status save_puzzle_rating(const PuzzleRecord& puzzle) override;
  Result<int> count_puzzles(const PuzzleFilter& filter) override;
  Result<std::optional<PuzzleRecord>> puzzle_at(const PuzzleFilter& filter, int index) override;
  Result<std::vector<PuzzleRecord>> puzzles_near(const PuzzleFilter& filter, double rating,
                                                 const std::optional<std::string>& unseen_by,
                                                 int limit) override;
  Result<std::optional<PuzzleRecord>> puzzle_seen_longest_ago(const PuzzleFilter& filter,
                                                              const std::string& user) override;
  Result<std::vector<std::pair<std::string, int>>> puzzle_themes(VariantId variant) override;
  Result<int> insert_puzzle_attempt(const PuzzleAttempt& attempt) override;
  Result<int> puzzle_attempts_at(const std::string& user, const std::string& puzzle) override;
  Result<std::vector<PuzzleAttempt>> puzzle_attempts(const std::string& user, int limit) override;
  Result<std::optional<PuzzleRating>> find_puzzle_rating(const std::string& user,
                                                         VariantId variant) override;
  Status save_user_puzzle_rating(const PuzzleRating& rating) override;

  // The outermost call is a transaction (BEGIN ... COMMIT), nested calls are savepoints.
  using Storage::atomically;
  Status atomically(const std::function<Status()>& work, LockScope scope) override;
  std::uint64_t writes_sent() const override { return writes_sent_; }

  // Runs one SQL statement as it is (the migrations; tests that break a database on purpose).
  Status execute(std::string_view sql);

 protected:
  SqlStorage() = default;
  // Runs every migration step the database has not seen, each in its own transaction.
  Status migrate();

 private:
  // A statement for `sql`, written with ?N placeholders; a failure shows in its error().
  virtual std::unique_ptr<SqlStatement> prepare(std::string_view sql) = 0;
  // Called before a statement outside any transaction (never inside one: its work would be
  // lost half done). A database reached over a network connects again here.
  virtual void reconnect_if_lost() {}
  // Begins the outermost transaction. A request reads a game, changes it and writes it back,
  // and several processes may share the database (tori mail runs once per mail), so a second
  // request on the same part of the data (`scope`) must wait for the first to end, never read
  // the game it is changing.
  virtual Status begin_transaction(LockScope /*scope*/) { return execute("BEGIN"); }

  std::unique_ptr<SqlStatement> statement(std::string_view sql);
  Status write_game(const GameRecord& game, int64_t version);
  Result<GameRecord> read_game(const SqlStatement& row);
  Result<std::vector<GameRecord>> read_games(SqlStatement& rows);
  Result<std::vector<PlayedMove>> read_moves(GameKey key);

  int savepoint_depth_ = 0;
  std::uint64_t writes_sent_ = 0;  // statements other than SELECT handed out (see writes_sent)
};

}  // namespace tori::server
