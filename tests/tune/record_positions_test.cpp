// Training lines from game records: the quiet positions of finished games with their result,
// captures and checks left out, the opening plies skipped on request, games without a result or
// of the other variant counted and left out, and a bad record refused with nothing written.
#include "tune/record_positions.h"

#include <gtest/gtest.h>

#include <sstream>
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
