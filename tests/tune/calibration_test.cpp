// Scores against results: each player's move-comment scores sorted into bands, each game counted
// once per band with the points the player took from it; names kept apart, games that cannot
// tell left out, a bad record refused without a trace, band edges checked.
#include "tune/calibration.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/move_text.h"
#include "notation/record_io.h"

namespace tori::tune {
namespace {

const std::vector<std::string> MOVES = {"3d3c", "4b3c", "1e1d", "7c7d", "S*3d"};

// A PGN of MOVES played from `start`, the i-th move commented comments[i] (empty: none); the
// side `loser` resigns at the end unless the game is left unfinished.
std::string pgn_of(const std::vector<std::string>& comments, const std::string& black,
                   const std::string& white, std::optional<Color> loser,
                   const Position<Tori>& start = start_position<Tori>(),
                   const std::vector<std::string>& moves = MOVES) {
  Game<Tori> game(start);
  RecordedGame header;
  header.black = black;
  header.white = white;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    Move m = parse_usi_move<Tori>(moves[i]).value();
    EXPECT_FALSE(game.why_illegal(m)) << moves[i];
    game.play(m);
    header.moves.push_back({m, std::nullopt, i < comments.size() ? comments[i] : ""});
  }
  if (loser) game.resign(*loser);
  return write_pgn(record_of(game, header));
}

const CalibrationBand& band(const PlayerCalibration& p, const std::string& label) {
  for (const CalibrationBand& b : p.bands)
    if (b.label == label) return b;
  ADD_FAILURE() << "no band " << label;
  return p.bands.front();
}

TEST(Calibration, EachScoreGoesToTheMoversBandAndEachGameCountsOncePerBand) {
  std::string pgn = pgn_of({"cp 100 depth 5", "cp -700 depth 4", "cp 120", "mate -2", ""}, "Alpha",
                           "Beta", WHITE);
  Calibration c;
  auto added = add_calibration(pgn, {}, c);
  ASSERT_TRUE(added) << added.error().message;
  EXPECT_EQ(*added, 1);
  ASSERT_EQ(c.players.size(), 2u);
  const PlayerCalibration& alpha = c.players[0];
  EXPECT_EQ(alpha.name, "Alpha");
  EXPECT_EQ(alpha.games, 1);
  EXPECT_EQ(alpha.points, 1.0);
  EXPECT_EQ(band(alpha, "+50..+150").scores, 2);
  EXPECT_EQ(band(alpha, "+50..+150").games, 1);
  EXPECT_EQ(band(alpha, "+50..+150").points, 1.0);
  const PlayerCalibration& beta = c.players[1];
  EXPECT_EQ(beta.points, 0.0);
  EXPECT_EQ(band(beta, "below -600").games, 1);
  EXPECT_EQ(band(beta, "mated").scores, 1);
  int scores = 0;
  for (const PlayerCalibration& p : c.players)
    for (const CalibrationBand& b : p.bands) scores += b.scores;
  EXPECT_EQ(scores, 4);  // the last move had no comment
  EXPECT_EQ(format_calibration(alpha).substr(0, 32), "Alpha: 1 games, 100.0% of the po");
}

TEST(Calibration, BandsAreSymmetricAndAnEdgeBelongsToTheBandNearerZero) {
  Calibration c;
  ASSERT_TRUE(add_calibration(
      pgn_of({"cp 150", "cp -150", "cp 50", "cp -51", "mate ?"}, "Alpha", "Beta", BLACK), {}, c));
  std::vector<std::string> labels;
  for (const CalibrationBand& b : c.players[0].bands) labels.push_back(b.label);
  EXPECT_EQ(labels, (std::vector<std::string>{"mated", "below -600", "-600..-300", "-300..-150",
                                              "-150..-50", "-50..+50", "+50..+150", "+150..+300",
                                              "+300..+600", "above +600", "mating"}));
  EXPECT_EQ(band(c.players[0], "+50..+150").scores, 1);  // +150
  EXPECT_EQ(band(c.players[0], "-50..+50").scores, 1);   // +50; "mate ?" counts nowhere
  EXPECT_EQ(band(c.players[1], "-150..-50").scores, 2);  // -150 and -51
  EXPECT_EQ(c.players[0].points, 0.0);                   // Black resigned
  EXPECT_EQ(band(c.players[1], "-150..-50").points, 1.0);
}

TEST(Calibration, PlayersAreFollowedByNameAcrossColoursAndGames) {
  std::string text = pgn_of({"cp 400"}, "Alpha", "Beta", WHITE) + "\n" +
                     pgn_of({"cp 400"}, "Beta", "Alpha", WHITE) + "\n" +
                     pgn_of({"cp 400"}, "Gamma", "Alpha", BLACK);
  Calibration c;
  auto added = add_calibration(text, {}, c);
  ASSERT_TRUE(added);
  EXPECT_EQ(*added, 3);
  ASSERT_EQ(c.players.size(), 3u);
  EXPECT_EQ(c.players[0].name, "Alpha");
  EXPECT_EQ(c.players[0].games, 3);
  EXPECT_EQ(c.players[0].points, 2.0);  // won as Black, lost as White, won as White
  EXPECT_EQ(band(c.players[0], "+300..+600").games, 1);  // it spoke first only in game 1
  EXPECT_EQ(band(c.players[1], "+300..+600").points, 1.0);
}

TEST(Calibration, TheFirstMoverComesFromTheStartPosition) {
  // White to move first: the first comment is White's.
  auto start = parse_sfen<Tori>("rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w - 1").value();
  std::string pgn = pgn_of({"cp -300"}, "Alpha", "Beta", BLACK, start, {"1c1d"});
  Calibration c;
  ASSERT_TRUE(add_calibration(pgn, {}, c));
  EXPECT_EQ(band(c.players[1], "-300..-150").scores, 1);
  EXPECT_EQ(band(c.players[0], "-300..-150").scores, 0);
}

TEST(Calibration, GamesThatCannotTellAreCountedAndLeftOut) {
  Game<Yari> yari(start_position<Yari>());
  yari.resign(BLACK);
  std::string text = pgn_of({"cp 10"}, "Alpha", "Beta", std::nullopt) + "\n" +
                     write_pgn(record_of(yari)) + "\n" + pgn_of({"cp 10"}, "Alpha", "Beta", WHITE);
  Calibration c;
  auto added = add_calibration(text, {}, c);
  ASSERT_TRUE(added);
  EXPECT_EQ(*added, 1);
  EXPECT_EQ(c.unfinished, 1);
  EXPECT_EQ(c.other_variant, 1);
  EXPECT_EQ(c.players[0].games, 1);
}

TEST(Calibration, ABadRecordIsAnErrorNamingTheGameAndChangesNothing) {
  Calibration c;
  ASSERT_TRUE(add_calibration(pgn_of({"cp 10"}, "Alpha", "Beta", WHITE), {}, c));
  std::string text =
      pgn_of({"cp 10"}, "Alpha", "Beta", WHITE) + "\n[Event \"broken\"]\n\n1. Z-99 1-0\n";
  auto added = add_calibration(text, {}, c);
  ASSERT_FALSE(added);
  EXPECT_NE(added.error().message.find("game 2"), std::string::npos) << added.error().message;
  EXPECT_EQ(c.players[0].games, 1);
  EXPECT_EQ(band(c.players[0], "-50..+50").scores, 1);
}

TEST(Calibration, BandEdgesMustBePositiveAndAscend) {
  EXPECT_TRUE(check_calibration_edges({100}));
  EXPECT_FALSE(check_calibration_edges({}));
  EXPECT_FALSE(check_calibration_edges({0, 100}));
  EXPECT_FALSE(check_calibration_edges({-50}));
  auto descending = check_calibration_edges({300, 100});
  ASSERT_FALSE(descending);
  EXPECT_EQ(descending.error().message, "band edges must ascend: 100 follows 300");
  CalibrationOptions options;
  options.edges = {200, 100};
  Calibration c;
  EXPECT_FALSE(add_calibration(pgn_of({"cp 10"}, "Alpha", "Beta", WHITE), options, c));
  EXPECT_TRUE(c.players.empty());
  options.edges = {100};
  ASSERT_TRUE(add_calibration(pgn_of({"cp 10"}, "Alpha", "Beta", WHITE), options, c));
  EXPECT_EQ(c.players[0].bands.size(), 5u);  // mated, below -100, -100..+100, above +100, mating
}

}  // namespace
}  // namespace tori::tune
