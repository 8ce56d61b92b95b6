// The HTTP API's storage (migration 4) on both databases: login tokens by their hash, seeks
// numbered and taken exactly once.
#include <gtest/gtest.h>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

class LobbyStorageTest : public OnDatabaseParam<StorageFixture> {
 protected:
  void SetUp() override {
    OnDatabaseParam<StorageFixture>::SetUp();
    if (IsSkipped()) return;
    ASSERT_TRUE(storage_->insert_user({"bob", "h", "", {}, PlayerKind::HUMAN, 0, false, 0}).ok());
  }
};

std::string database_name(const ::testing::TestParamInfo<TestDatabase>& info) {
  return test_database_name(info.param);
}
INSTANTIATE_TEST_SUITE_P(Databases, LobbyStorageTest,
                         ::testing::Values(TestDatabase::SQLITE, TestDatabase::POSTGRES),
                         database_name);

TEST_P(LobbyStorageTest, TokensAreFoundByTheirHashUsedAndDeleted) {
  ASSERT_TRUE(storage_->insert_token({"abc", "bob", 100, 100}).ok());
  EXPECT_FALSE(storage_->insert_token({"abc", "bob", 100, 100}).ok());  // one hash, one row
  auto found = storage_->find_token("abc");
  ASSERT_TRUE(found.ok() && *found);
  EXPECT_EQ((*found)->user, "bob");
  EXPECT_EQ((*found)->created, 100);
  ASSERT_TRUE(storage_->touch_token("abc", 130).ok());  // within the minute: not written
  EXPECT_EQ((*storage_->find_token("abc"))->last_used, 100);
  ASSERT_TRUE(storage_->touch_token("abc", 500).ok());
  EXPECT_EQ((*storage_->find_token("abc"))->last_used, 500);
  EXPECT_FALSE(*storage_->find_token("abd"));
  ASSERT_TRUE(storage_->delete_token("abc").ok());
  EXPECT_FALSE(*storage_->find_token("abc"));
  ASSERT_TRUE(storage_->insert_token({"t1", "bob", 1, 1}).ok());
  ASSERT_TRUE(storage_->insert_token({"t2", "bob", 1, 1}).ok());
  ASSERT_TRUE(storage_->delete_tokens_of("bob").ok());
  EXPECT_FALSE(*storage_->find_token("t1"));
  EXPECT_FALSE(*storage_->find_token("t2"));
}

TEST_P(LobbyStorageTest, SeeksAreNumberedListedAndTakenOnce) {
  Seek seek;
  seek.variant = VariantId::YARI;
  seek.user = "bob";
  seek.handicap = "2p";
  seek.time = TimeControl::byoyomi(600'000, 3, 30'000);
  seek.rated = false;
  seek.created = 77;
  auto first = storage_->insert_seek(seek);
  auto second = storage_->insert_seek(seek);
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_EQ(*second, *first + 1);
  auto back = storage_->find_seek(*first);
  ASSERT_TRUE(back.ok() && *back);
  EXPECT_EQ((*back)->variant, VariantId::YARI);
  EXPECT_EQ((*back)->handicap, "2p");
  EXPECT_EQ((*back)->time, seek.time);
  EXPECT_FALSE((*back)->rated);
  EXPECT_TRUE((*back)->seeker_first);
  EXPECT_EQ((*back)->created, 77);
  EXPECT_EQ(storage_->seeks()->size(), 2u);
  EXPECT_TRUE(*storage_->delete_seek(*first));
  EXPECT_FALSE(*storage_->delete_seek(*first));  // the second taker learns it is gone
  EXPECT_FALSE(*storage_->find_seek(*first));
  ASSERT_EQ(storage_->seeks()->size(), 1u);
  EXPECT_EQ(storage_->seeks()->front().id, *second);
  EXPECT_GT(*storage_->insert_seek(seek), *second);  // numbers are never given twice
}

}  // namespace
}  // namespace tori::server::testing
