// Training lines from game records: the quiet positions of finished games with their result,
// captures and checks left out, the opening plies skipped on request, the result blended with
// the mover's recorded score on request, games without a result or of the other variant counted
// and left out, and bad options or a bad record refused with nothing written.
#include "tune/record_positions.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/move_text.h"
#include "notation/record_io.h"

namespace tori::tune {
namespace {

// A short Tori game from the start: Black's swallow takes (3d3c) and the falcon takes back
// (4b3c), two quiet steps, then Black drops the swallow it won; White resigns. The positions
// before the three last moves are quiet; those before the captures are not.
const std::vector<std::string> MOVES = {"3d3c", "4b3c", "1e1d", "7c7d", "S*3d"};

template <class V>
Game<V> played(const std::vector<std::string>& moves) {
  Game<V> game(start_position<V>());
  for (const std::string& text : moves) {
    Move m = parse_usi_move<V>(text).value();
    EXPECT_FALSE(game.why_illegal(m)) << text;
    game.play(m);
  }
  return game;
}

std::string pgn_of_resigned_game() {
  Game<Tori> game = played<Tori>(MOVES);
  game.resign(WHITE);
  return write_pgn(record_of(game));
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(RecordPositions, WritesTheQuietPositionsOfAFinishedGameWithItsResult) {
  std::ostringstream out;
  auto stats = write_record_positions(pgn_of_resigned_game(), {}, out);
  ASSERT_TRUE(stats) << stats.error().message;
  EXPECT_EQ(stats->games, 1);
  EXPECT_EQ(stats->positions, 3u);
  Game<Tori> before_quiet = played<Tori>({MOVES[0], MOVES[1]});
  std::vector<std::string> expected;
  for (std::size_t i = 2; i < MOVES.size(); ++i) {
    expected.push_back(to_sfen(before_quiet.position()) + ";1");  // Black won
    before_quiet.play(parse_usi_move<Tori>(MOVES[i]).value());
  }
  EXPECT_EQ(lines_of(out.str()), expected);
}

TEST(RecordPositions, SkipsTheOpeningPliesAskedFor) {
  std::ostringstream out;
  RecordPositionOptions options;
  options.skip_plies = 3;
  auto stats = write_record_positions(pgn_of_resigned_game(), options, out);
  ASSERT_TRUE(stats);
  EXPECT_EQ(stats->positions, 2u);
  EXPECT_EQ(lines_of(out.str()).size(), 2u);
}

TEST(RecordPositions, ReadsEveryGameOfAPgnFileAndLeavesOutThoseItCannotLabel) {
  Game<Tori> unfinished = played<Tori>(MOVES);
  Game<Yari> yari(start_position<Yari>());
  yari.resign(BLACK);
  std::string text = pgn_of_resigned_game() + "\n" + write_pgn(record_of(unfinished)) + "\n" +
                     write_pgn(record_of(yari)) + "\n" + pgn_of_resigned_game();
  std::ostringstream out;
  auto stats = write_record_positions(text, {}, out);
  ASSERT_TRUE(stats) << stats.error().message;
  EXPECT_EQ(stats->games, 2);
  EXPECT_EQ(stats->unfinished, 1);
  EXPECT_EQ(stats->other_variant, 1);
  EXPECT_EQ(stats->positions, 6u);
  EXPECT_EQ(lines_of(out.str()).size(), 6u);
}

// The label of each line, as a number.
std::vector<double> labels_of(const std::string& text) {
  std::vector<double> labels;
  for (const std::string& line : lines_of(text))
    labels.push_back(std::stod(line.substr(line.find(';') + 1)));
  return labels;
}

double probability(double cp, double scale) { return 1 / (1 + std::exp(-cp / scale)); }

TEST(RecordPositions, BlendsEachResultWithTheMoversScoreWhenAsked) {
  RecordedGame record = record_of([] {
    Game<Tori> game = played<Tori>(MOVES);
    game.resign(WHITE);
    return game;
  }());
  record.moves[2].comment = "cp 100 depth 9";   // Black, before its quiet 1e1d
  record.moves[3].comment = "cp 50 depth 9";    // White, so -50 for Black
  record.moves[4].comment = "a person's move";  // no score: the result alone
  RecordPositionOptions options;
  options.score_weight = 0.25;
  options.score_scale = 100;
  std::ostringstream out;
  auto stats = write_record_positions(write_pgn(record), options, out);
  ASSERT_TRUE(stats) << stats.error().message;
  EXPECT_EQ(stats->positions, 3u);
  EXPECT_EQ(stats->scored, 2u);
  std::vector<double> labels = labels_of(out.str());
  ASSERT_EQ(labels.size(), 3u);
  EXPECT_NEAR(labels[0], 0.75 * 1 + 0.25 * probability(100, 100), 1e-4);
  EXPECT_NEAR(labels[1], 0.75 * 1 + 0.25 * probability(-50, 100), 1e-4);
  EXPECT_EQ(labels[2], 1.0);
  // A mate the mover announces counts as certain: White's mate is a loss for Black.
  record.moves[3].comment = "mate 3 depth 9";
  std::ostringstream mated;
  ASSERT_TRUE(write_record_positions(write_pgn(record), options, mated));
  EXPECT_NEAR(labels_of(mated.str())[1], 0.75, 1e-4);
}

TEST(RecordPositions, RefusesAScoreWeightOutsideZeroToOneOrWithoutAScale) {
  RecordPositionOptions options;
  options.score_weight = 1.5;
  options.score_scale = 300;
  std::ostringstream out;
  auto too_heavy = write_record_positions(pgn_of_resigned_game(), options, out);
  ASSERT_FALSE(too_heavy);
  EXPECT_NE(too_heavy.error().message.find("--score-weight"), std::string::npos);
  options.score_weight = 0.5;
  options.score_scale = 0;
  auto no_scale = write_record_positions(pgn_of_resigned_game(), options, out);
  ASSERT_FALSE(no_scale);
  EXPECT_NE(no_scale.error().message.find("--score-scale"), std::string::npos);
  EXPECT_TRUE(out.str().empty());
}

TEST(RecordPositions, ABadRecordIsAnErrorNamingTheGameAndWritesNothing) {
  std::string text = pgn_of_resigned_game() + "\n[Event \"broken\"]\n\n1. 9z9z 1-0\n";
  std::ostringstream out;
  auto stats = write_record_positions(text, {}, out);
  ASSERT_FALSE(stats);
  EXPECT_NE(stats.error().message.find("game 2"), std::string::npos) << stats.error().message;
  EXPECT_TRUE(out.str().empty());
}

}  // namespace
}  // namespace tori::tune
