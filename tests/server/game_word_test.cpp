// Commands without the game word, for a logged-in player: the parser reads them as the game the
// chooser names for each number (or both lists), and the chooser picks the game the player's own
// games point to, refusing to guess between two that fit alike.
#include <gtest/gtest.h>

#include <map>

#include "parser_test_support.h"
#include "server/commands/command_parser.h"
#include "server/commands/game_choice.h"
#include "server_test_support.h"

namespace tori::server {
namespace {

const SessionUser BOB{"bob"};
const std::function<bool(std::string_view)> NO_USER_CHECK;

// A chooser that knows game 101 as Tori's, 102 as Yari's, and 103 as both; bob plays Yari.
Result<VariantId> fake_choice(std::optional<int> board) {
  if (!board) return VariantId::YARI;
  if (*board == 101) return VariantId::TORI;
  if (*board == 102) return VariantId::YARI;
  if (*board == 103) return make_error(ErrorKind::INVALID, "both have a game 103");
  return make_error(ErrorKind::NOT_FOUND, "no game " + std::to_string(*board));
}
const GameChooser CHOOSER = fake_choice;

template <class T>
T parsed(std::string_view line) {
  return testing::parsed<T>(line, BOB, NO_USER_CHECK, CHOOSER);
}
std::string error_of(std::string_view line) {
  return testing::error_of(line, BOB, NO_USER_CHECK, CHOOSER);
}

TEST(GameWordParser, AGameCommandWithoutTheWordTakesTheChosenGame) {
  auto m = parsed<MoveCommand>("move 102 7g-7f good luck");
  EXPECT_EQ(m.auth.key, (GameKey{VariantId::YARI, 102}));
  EXPECT_EQ(m.auth.user, "bob");
  EXPECT_EQ(m.auth.password, SESSION_PASSWORD);
  EXPECT_EQ(m.comment, "good luck");
  EXPECT_EQ(parsed<ResignCommand>("resign 101").auth.key.variant, VariantId::TORI);
  EXPECT_EQ(parsed<ChatCommand>("chat 102 hi").auth.key.variant, VariantId::YARI);
  EXPECT_EQ(parsed<MoveWordCommand>("Move 101 propose").word, MoveWord::PROPOSE);
  EXPECT_EQ(parsed<PreviewCommand>("preview 102 7g-7f").key.variant, VariantId::YARI);
  auto shown = parsed<ShowCommand>("show 101 102#3");
  ASSERT_EQ(shown.boards.size(), 2u);
  EXPECT_EQ(shown.boards[0].key, (GameKey{VariantId::TORI, 101}));
  EXPECT_EQ(shown.boards[1].key, (GameKey{VariantId::YARI, 102}));
  EXPECT_EQ(shown.boards[1].at_move, 3);
  auto challenge = parsed<ChallengeCommand>("challenge wanda -days=3");
  EXPECT_EQ(challenge.game, VariantId::YARI);  // the game chosen without a number
  EXPECT_EQ(challenge.first, "bob");
  EXPECT_EQ(challenge.second, "wanda");
}

TEST(GameWordParser, ListsWithoutTheWordListBothGames) {
  auto games = parsed<GamesCommand>("games");
  EXPECT_EQ(games.game, std::nullopt);
  EXPECT_EQ(games.which, GamesWhich::ACTIVE);
  EXPECT_EQ(parsed<HistoryCommand>("history wanda").game, std::nullopt);
  EXPECT_EQ(parsed<StandingsCommand>("ratings").game, std::nullopt);
  EXPECT_EQ(parsed<SetDisplayCommand>("set noflip").flip, false);
  EXPECT_EQ(parsed<LimitCommand>("limit 4").limit, 4);
}

TEST(GameWordParser, GamesNextIsTheLoggedInPlayersTurn) {
  auto next = parsed<GamesCommand>("games next");
  EXPECT_EQ(next.users, std::vector<std::string>{"bob"});
  EXPECT_EQ(next.which, GamesWhich::NEXT);
  EXPECT_EQ(next.game, std::nullopt);
  auto tori = testing::parsed<GamesCommand>("torishogi games next", BOB);
  EXPECT_EQ(tori.users, std::vector<std::string>{"bob"});
  EXPECT_EQ(tori.game, VariantId::TORI);
  EXPECT_EQ(parsed<GamesCommand>("games wanda next").users, std::vector<std::string>{"wanda"});
  EXPECT_NE(testing::error_of("torishogi games next").find("whose turn"), std::string::npos);
}

TEST(GameWordParser, AnUndecidedGameIsRefusedNamingBothChoices) {
  std::string both = error_of("move 103 7e-7d");
  EXPECT_NE(both.find("both have a game 103; say which: 'torishogi move 103 7e-7d' or "
                      "'yarishogi move 103 7e-7d'"),
            std::string::npos)
      << both;
  std::string none = error_of("show 999");
  EXPECT_EQ(none, "no game 999");  // nothing to choose between
  EXPECT_NE(error_of("show 101 103").find("say which"), std::string::npos);
}

TEST(GameWordParser, WithoutAChooserTheGameWordIsStillNeeded) {
  std::string session = testing::error_of("move 101 7e-7d", BOB);
  EXPECT_NE(session.find("'move' follows the game: torishogi move ... or yarishogi move ..."),
            std::string::npos)
      << session;
  EXPECT_NE(testing::error_of("games").find("follows the game"), std::string::npos);
  EXPECT_NE(testing::error_of("set small").find("shogi set"), std::string::npos);
}

// The chooser of `tori serve`, on the service's games.
class GameChoiceTest : public testing::ServiceFixture {
 protected:
  Result<VariantId> meant(const std::string& user, std::optional<int> board) {
    return game_meant(*service_, user, board);
  }
  void resign(GameKey key, const std::string& user) {
    ASSERT_TRUE(service_->resign(key, Actor::verified(user), "").ok());
  }
};

TEST_F(GameChoiceTest, ANumberMeansThePlayersOwnGameInPlayFirst) {
  ASSERT_TRUE(service_->signup("carol", "carolpwkifu77", "").ok());
  ASSERT_TRUE(service_->signup("dave", "davepwkifu77", "").ok());
  GameKey tori = new_game(VariantId::TORI);  // torishogi 101: bob and wanda
  EXPECT_EQ(meant("bob", 101).value(), VariantId::TORI);
  EXPECT_EQ(meant("carol", 101).value(), VariantId::TORI);  // the only game 101 there is
  auto none = meant("bob", 102);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().kind, ErrorKind::NOT_FOUND);
  // yarishogi 101, carol and dave's: bob's own Tori game still wins, and carol's Yari one.
  ASSERT_TRUE(service_->challenge(VariantId::YARI, "carol", "dave", {}).ok());
  EXPECT_EQ(meant("bob", 101).value(), VariantId::TORI);
  EXPECT_EQ(meant("carol", 101).value(), VariantId::YARI);
  // For a player in neither, both are someone else's: a choice.
  ASSERT_TRUE(service_->signup("erin", "erinpwkifu77", "").ok());
  auto stranger = meant("erin", 101);
  ASSERT_FALSE(stranger.ok());
  EXPECT_EQ(stranger.error().kind, ErrorKind::INVALID);
  EXPECT_NE(stranger.error().message.find("a torishogi game 101 and a yarishogi game 101"),
            std::string::npos);
  // A game that is over counts after one in play.
  resign(tori, "bob");
  ASSERT_TRUE(service_->challenge(VariantId::YARI, "bob", "wanda", {}).ok());  // yarishogi 102
  ASSERT_TRUE(service_->challenge(VariantId::TORI, "bob", "wanda", {}).ok());  // torishogi 102
  auto both = meant("bob", 102);
  ASSERT_FALSE(both.ok());
  EXPECT_NE(both.error().message.find("you play a torishogi game 102 and a yarishogi game 102"),
            std::string::npos)
      << both.error().message;
  EXPECT_EQ(meant("carol", 101).value(), VariantId::YARI);
  EXPECT_EQ(meant("bob", 101).value(), VariantId::TORI);  // over, but his
}

TEST_F(GameChoiceTest, NoNumberMeansTheGameThePlayerPlays) {
  auto fresh = meant("bob", std::nullopt);
  ASSERT_FALSE(fresh.ok());
  EXPECT_NE(fresh.error().message.find("no games yet"), std::string::npos);
  GameKey yari = new_game(VariantId::YARI);
  EXPECT_EQ(meant("bob", std::nullopt).value(), VariantId::YARI);
  GameKey tori = new_game(VariantId::TORI);
  auto both = meant("wanda", std::nullopt);
  ASSERT_FALSE(both.ok());
  EXPECT_NE(both.error().message.find("you play games of both"), std::string::npos);
  resign(yari, "bob");  // Tori is the one still in play
  EXPECT_EQ(meant("bob", std::nullopt).value(), VariantId::TORI);
  resign(tori, "bob");  // both over: played both
  EXPECT_NE(meant("bob", std::nullopt).error().message.find("played both"), std::string::npos);
}

}  // namespace
}  // namespace tori::server
