// Storage in one SQLite file: WAL journal (readers never block the writer), synchronous=FULL
// (a committed write survives a crash or power loss), foreign keys on, schema migrated on open.
#pragma once

#include <memory>
#include <string>

#include "server/storage/storage.h"

struct sqlite3;

namespace tori::server {

class SqliteStatement;

class SqliteStorage final : public Storage {
 public:
  // Opens (creating if needed) the database file and brings its schema up to date.
  static Result<std::unique_ptr<SqliteStorage>> open(const std::string& path);
  ~SqliteStorage() override;
  SqliteStorage(const SqliteStorage&) = delete;
  SqliteStorage& operator=(const SqliteStorage&) = delete;

  Result<int> schema_version();

  Result<std::optional<User>> find_user(const std::string& id) override;
  Status insert_user(const User& user) override;
  Status update_user(const User& user) override;

  Result<int> create_game(const GameRecord& game) override;
  Result<std::optional<GameRecord>> load_game(GameKey key) override;
  Status save_game(const GameRecord& game) override;
  Result<std::vector<GameRecord>> find_games(const GameQuery& query) override;

  Result<std::optional<Rating>> find_rating(const std::string& user, VariantId variant) override;
  Status save_rating(const Rating& rating) override;
  Result<std::vector<Rating>> ratings(VariantId variant) override;

  Status add_chat(const ChatLine& line) override;
  Result<std::vector<ChatLine>> chat(GameKey game) override;

  Status set_follower(GameKey game, const Follower& follower) override;
  Status remove_follower(GameKey game, const std::string& user) override;
  Result<std::vector<Follower>> followers(GameKey game) override;

  Status atomically(const std::function<Status()>& work) override;

 private:
  explicit SqliteStorage(sqlite3* db) : db_(db) {}
  Status execute(std::string_view sql);
  Status migrate();
  Status write_game(const GameRecord& game);
  Result<GameRecord> read_game(const SqliteStatement& row);
  Result<std::vector<PlayedMove>> read_moves(GameKey key);

  sqlite3* db_;
  int savepoint_depth_ = 0;
};

}  // namespace tori::server
