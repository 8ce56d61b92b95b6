// explain_move's refusal for text that names no move: the code unreadable_move with what was
// typed and the reader's words; for a move the rules forbid, the core's code.
#include "notation/move_explanation.h"

#include <gtest/gtest.h>

#include "core/variant.h"

namespace tori {
namespace {

TEST(MoveExplanation, TextThatNamesNoMoveIsUnreadable) {
  Game<Tori> game;
  MoveExplanation explained = explain_move(game, "4e4e");
  ASSERT_TRUE(explained.refusal.has_value());
  EXPECT_FALSE(explained.move.has_value());
  EXPECT_EQ(refusal_code_name(explained.refusal->code), "unreadable_move");
  EXPECT_EQ(explained.refusal->text, "4e4e");
  EXPECT_EQ(explained.refusal->detail, *explained.reason);
  EXPECT_EQ(refusal_text(*explained.refusal), *explained.reason);
}

TEST(MoveExplanation, AMoveTheRulesForbidHasTheCoresCode) {
  Game<Tori> game;
  MoveExplanation explained = explain_move(game, "4e4c");
  ASSERT_TRUE(explained.refusal.has_value());
  EXPECT_EQ(refusal_code_name(explained.refusal->code), "cannot_move_there");
  EXPECT_EQ(*explained.reason, "a swallow cannot move from 4e to 4c");
  EXPECT_FALSE(explain_move(game, "4e4d").refusal.has_value());
}

}  // namespace
}  // namespace tori
