// SQLite storage on real files: the schema, round trips of every record, numbering, atomic
// groups of writes, and everything still there after the database is closed and reopened.
#include <gtest/gtest.h>

#include "server/storage/migrations.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

TEST(SqliteStorage, MigratesANewDatabaseToTheLatestSchemaOnce) {
  TempDir dir;
  auto storage = open_storage(dir.file("a.db"));
  ASSERT_TRUE(storage);
  EXPECT_EQ(storage->schema_version().value(), schema_migrations().back().version);
  storage.reset();
  storage = open_storage(dir.file("a.db"));  // opening again runs nothing twice
  ASSERT_TRUE(storage);
  EXPECT_EQ(storage->schema_version().value(), schema_migrations().back().version);
}

TEST(SqliteStorage, RefusesAFileThatIsNotADatabase) {
  TempDir dir;
  {
    std::FILE* f = std::fopen(dir.file("junk.db").c_str(), "w");
    std::fputs("this is not a database, not at all, just text that goes on for a while\n", f);
    std::fclose(f);
  }
  EXPECT_FALSE(SqliteStorage::open(dir.file("junk.db")).ok());
  EXPECT_FALSE(SqliteStorage::open(dir.file("no/such/dir/x.db")).ok());
}

TEST(SqliteStorage, UsersRoundTripAndIdsAreUnique) {
  TempDir dir;
  auto storage = open_storage(dir.file("a.db"));
  User u{"bob",
         "$argon2id$hash",
         "bob@example.org",
         {false, BoardStyle::SMALL},
         PlayerKind::HUMAN,
         3,
         false,
         42};
  ASSERT_TRUE(storage->insert_user(u).ok());
  EXPECT_FALSE(storage->insert_user(u).ok());
  auto back = storage->find_user("bob");
  ASSERT_TRUE(back.ok() && *back);
  EXPECT_EQ((*back)->address, "bob@example.org");
  EXPECT_FALSE((*back)->display.flip);
  EXPECT_EQ((*back)->display.style, BoardStyle::SMALL);
  EXPECT_EQ((*back)->game_limit, 3);
  EXPECT_FALSE(storage->find_user("Robert'); DROP TABLE users;--").value());
  EXPECT_TRUE(storage->find_user("bob").value());
}

TEST(SqliteStorage, AFailedGroupOfWritesLeavesNothingBehind) {
  TempDir dir;
  auto storage = open_storage(dir.file("a.db"));
  Status s = storage->atomically([&]() -> Status {
    if (auto r = storage->insert_user({"bob", "h", "", {}, PlayerKind::HUMAN, 0, false, 0}); !r)
      return r;
    return make_error("something went wrong later");
  });
  EXPECT_FALSE(s.ok());
  EXPECT_FALSE(storage->find_user("bob").value());
}

using HostileInputTest = ServiceFixture;

// Values only reach SQL as bound parameters: text that looks like SQL is stored as text.
TEST_F(HostileInputTest, SqlLikeTextIsStoredLiterallyAndChangesNothingElse) {
  GameKey key = new_game();
  const std::string sql = "'); DROP TABLE games; --";
  ASSERT_TRUE(move(key, "bob", "7e-7d", {}, sql).ok());
  ASSERT_TRUE(service_->chat(key, "wanda", "wandapw", sql + " \" OR 1=1").ok());
  EXPECT_FALSE(service_->authenticate("bob", "' OR '1'='1").ok());
  EXPECT_FALSE(service_->find_user("bob' --").ok());
  reopen();
  EXPECT_EQ(record(key).moves[0].comment, sql);
  EXPECT_EQ(service_->chat_lines(key).value()[0].text, sql + " \" OR 1=1");
  EXPECT_EQ(new_game().number, 102);
}

using StorageReopenTest = ServiceFixture;

// The restart test: games, their moves and comments, queued moves, pending resignations and
// proposals, clock deadlines, ratings, followers and chat all survive closing the database.
TEST_F(StorageReopenTest, EveryGameQueuedMoveAndDeadlineIsThereAfterReopening) {
  ASSERT_TRUE(service_->signup("carol", "carolpw", "").ok());
  GameKey key = new_game(VariantId::TORI, {"", 2, 7});
  GameKey yari = new_game(VariantId::YARI, {"yr", 0, 0});
  GameKey finished = new_game(VariantId::TORI);
  ASSERT_TRUE(move(key, "bob", "7e-7d", {}, "first!").ok());
  clock_.advance(3600);
  play(key, "wanda", "1c-1d");
  ASSERT_TRUE(service_->queue(key, "wanda", "wandapw", "2c-2d", std::nullopt).ok());
  ASSERT_TRUE(service_->propose(key, "wanda", "wandapw", ProposalKind::DRAW, "").ok());
  ASSERT_TRUE(service_->follow(key, "carol", "carolpw", FollowKind::END_ONLY).ok());
  ASSERT_TRUE(service_->chat(key, "bob", "bobpw", "nice opening").ok());
  play(yari, "bob", "1c-1d");  // bob gives the handicap: White, first to move
  play(finished, "bob", "7e-7d");
  play(finished, "wanda", "1c-1d");
  ASSERT_TRUE(service_->resign(finished, "bob", "bobpw", "").ok());
  GameRecord before = record(key);

  reopen();

  GameRecord after = record(key);
  EXPECT_EQ(after.players, before.players);
  ASSERT_EQ(after.moves.size(), 2u);
  EXPECT_EQ(after.moves[0].comment, "first!");
  EXPECT_EQ(after.moves[1].usi, "1c1d");
  EXPECT_EQ(after.moves[1].time, before.moves[1].time);
  EXPECT_EQ(after.queued_move[WHITE], "2c-2d");
  EXPECT_EQ(after.proposal.kind, ProposalKind::DRAW);
  EXPECT_EQ(after.proposal.by, WHITE);
  EXPECT_EQ(after.nag_at(), before.nag_at());
  EXPECT_EQ(after.forfeit_at(), before.forfeit_at());
  EXPECT_NE(after.forfeit_at(), 0);
  EXPECT_EQ(record(yari).handicap, "yr");
  EXPECT_EQ(record(yari).moves.size(), 1u);
  EXPECT_EQ(record(finished).result.outcome, Outcome::WHITE_WINS);
  EXPECT_EQ(service_->standings(VariantId::TORI).value().size(), 2u);
  EXPECT_EQ(service_->chat_lines(key).value().size(), 1u);
  EXPECT_EQ(storage_->followers(key).value().size(), 1u);
  EXPECT_TRUE(service_->authenticate("bob", "bobpw").ok());

  // The game goes on, and the queued move is played when wanda's turn comes.
  auto r = move(key, "bob", "6e-6d");
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(record(key).moves.size(), 4u);
  EXPECT_EQ(new_game().number, 103);  // numbering continues
}

}  // namespace
}  // namespace tori::server::testing
