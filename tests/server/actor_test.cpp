// The Actor: who a request is made by, as an edge established it. The service refuses an actor
// that may not act (a guest, an unknown or signed-off account, a session whose password changed)
// and never asks for a password but where one is set or checked.
#include <gtest/gtest.h>

#include "server/service/game_service.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

using ActorTest = ServiceFixture;

TEST_F(ActorTest, LoggingInMakesTheActorOfTheAccountWithItsStoredHash) {
  auto actor = service_->log_in("bob", password("bob"));
  ASSERT_TRUE(actor.ok());
  EXPECT_EQ(actor->user, "bob");
  EXPECT_EQ(actor->password_hash, service_->find_user("bob")->password_hash);
  auto wrong = service_->log_in("bob", "not bob's");
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().kind, ErrorKind::UNAUTHORIZED);
}

TEST_F(ActorTest, AVerifiedActorPlaysWithoutAPassword) {
  GameKey key = new_game();
  auto moved = service_->move(key, Actor::verified("bob"), "7e-7d", std::nullopt, "");
  ASSERT_TRUE(moved.ok()) << moved.error().message;
  EXPECT_EQ(record(key).moves.size(), 1u);
}

TEST_F(ActorTest, AGuestAnUnknownAccountAndAStaleSessionAreRefusedAndNothingChanges) {
  GameKey key = new_game();
  for (const Actor& actor : {Actor::guest(), Actor::verified("nobody"), Actor{"bob", "old"}}) {
    auto moved = service_->move(key, actor, "7e-7d", std::nullopt, "");
    ASSERT_FALSE(moved.ok()) << actor.user;
    EXPECT_EQ(moved.error().kind, ErrorKind::UNAUTHORIZED) << moved.error().message;
    auto chatted = service_->chat(key, actor, "hello");
    ASSERT_FALSE(chatted.ok());
    EXPECT_EQ(chatted.error().kind, ErrorKind::UNAUTHORIZED);
  }
  EXPECT_TRUE(record(key).moves.empty());
}

TEST_F(ActorTest, ASessionIsRefusedOnceThePasswordChangedElsewhere) {
  auto session = service_->log_in("bob", password("bob"));
  ASSERT_TRUE(session.ok());
  ASSERT_TRUE(service_->change_password("bob", password("bob"), "anotherpwkifu88").ok());
  GameKey key = new_game();
  auto moved = service_->move(key, *session, "7e-7d", std::nullopt, "");
  ASSERT_FALSE(moved.ok());
  EXPECT_NE(moved.error().message.find("log in again"), std::string::npos);
  auto again = service_->log_in("bob", "anotherpwkifu88");
  ASSERT_TRUE(again.ok());
  EXPECT_TRUE(service_->move(key, *again, "7e-7d", std::nullopt, "").ok());
}

TEST_F(ActorTest, ASignedOffAccountCannotAct) {
  GameKey key = new_game();
  ASSERT_TRUE(service_->signoff(Actor::verified("bob")).ok());
  auto moved = service_->move(key, Actor::verified("bob"), "7e-7d", std::nullopt, "");
  ASSERT_FALSE(moved.ok());
  EXPECT_EQ(moved.error().kind, ErrorKind::UNAUTHORIZED);
  EXPECT_NE(moved.error().message.find("signed off"), std::string::npos);
}

}  // namespace
}  // namespace tori::server::testing
