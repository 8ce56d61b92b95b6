// A PGN file of many games cut into games: at each tag section that follows movetext, never at a
// comment that happens to begin a line with '[', and the pieces read back as the games written;
// read_records reads them all, or names the game that does not read.
#include <gtest/gtest.h>

#include "core/fen.h"
#include "notation/record_io.h"

namespace tori {
namespace {

std::string game_text(const std::string& event, int plies) {
  Game<Tori> game(start_position<Tori>());
  for (int i = 0; i < plies; ++i) game.play(game.legal_moves()[0]);
  game.resign(game.position().side_to_move());
  RecordedGame header;
  header.event = event;
  return write_pgn(record_of(game, header));
}

TEST(SplitPgnGames, CutsAFileIntoItsGames) {
  std::string text = game_text("first", 3) + "\n" + game_text("second", 4) + game_text("third", 0);
  auto games = split_pgn_games(text);
  ASSERT_EQ(games.size(), 3u);
  std::vector<std::string> events;
  for (auto g : games) {
    auto record = read_pgn(g);
    ASSERT_TRUE(record) << record.error().message;
    events.push_back(record->event);
  }
  EXPECT_EQ(events, (std::vector<std::string>{"first", "second", "third"}));
  EXPECT_EQ(read_pgn(games[1])->moves.size(), 4u);
}

TEST(SplitPgnGames, ACommentLineBeginningWithABracketStartsNoGame) {
  std::string text =
      "[Event \"one\"]\n\n1. S-33 {a comment that goes on\n[Round \"not a tag\"] and ends} 1-0\n"
      "; [Event \"in a line comment\"]\n\n[Event \"two\"]\n\n1-0\n";
  auto games = split_pgn_games(text);
  ASSERT_EQ(games.size(), 2u);
  EXPECT_NE(games[1].find("\"two\""), std::string_view::npos);
}

TEST(SplitPgnGames, TextWithoutTagsIsOneGameAndBlankTextNone) {
  EXPECT_EQ(split_pgn_games("1. S-33 S-55 1-0\n").size(), 1u);
  EXPECT_TRUE(split_pgn_games(" \n\n").empty());
}

TEST(ReadRecords, ReadsEveryGameOfAPgnTextAndTheOneRecordOfAnotherFormat) {
  auto pgn = read_records(game_text("first", 3) + "\n" + game_text("second", 4));
  ASSERT_TRUE(pgn) << pgn.error().message;
  ASSERT_EQ(pgn->size(), 2u);
  EXPECT_EQ((*pgn)[0].event, "first");
  EXPECT_EQ((*pgn)[1].moves.size(), 4u);
  auto usi = read_records("position startpos moves 3d3c 4b3c");
  ASSERT_TRUE(usi) << usi.error().message;
  ASSERT_EQ(usi->size(), 1u);
  EXPECT_EQ((*usi)[0].moves.size(), 2u);
}

TEST(ReadRecords, AGameThatDoesNotReadIsNamedByItsNumber) {
  auto bad = read_records(game_text("first", 3) + "\n[Event \"broken\"]\n\n1. Z-99 1-0\n");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message.rfind("game 2: ", 0), 0u) << bad.error().message;
}

}  // namespace
}  // namespace tori
