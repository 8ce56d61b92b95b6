// The seek commands through `tori serve`: made, listed, refused to their author, accepted (the
// game starts, and the seeker hears of it), cancelled; the long forms before a login.
#include "line_fixture.h"

namespace tori::server::line::testing {
namespace {

class SeeksOverTcp : public TwoPlayersTest {};
TORI_LINE_TESTS(SeeksOverTcp);

TEST_P(SeeksOverTcp, ASeekMadeListedAndAcceptedStartsItsGame) {
  Block made = expect_ok(*bob_, "torishogi seek make -byoyomi=10m/3x30s -casual");
  EXPECT_EQ(made.subject, "bob seeks a torishogi game (seek 1)");
  EXPECT_TRUE(
      made.contains("seek 1: bob, torishogi, even, casual, 10m + 3 x 30s byo-yomi, bob "
                    "moves first"))
      << made.body;
  EXPECT_TRUE(expect_ok(*wanda_, "seek list").contains("seek 1: bob, torishogi"));
  EXPECT_TRUE(expect_ok(*wanda_, "yarishogi seek list").contains("No open seeks"));
  expect_error(*bob_, "seek accept 1", "cancel your own");
  expect_error(*wanda_, "yarishogi seek accept 1", "seek 1 is a torishogi seek");

  Block accepted = expect_ok(*wanda_, "seek accept 1");
  EXPECT_TRUE(accepted.contains("torishogi game 101 begins: Black (bob) against White (wanda)"))
      << accepted.subject << "\n"
      << accepted.body;
  EXPECT_TRUE(bob_->wait_push("torishogi game 101 begins")) << "the seeker hears of the game";
  EXPECT_TRUE(expect_ok(*wanda_, "seek").contains("No open seeks"));
  expect_error(*wanda_, "seek accept 1", "there is no seek 1");
  EXPECT_TRUE(expect_ok(*bob_, "torishogi move 101 7e-7d").contains("bob played 7e-7d"));
}

TEST_P(SeeksOverTcp, OnlyItsAuthorCancelsASeek) {
  expect_ok(*bob_, "yarishogi seek make -second");
  expect_error(*wanda_, "seek cancel 1", "seek 1 is bob's");
  EXPECT_TRUE(expect_ok(*bob_, "seek cancel 1").contains("bob cancelled seek 1"));
  EXPECT_TRUE(expect_ok(*bob_, "shogi seek").contains("No open seeks"));
  expect_error(*bob_, "seek cancel 1", "there is no seek 1");
}

TEST_P(SeeksOverTcp, TheLimitOfOpenSeeksHolds) {
  for (int i = 0; i < 5; ++i) expect_ok(*bob_, "torishogi seek make");
  expect_error(*bob_, "torishogi seek make", "open seeks already (at most 5)");
}

TEST_P(SeeksOverTcp, TheLongFormsCheckThePassword) {
  auto c = connect();
  expect_error(*c, "torishogi seek make bob wrongpw", "wrong userid or password");
  Block made = expect_ok(*c, "torishogi seek make bob bobpwkifu77 -days=3");
  EXPECT_TRUE(made.contains("3 days a move")) << made.body;
  expect_error(*c, "torishogi seek accept 1 bob bobpwkifu77", "cancel your own");
  EXPECT_TRUE(expect_ok(*c, "torishogi seek accept 1 wanda wandapwkifu77")
                  .contains("torishogi game 101 begins"));
}

}  // namespace
}  // namespace tori::server::line::testing
