// The service keeps games in memory, checked against the version stored with each: a change made
// by another process (another server, `tori mail`) is always seen, and what is saved after an
// undo is exactly the game, move for move.
#include <gtest/gtest.h>

#include "server_test_support.h"

namespace tori::server::testing {
namespace {

using GameCacheTest = ServiceFixture;

std::vector<std::string> usi_moves(const GameRecord& g) {
  std::vector<std::string> out;
  for (const PlayedMove& m : g.moves) out.push_back(m.usi);
  return out;
}

TEST_F(GameCacheTest, AMoveMadeByAnotherProcessIsSeen) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  ASSERT_EQ(record(key).moves.size(), 1u);  // now in this service's memory
  // Another process on the same database: its own storage and service.
  auto other_storage = open_test_storage(where_);
  ASSERT_TRUE(other_storage);
  GameService other(*other_storage, clock_, ServiceOptions{PasswordCost::minimum(), 4000});
  ASSERT_TRUE(other.move(key, Actor::verified("wanda"), "1c-1d", std::nullopt, "").ok());
  EXPECT_EQ(record(key).moves.size(), 2u);
  // And this service plays on from the game as it now stands.
  play(key, "bob", "6e-6d");
  EXPECT_EQ(other.game(key)->moves.size(), 3u);
}

TEST_F(GameCacheTest, AfterAnUndoTheStoredMovesAreTheGames) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  play(key, "wanda", "1c-1d");
  ASSERT_TRUE(service_->propose(key, Actor::verified("wanda"), ProposalKind::UNDO, "").ok());
  ASSERT_TRUE(service_->answer(key, Actor::verified("bob"), true, "").ok());
  play(key, "wanda", "2c-2d");
  std::vector<std::string> expected = usi_moves(record(key));
  ASSERT_EQ(expected.size(), 2u);
  reopen();  // nothing from memory
  EXPECT_EQ(usi_moves(record(key)), expected);
  play(key, "bob", "6e-6d");
  reopen();
  EXPECT_EQ(record(key).moves.size(), 3u);
}

TEST_F(GameCacheTest, AGameTheServiceNeverSawIsReadFromTheDatabase) {
  GameKey key = new_game();
  play(key, "bob", "7e-7d");
  reopen();
  EXPECT_EQ(record(key).moves.size(), 1u);
  EXPECT_FALSE(service_->game({VariantId::TORI, 999}).ok());
}

}  // namespace
}  // namespace tori::server::testing
