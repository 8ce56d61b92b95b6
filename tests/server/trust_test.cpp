// What a stranger once could do to other players through the service, and may no more: pass for
// another player by the case of a userid, leave a resignation hidden behind an undo, or have a
// database failure read as "no such game".
#include <gtest/gtest.h>

#include <fstream>

#include "server/storage/open_storage.h"
#include "server/web/api_reply.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

using Trust = ServiceFixture;

TEST_F(Trust, UseridsAreUniqueWithoutRegardToCase) {
  for (const char* taken : {"Bob", "BOB", "wAnDa"}) {
    auto r = service_->signup(taken, "pwkifu77", "");
    ASSERT_FALSE(r.ok()) << taken;
    EXPECT_NE(r.error().message.find("differs only in case"), std::string::npos)
        << r.error().message;
  }
  EXPECT_FALSE(service_->add_computer("BOB").ok());
  ASSERT_TRUE(service_->add_computer("computer5").ok());
  EXPECT_FALSE(service_->signup("COMPUTER5", "pwkifu77", "").ok());
  EXPECT_TRUE(service_->signup("carol", "pwkifu77", "").ok());
  // The exact userid is still the one that logs in.
  EXPECT_TRUE(service_->authenticate("bob", "bobpwkifu77").ok());
  EXPECT_FALSE(service_->authenticate("Bob", "bobpwkifu77").ok());
}

TEST_F(Trust, AnAcceptedUndoWithdrawsAResignationMadeOutOfTurn) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  ASSERT_TRUE(service_->propose(key, Actor::verified("wanda"), ProposalKind::UNDO, "").ok());
  ASSERT_TRUE(service_->resign(key, Actor::verified("wanda"), "").ok());  // bob to move: pending
  EXPECT_TRUE(record(key).resign_pending[WHITE]);
  auto accepted = service_->answer(key, Actor::verified("bob"), true, "");
  ASSERT_TRUE(accepted.ok()) << accepted.error().message;
  EXPECT_NE(accepted->message.find("resignation is withdrawn"), std::string::npos)
      << accepted->message;
  GameRecord g = record(key);
  EXPECT_FALSE(g.resign_pending[WHITE]);
  ASSERT_EQ(side_to_move(g), WHITE);
  play(key, "wanda", "2c-2d");
  play(key, "bob", "6e-6d");
  EXPECT_TRUE(record(key).active()) << "the withdrawn resignation took effect";
}

TEST_F(Trust, AFailingDatabaseIsTheServersErrorNotAMissingGame) {
  GameKey key = new_game();
  auto missing = service_->game(GameKey{key.variant, key.number + 1000});
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().kind, ErrorKind::NOT_FOUND);
  EXPECT_EQ(web::api_error(missing.error(), web::bad_request).status, 404u);
  // The games table gone from under the service (any failure of the database will do).
  ASSERT_TRUE(storage_->execute("ALTER TABLE games RENAME TO games_gone").ok());
  auto failed = service_->game(GameKey{key.variant, key.number});
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.error().kind, ErrorKind::INTERNAL) << failed.error().message;
  EXPECT_EQ(web::api_error(failed.error(), web::not_found).status, 500u);
  EXPECT_EQ(web::api_error(failed.error(), web::not_found).code, "internal");
}

TEST_F(Trust, APersonHasABoundedNumberOfActiveGames) {
  service_ = std::make_unique<GameService>(*storage_, clock_,
                                           ServiceOptions{PasswordCost::minimum(), 4000, 2});
  new_game();
  new_game();
  auto third = service_->challenge(VariantId::TORI, "bob", "wanda", {});
  ASSERT_FALSE(third.ok());
  EXPECT_EQ(third.error().kind, ErrorKind::REFUSED);
  EXPECT_NE(third.error().message.find("limit 2"), std::string::npos) << third.error().message;
  EXPECT_TRUE(service_->challenge(VariantId::YARI, "bob", "wanda", {}).ok()) << "per variant";
  // The computer plays everyone: its accounts have no such limit.
  ASSERT_TRUE(service_->add_computer("computer1").ok());
  ASSERT_TRUE(service_->signup("carol", "pwkifu77", "").ok());
  ASSERT_TRUE(service_->signup("dave", "pwkifu77", "").ok());
  ASSERT_TRUE(service_->signup("erin", "pwkifu77", "").ok());
  for (const char* player : {"carol", "dave", "erin"})
    EXPECT_TRUE(service_->challenge(VariantId::TORI, player, "computer1", {}).ok()) << player;
}

TEST(StartUp, AnUnusableDatabaseIsNamedInTheError) {
  TempDir dir;
  std::string path = dir.file("not-a-database.db");
  std::ofstream(path) << std::string(4096, 'x');
  auto opened = open_storage(path);
  ASSERT_FALSE(opened.ok());
  EXPECT_NE(opened.error().message.find(path), std::string::npos) << opened.error().message;
  EXPECT_EQ(opened.error().kind, ErrorKind::INTERNAL);
}

}  // namespace
}  // namespace tori::server::testing
