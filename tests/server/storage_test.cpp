// The storage on both databases, SQLite files and PostgreSQL databases on the test server: the
// schema, round trips of every record, numbering, atomic groups of writes, and everything still
// there after the database is closed and reopened.
#include <gtest/gtest.h>

#include "server/storage/migrations.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class StorageTest : public OnDatabaseParam<StorageFixture> {
 protected:
  User user(const std::string& id) { return {id, "h", "", {}, PlayerKind::HUMAN, 0, false, 0}; }
};
using HostileInputTest = OnDatabaseParam<ServiceFixture>;
using StorageReopenTest = OnDatabaseParam<ServiceFixture>;

std::string database_name(const ::testing::TestParamInfo<TestDatabase>& info) {
  return test_database_name(info.param);
}

// CTest runs every test a second time on PostgreSQL, except these (named Databases/...): they
// run on both already.
const auto BOTH_DATABASES = ::testing::Values(TestDatabase::SQLITE, TestDatabase::POSTGRES);
INSTANTIATE_TEST_SUITE_P(Databases, StorageTest, BOTH_DATABASES, database_name);
INSTANTIATE_TEST_SUITE_P(Databases, HostileInputTest, BOTH_DATABASES, database_name);
INSTANTIATE_TEST_SUITE_P(Databases, StorageReopenTest, BOTH_DATABASES, database_name);

TEST_P(StorageTest, MigratesANewDatabaseToTheLatestSchemaOnce) {
  EXPECT_EQ(storage_->schema_version().value(), schema_migrations().back().version);
  reopen_storage();  // opening again runs nothing twice
  EXPECT_EQ(storage_->schema_version().value(), schema_migrations().back().version);
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

TEST_P(StorageTest, UsersRoundTripAndIdsAreUnique) {
  auto& storage = storage_;
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

TEST_P(StorageTest, RatingHistoryKeepsOnePointPerGameOldestFirst) {
  User bob;
  bob.id = "bob";
  bob.password_hash = "$argon2id$hash";
  ASSERT_TRUE(storage_->insert_user(bob).ok());
  ASSERT_TRUE(storage_->add_rating_point({"bob", VariantId::TORI, 102, 2000, 1620.5, 180}).ok());
  ASSERT_TRUE(storage_->add_rating_point({"bob", VariantId::TORI, 101, 1000, 1580.25, 250}).ok());
  ASSERT_TRUE(storage_->add_rating_point({"bob", VariantId::YARI, 101, 1500, 1400, 300}).ok());
  // A game gives each player one point: a second is refused, and nothing changes.
  EXPECT_FALSE(storage_->add_rating_point({"bob", VariantId::TORI, 101, 3000, 1, 1}).ok());
  auto tori = storage_->rating_history("bob", VariantId::TORI);
  ASSERT_TRUE(tori.ok());
  ASSERT_EQ(tori->size(), 2u);
  EXPECT_EQ((*tori)[0].game_number, 101);
  EXPECT_EQ((*tori)[0].time, 1000);
  EXPECT_EQ((*tori)[0].rating, 1580.25);
  EXPECT_EQ((*tori)[0].deviation, 250);
  EXPECT_EQ((*tori)[1].game_number, 102);
  EXPECT_EQ(storage_->rating_history("bob", VariantId::YARI).value().size(), 1u);
  EXPECT_TRUE(storage_->rating_history("alice", VariantId::TORI).value().empty());
}

TEST_P(StorageTest, AFailedGroupOfWritesLeavesNothingBehind) {
  Status s = storage_->atomically([&]() -> Status {
    if (auto r = storage_->insert_user(user("bob")); !r) return r;
    return make_error("something went wrong later");
  });
  EXPECT_FALSE(s.ok());
  EXPECT_FALSE(storage_->find_user("bob").value());
}

// A nested group that fails is undone alone, even when a statement in it failed (which, in
// PostgreSQL, stops the whole transaction until it is rolled back to the savepoint).
TEST_P(StorageTest, ANestedGroupFailsAloneAndTheOuterGroupGoesOn) {
  ASSERT_TRUE(storage_->insert_user(user("bob")).ok());
  Status outer = storage_->atomically([&]() -> Status {
    if (auto r = storage_->insert_user(user("carol")); !r) return r;
    Status inner = storage_->atomically([&]() -> Status {
      if (auto r = storage_->insert_user(user("dave")); !r) return r;
      return storage_->insert_user(user("bob"));  // taken: refused
    });
    EXPECT_FALSE(inner.ok());
    return storage_->insert_user(user("erin"));
  });
  ASSERT_TRUE(outer.ok()) << outer.error().message;
  EXPECT_TRUE(storage_->find_user("carol").value());
  EXPECT_FALSE(storage_->find_user("dave").value());
  EXPECT_TRUE(storage_->find_user("erin").value());
}

TEST_P(StorageTest, GamesAreNumberedFrom101PerVariantAndOnAfterReopening) {
  ASSERT_TRUE(storage_->insert_user(user("bob")).ok());
  ASSERT_TRUE(storage_->insert_user(user("wanda")).ok());
  GameRecord tori;
  tori.players = {"bob", "wanda"};
  GameRecord yari = tori;
  yari.key.variant = VariantId::YARI;
  EXPECT_EQ(storage_->create_game(tori).value(), 101);
  EXPECT_EQ(storage_->create_game(yari).value(), 101);
  EXPECT_EQ(storage_->create_game(tori).value(), 102);
  GameRecord unknown_player = tori;
  unknown_player.players[WHITE] = "nobody";
  EXPECT_FALSE(storage_->create_game(unknown_player).ok());  // its number is given back
  reopen_storage();
  EXPECT_EQ(storage_->create_game(tori).value(), 103);
  EXPECT_EQ(storage_->load_game({VariantId::TORI, 103}).value()->players[WHITE], "wanda");
  EXPECT_EQ(storage_->find_games({VariantId::YARI, std::nullopt}).value().size(), 1u);
}

// Values only reach SQL as bound parameters: text that looks like SQL, or like a placeholder of
// either database, is stored as it is, in keys as in other text.
TEST_P(StorageTest, TextThatLooksLikeSqlIsStoredVerbatim) {
  const std::string id = "x'); DROP TABLE users; -- ?1 $1 \\ \"";
  User u = user(id);
  u.address = "?2 $2 '' \n 盤";
  ASSERT_TRUE(storage_->insert_user(u).ok());
  auto back = storage_->find_user(id);
  ASSERT_TRUE(back.ok() && *back);
  EXPECT_EQ((*back)->id, id);
  EXPECT_EQ((*back)->address, u.address);
  EXPECT_FALSE(storage_->find_user("x").value());
}

// Values only reach SQL as bound parameters: text that looks like SQL is stored as text.
TEST_P(HostileInputTest, SqlLikeTextIsStoredLiterallyAndChangesNothingElse) {
  GameKey key = new_game();
  const std::string sql = "'); DROP TABLE games; --";
  ASSERT_TRUE(move(key, "bob", "7e-7d", {}, sql).ok());
  ASSERT_TRUE(service_->chat(key, Actor::verified("wanda"), sql + " \" OR 1=1").ok());
  EXPECT_FALSE(service_->authenticate("bob", "' OR '1'='1").ok());
  EXPECT_FALSE(service_->find_user("bob' --").ok());
  reopen();
  EXPECT_EQ(record(key).moves[0].comment, sql);
  EXPECT_EQ(service_->chat_lines(key).value()[0].text, sql + " \" OR 1=1");
  EXPECT_EQ(new_game().number, 102);
}

// The restart test: games, their moves and comments, queued moves, pending resignations and
// proposals, clock deadlines, ratings, followers and chat all survive closing the database.
TEST_P(StorageReopenTest, EveryGameQueuedMoveAndDeadlineIsThereAfterReopening) {
  ASSERT_TRUE(service_->signup("carol", "carolpwkifu77", "").ok());
  GameKey key = new_game(VariantId::TORI, {"", 2, 7, {}});
  GameKey yari = new_game(VariantId::YARI, {"yr", 0, 0, {}});
  GameKey finished = new_game(VariantId::TORI);
  ASSERT_TRUE(move(key, "bob", "7e-7d", {}, "first!").ok());
  clock_.advance(3600);
  play(key, "wanda", "1c-1d");
  ASSERT_TRUE(service_->queue(key, Actor::verified("wanda"), "2c-2d", std::nullopt).ok());
  ASSERT_TRUE(service_->propose(key, Actor::verified("wanda"), ProposalKind::DRAW, "").ok());
  ASSERT_TRUE(service_->follow(key, Actor::verified("carol"), FollowKind::END_ONLY).ok());
  ASSERT_TRUE(service_->chat(key, Actor::verified("bob"), "nice opening").ok());
  play(yari, "bob", "1c-1d");  // bob gives the handicap: White, first to move
  play(finished, "bob", "7e-7d");
  play(finished, "wanda", "1c-1d");
  ASSERT_TRUE(service_->resign(finished, Actor::verified("bob"), "").ok());
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
  EXPECT_TRUE(service_->authenticate("bob", "bobpwkifu77").ok());

  // The game goes on, and the queued move is played when wanda's turn comes.
  auto r = move(key, "bob", "6e-6d");
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(record(key).moves.size(), 4u);
  EXPECT_EQ(new_game().number, 103);  // numbering continues
}

}  // namespace
}  // namespace tori::server::testing
