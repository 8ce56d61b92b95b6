// A refused move's reason as a code with parameters (core/refusal.h), as the service hands it to
// the API beside its message: the turn, the move number, text that names no move, the rules.
#include <gtest/gtest.h>

#include "server/service/game_service.h"
#include "server_test_support.h"

namespace tori::server::testing {
namespace {

using MoveRefusalTest = ServiceFixture;

struct Refused {
  std::string message;
  std::optional<Refusal> why;
};

Refused refused_move(GameService& service, GameKey key, const std::string& user,
                     std::string_view text, std::optional<int> guard = std::nullopt) {
  std::optional<Refusal> why;
  auto r = service.move(key, Actor::verified(user), text, guard, "", &why);
  EXPECT_FALSE(r.ok()) << text;
  return {r.ok() ? "" : r.error().message, why};
}

TEST_F(MoveRefusalTest, NotYourTurnNamesWhoIsToMove) {
  GameKey key = new_game();
  Refused r = refused_move(*service_, key, "wanda", "1c-1d");
  ASSERT_TRUE(r.why.has_value());
  EXPECT_EQ(refusal_code_name(r.why->code), "not_your_turn");
  EXPECT_EQ(r.why->turn, "black");
  EXPECT_EQ(r.why->player, "bob");
  EXPECT_EQ(r.message, refusal_text(*r.why) + " (use queue to send a move ahead)");
}

TEST_F(MoveRefusalTest, AMoveMarkedWithAnotherNumber) {
  GameKey key = new_game();
  Refused r = refused_move(*service_, key, "bob", "7e-7d", 5);
  ASSERT_TRUE(r.why.has_value());
  EXPECT_EQ(refusal_code_name(r.why->code), "move_number_mismatch");
  EXPECT_EQ(r.why->marked, 5);
  EXPECT_EQ(r.why->current, 1);
  EXPECT_EQ(r.message, refusal_text(*r.why) + "; nothing was played");
}

TEST_F(MoveRefusalTest, TheRulesReasonWithItsParameters) {
  GameKey key = new_game();
  Refused r = refused_move(*service_, key, "bob", "S*4d");
  ASSERT_TRUE(r.why.has_value());
  EXPECT_EQ(refusal_code_name(r.why->code), "not_in_hand");
  EXPECT_EQ(r.why->piece, "swallow");
  EXPECT_EQ(r.message, "illegal move: " + refusal_text(*r.why));
  EXPECT_TRUE(record(key).moves.empty());
}

TEST_F(MoveRefusalTest, TextThatNamesNoMove) {
  GameKey key = new_game();
  Refused r = refused_move(*service_, key, "bob", "9z-9y");
  ASSERT_TRUE(r.why.has_value());
  EXPECT_EQ(refusal_code_name(r.why->code), "unreadable_move");
  EXPECT_EQ(r.why->text, "9z-9y");
  EXPECT_NE(r.message.find(r.why->detail), std::string::npos) << r.message;
}

TEST_F(MoveRefusalTest, OtherRefusalsHaveNoReasonCode) {
  GameKey key = new_game();
  std::optional<Refusal> why;
  // Refused as unauthorised: a session whose password has changed since it logged in.
  auto r = service_->move(key, Actor{"bob", "an older hash"}, "7e-7d", std::nullopt, "", &why);
  ASSERT_FALSE(r.ok());
  EXPECT_FALSE(why.has_value());
}

}  // namespace
}  // namespace tori::server::testing
