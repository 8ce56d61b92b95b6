// Glicko-2 after one game, and Argon2id password hashes.
#include <gtest/gtest.h>

#include "server/service/glicko2.h"
#include "server/service/password_hash.h"

namespace tori::server {
namespace {

TEST(Glicko2, TheWinnerGainsWhatTheLoserLosesBetweenEquals) {
  Rating a{"a", VariantId::TORI}, b{"b", VariantId::TORI};
  Rating a_after = glicko2_update(a, b, 1), b_after = glicko2_update(b, a, 0);
  EXPECT_GT(a_after.rating, 1500);
  EXPECT_NEAR(a_after.rating - 1500, 1500 - b_after.rating, 1e-6);
  EXPECT_LT(a_after.deviation, 350);  // a game played: less uncertainty
  EXPECT_EQ(a_after.wins, 1);
  EXPECT_EQ(b_after.losses, 1);
}

// Glickman's worked example, one opponent at a time: 1500 (RD 200) beats 1400 (RD 30). The
// expected score is 0.639 and v = 1/(g^2 E (1-E)); the rating rises by about 54 points.
TEST(Glicko2, MatchesTheWorkedExampleForOneGame) {
  Rating player{"p", VariantId::TORI, 1500, 200, 0.06};
  Rating opponent{"o", VariantId::TORI, 1400, 30, 0.06};
  Rating after = glicko2_update(player, opponent, 1);
  EXPECT_NEAR(after.rating, 1563.6, 1.0);
  EXPECT_NEAR(after.deviation, 175.4, 1.0);
  EXPECT_NEAR(after.volatility, 0.06, 0.001);
}

TEST(Glicko2, ADrawBetweenEqualsChangesNoRating) {
  Rating a{"a", VariantId::YARI}, b{"b", VariantId::YARI};
  Rating after = glicko2_update(a, b, 0.5);
  EXPECT_NEAR(after.rating, 1500, 1e-9);
  EXPECT_EQ(after.draws, 1);
}

TEST(PasswordHash, IsArgon2idAndChecksOnlyTheRightPassword) {
  auto hash = hash_password("chocolate", PasswordCost::minimum());
  ASSERT_TRUE(hash.ok());
  EXPECT_EQ(hash->rfind("$argon2id$", 0), 0u);
  EXPECT_EQ(hash->find("chocolate"), std::string::npos);
  EXPECT_TRUE(password_matches(*hash, "chocolate"));
  EXPECT_FALSE(password_matches(*hash, "Chocolate"));
  EXPECT_FALSE(password_matches(*hash, ""));
  EXPECT_FALSE(password_matches("not a hash", "chocolate"));
  EXPECT_NE(*hash, hash_password("chocolate", PasswordCost::minimum()).value());  // salted
}

}  // namespace
}  // namespace tori::server
