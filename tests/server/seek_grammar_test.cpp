// The seek commands as the parser reads them: the long forms (by mail, or before a login), the
// logged-in short forms, and what each refuses.
#include <gtest/gtest.h>

#include <functional>

#include "parser_test_support.h"
#include "server/commands/command_parser.h"

namespace tori::server {
namespace {

using testing::error_of;
using testing::parsed;

const SessionUser BOB{"bob"};
const std::function<bool(std::string_view)> NO_USERS;
// Seeks never ask which game the player means: a seek's number tells, and making one needs it.
const GameChooser NO_GAME_CHOSEN = [](std::optional<int>) -> Result<VariantId> {
  return make_error("the game is not chosen for seeks");
};

TEST(SeekGrammar, ListsOfOneGameOrBoth) {
  EXPECT_EQ(parsed<SeekListCommand>("torishogi seek list").game, VariantId::TORI);
  EXPECT_EQ(parsed<SeekListCommand>("yarishogi seek").game, VariantId::YARI);
  EXPECT_EQ(parsed<SeekListCommand>("yarishogi seeks").game, VariantId::YARI);
  EXPECT_FALSE(parsed<SeekListCommand>("shogi seek list").game.has_value());
  EXPECT_NE(error_of("torishogi seek list now").find("usage: seek list"), std::string::npos);
}

TEST(SeekGrammar, MakeTakesTheChallengesTermsAndItsOwn) {
  auto c =
      parsed<SeekMakeCommand>("yarishogi seek make bob secret -byoyomi=10m/3x30s -casual -second");
  EXPECT_EQ(c.game, VariantId::YARI);
  EXPECT_EQ(c.user, "bob");
  EXPECT_EQ(c.password, "secret");
  EXPECT_EQ(c.time, TimeControl::byoyomi(600'000, 3, 30'000));
  EXPECT_FALSE(c.rated);
  EXPECT_FALSE(c.first);
  auto plain = parsed<SeekMakeCommand>("torishogi seek make bob secret -handicap=LQ");
  EXPECT_EQ(plain.handicap, "lq");
  EXPECT_TRUE(plain.rated);
  EXPECT_TRUE(plain.first);
  EXPECT_FALSE(plain.time.timed());
}

TEST(SeekGrammar, MakeRefusesWhatASeekCannotKeep) {
  EXPECT_NE(error_of("torishogi seek make bob secret -nagtime=3").find("unknown seek option"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi seek make bob secret -days=3 -fischer=5m/5s").find("not two"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi seek make bob secret -casual=yes").find("takes no value"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi seek make bob").find("usage: seek make"), std::string::npos);
  EXPECT_NE(error_of("shogi seek make bob secret").find("for one game"), std::string::npos);
  EXPECT_NE(error_of("torishogi seek take 7 bob secret").find("unknown seek command"),
            std::string::npos);
}

TEST(SeekGrammar, CancelAndAcceptTakeTheNumberBeforeOrAfterTheCredentials) {
  auto cancel = parsed<SeekCancelCommand>("torishogi seek cancel 7 bob secret");
  EXPECT_EQ(cancel.id, 7);
  EXPECT_EQ(cancel.user, "bob");
  EXPECT_EQ(cancel.game, VariantId::TORI);
  auto accept = parsed<SeekAcceptCommand>("shogi seek accept wanda pw 12");
  EXPECT_EQ(accept.id, 12);
  EXPECT_EQ(accept.user, "wanda");
  EXPECT_EQ(accept.password, "pw");
  EXPECT_FALSE(accept.game.has_value());
  EXPECT_NE(error_of("torishogi seek accept x7 bob secret").find("not a seek number"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi seek accept 7 bob").find("usage: seek accept"), std::string::npos);
}

TEST(SeekGrammar, LoggedInTheCredentialsAndTheGameWordMayBeLeftOut) {
  auto accept = parsed<SeekAcceptCommand>("seek accept 7", BOB, NO_USERS, NO_GAME_CHOSEN);
  EXPECT_EQ(accept.user, "bob");
  EXPECT_EQ(accept.password, SESSION_PASSWORD);
  EXPECT_FALSE(accept.game.has_value()) << "the seek's number tells its game";
  EXPECT_EQ(parsed<SeekCancelCommand>("torishogi seek cancel 3", BOB).game, VariantId::TORI);
  EXPECT_FALSE(
      parsed<SeekListCommand>("seek list", BOB, NO_USERS, NO_GAME_CHOSEN).game.has_value());
  auto make = parsed<SeekMakeCommand>("torishogi seek make -fischer=5m/5s", BOB);
  EXPECT_EQ(make.user, "bob");
  EXPECT_EQ(make.password, SESSION_PASSWORD);
  EXPECT_EQ(make.time, TimeControl::fischer(300'000, 5'000));
  EXPECT_EQ(parsed<SeekMakeCommand>("torishogi seek make", BOB).user, "bob");
  EXPECT_EQ(parsed<SeekMakeCommand>("torishogi seek make bob pw -days=2", BOB).password, "pw");
  EXPECT_NE(error_of("seek make -days=2", BOB, NO_USERS, NO_GAME_CHOSEN).find("for one game"),
            std::string::npos);
}

TEST(SeekGrammar, LoggedInNobodyElseActs) {
  EXPECT_NE(error_of("torishogi seek make wanda pw", BOB).find("act only as 'bob'"),
            std::string::npos);
  EXPECT_NE(error_of("torishogi seek accept 7 wanda pw", BOB).find("act only as 'bob'"),
            std::string::npos);
}

TEST(SeekGrammar, WithoutTheGameWordAndNotLoggedInItSaysWhereTheWordGoes) {
  EXPECT_NE(error_of("seek list").find("torishogi seek"), std::string::npos);
}

}  // namespace
}  // namespace tori::server
