// Mining the server's finished games: a game played to checkmate through the service is read
// back with its winner and moves, and mined for a mate where the winner is to move; a drawn or
// unfinished game gives nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/move_text.h"
#include "notation/record_io.h"
#include "puzzles/puzzle_json.h"
#include "server/puzzles/finished_games.h"
#include "server_test_support.h"

namespace tori::server {
namespace {

using testing::ServiceFixture;

class PuzzleMiningTest : public ServiceFixture {
 protected:
  // The record of tests/data/records/tori_game.kif (sente mates on move 59), played by bob and
  // wanda through the service.
  GameKey mated_game() {
    std::ifstream in(std::string(TORI_TEST_DATA_DIR) + "/records/tori_game.kif");
    std::stringstream bytes;
    bytes << in.rdbuf();
    auto record = read_record(bytes.str());
    EXPECT_TRUE(record.ok());
    GameKey key = new_game();
    for (std::size_t i = 0; record && i < record->moves.size(); ++i)
      play(key, i % 2 == 0 ? "bob" : "wanda", to_usi<Tori>(record->moves[i].move));
    return key;
  }
};

TEST_F(PuzzleMiningTest, AFinishedGameIsReadAndMined) {
  const GameKey mated = mated_game();
  const GameKey unfinished = new_game();
  play(unfinished, "bob", "3d3c");
  auto games = finished_games_for_mining(*storage_);
  ASSERT_TRUE(games.ok()) << games.error().message;
  ASSERT_EQ(games->size(), 1u);
  const puzzles::PlayedGame& game = games->front();
  EXPECT_EQ(game.name, "torishogi game " + std::to_string(mated.number));
  EXPECT_EQ(game.moves.size(), 59u);
  EXPECT_EQ(game.winner, BLACK);
  EXPECT_FALSE(game.handicap);
  EXPECT_TRUE(game.evaluations.empty());  // not analysed

  const auto dir =
      std::filesystem::temp_directory_path() / ("tori-server-mining-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  puzzles::MiningOptions options;
  options.games = *games;
  options.games_input = "server";
  options.output = (dir / "set.jsonl").string();
  auto count = puzzles::mine_puzzles(options, {});
  ASSERT_TRUE(count.ok()) << count.error().message;
  auto set = puzzles::read_puzzle_set_file(options.output);
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(set.ok());
  ASSERT_EQ(set->size(), 1u);
  const puzzles::Puzzle& p = set->front();
  EXPECT_TRUE(p.is_mate());
  EXPECT_EQ(p.source.rfind(game.name + " ply ", 0), 0u) << p.source;
  EXPECT_EQ(p.sfen.find(" b "), p.sfen.find(' ')) << "sente, the winner, solves: " << p.sfen;
}

}  // namespace
}  // namespace tori::server
