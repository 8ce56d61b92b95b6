// Mining from a packed file made of the sample puzzles' positions (one game each, with a losing
// position and a quiet one around it): every puzzle is found again, the output is the same on
// one thread or two, and a run stopped part way and carried on ends as an uninterrupted one.
#include "puzzles/mining.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/movegen.h"
#include "sample_sets.h"
#include "tune/packed_data_file.h"

namespace tori::puzzles {
namespace {

namespace fs = std::filesystem;

class Mining : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("tori-mining-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
            "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    sample_ = test::sample_set("tori-sample.jsonl");
    packed_ = (dir_ / "sample.bin").string();
    auto writer = tune::PackedDataWriter::open(packed_, VariantId::TORI);
    ASSERT_TRUE(writer.ok());
    for (uint32_t game = 0; game < sample_.size(); ++game) {
      auto pos = parse_sfen<Tori>(sample_[game].sfen).value();
      std::vector<tune::PackedBytes> records;
      // The loser's view of a position is never looked at, nor a winner's small edge.
      records.push_back(*tune::pack(pos, {.score = 3000, .result = -1, .ply = 10, .game = game}));
      records.push_back(*tune::pack(pos, {.score = 100, .result = 1, .ply = 11, .game = game}));
      records.push_back(*tune::pack(pos, {.score = 3000, .result = 1, .ply = 12, .game = game}));
      ASSERT_EQ(writer.value().append(records), std::nullopt);
    }
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string mine(const std::string& name, int threads, std::size_t max) {
    MiningOptions options;
    options.packed = {packed_};
    options.output = (dir_ / name).string();
    options.threads = threads;
    options.max_puzzles = max;
    auto count = mine_puzzles(options, {});
    EXPECT_TRUE(count.ok()) << (count.ok() ? "" : count.error().message);
    return options.output;
  }

  static std::string contents(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }

  fs::path dir_;
  std::vector<Puzzle> sample_;
  std::string packed_;
};

TEST_F(Mining, FindsEverySamplePuzzleAgain) {
  auto mined = read_puzzle_set_file(mine("set.jsonl", 1, 0));
  ASSERT_TRUE(mined.ok());
  ASSERT_EQ(mined->size(), sample_.size());
  for (std::size_t i = 0; i < sample_.size(); ++i) {
    EXPECT_EQ((*mined)[i].id, sample_[i].id);
    EXPECT_EQ((*mined)[i].source, "sample game " + std::to_string(i) + " ply 12");
  }
}

TEST_F(Mining, TheSameOnOneThreadOrTwo) {
  EXPECT_EQ(contents(mine("one.jsonl", 1, 0)), contents(mine("two.jsonl", 2, 0)));
}

TEST_F(Mining, CarriesOnWhereItStopped) {
  const std::string whole = contents(mine("whole.jsonl", 2, 0));
  const std::string path = mine("parts.jsonl", 2, 5);
  auto part = read_puzzle_set_file(path);
  ASSERT_TRUE(part.ok());
  EXPECT_EQ(part->size(), 5u);
  // A line written after the last progress (a run killed mid-chunk) is cut off on resuming.
  std::ofstream(path, std::ios::app) << puzzle_line(sample_.back());
  mine("parts.jsonl", 1, 0);
  EXPECT_EQ(contents(path), whole);
  EXPECT_TRUE(fs::exists(path + ".progress"));
}

TEST_F(Mining, RefusesASetWithoutItsProgress) {
  const std::string path = (dir_ / "foreign.jsonl").string();
  std::ofstream(path) << puzzle_line(sample_.front());
  MiningOptions options;
  options.packed = {packed_};
  options.output = path;
  auto count = mine_puzzles(options, {});
  ASSERT_FALSE(count.ok());
  EXPECT_NE(count.error().message.find("does not: mine into a new file"), std::string::npos);
  EXPECT_EQ(contents(path), puzzle_line(sample_.front()));
}

TEST_F(Mining, RefusesAFileThatIsNotPacked) {
  const std::string path = (dir_ / "not-packed.bin").string();
  std::ofstream(path) << "hello";
  MiningOptions options;
  options.packed = {path};
  options.output = (dir_ / "out.jsonl").string();
  auto count = mine_puzzles(options, {});
  ASSERT_FALSE(count.ok());
  EXPECT_EQ(count.error().message, path + " is not a packed training data file");
}

}  // namespace
}  // namespace tori::puzzles

namespace tori::puzzles {
namespace {

// Four moves that bring `pos` back: each side moves a piece and moves it back, nothing taken.
template <class V>
std::vector<std::string> round_trip(const Position<V>& start) {
  auto legal = [](const Position<V>& pos) {
    MoveList list;
    generate_legal(pos, list);
    return std::vector<Move>(list.begin(), list.end());
  };
  auto back_of = [&](const Position<V>& pos, Move m) -> std::optional<Move> {
    for (Move b : legal(pos))
      if (!b.is_drop() && !b.is_promotion() && b.from() == m.to() && b.to() == m.from()) return b;
    return std::nullopt;
  };
  for (Move a : legal(start)) {
    if (a.is_drop() || a.is_promotion() || start.piece_on(a.to()) != NO_PIECE) continue;
    Position<V> p1 = start;
    typename Position<V>::Undo u;
    p1.do_move(a, u);
    for (Move b : legal(p1)) {
      if (b.is_drop() || b.is_promotion() || p1.piece_on(b.to()) != NO_PIECE) continue;
      Position<V> p2 = p1;
      p2.do_move(b, u);
      auto a_back = back_of(p2, a);
      if (!a_back) continue;
      Position<V> p3 = p2;
      p3.do_move(*a_back, u);
      auto b_back = back_of(p3, b);
      if (!b_back) continue;
      Position<V> p4 = p3;
      p4.do_move(*b_back, u);
      if (p4.key() == start.key())
        return {to_usi<V>(a), to_usi<V>(b), to_usi<V>(*a_back), to_usi<V>(*b_back)};
    }
  }
  return {};
}

// A played game with an analysis: after a swing the analysis saw (even, then +500 for the side
// to move), the position is searched for a tactic; without the analysis it is not. The game
// walks round to a sample tactic's position: its moves and their way back.
TEST(MiningPlayedGames, ATacticAfterTheSwingItsAnalysisSaw) {
  const Puzzle tactic = test::sample_set("tori-tactics-sample.jsonl").front();
  ASSERT_EQ(tactic.solution.size(), 3u);
  PlayedGame game;
  game.start = tactic.sfen;
  game.moves = round_trip(parse_sfen<Tori>(tactic.sfen).value());
  ASSERT_EQ(game.moves.size(), 4u);
  game.winner = BLACK;
  game.name = "torishogi game 7";
  using analysis::Evaluation;
  const auto even = Evaluation::centipawns(0);
  game.evaluations = {even, even, even, even, Evaluation::centipawns(500)};
  const auto dir =
      std::filesystem::temp_directory_path() /
      ("tori-played-mining-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  std::filesystem::create_directories(dir);
  auto mine = [&](const PlayedGame& g, const std::string& name) {
    MiningOptions options;
    options.games = {g};
    options.output = (dir / name).string();
    options.max_tactics = 10;
    options.mates = false;
    EXPECT_TRUE(mine_puzzles(options, {}).ok());
    return read_puzzle_set_file(options.output).value();
  };
  auto found = mine(game, "analysed.jsonl");
  PlayedGame unanalysed = game;
  unanalysed.evaluations.clear();
  auto none = mine(unanalysed, "unanalysed.jsonl");
  std::filesystem::remove_all(dir);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].kind, PuzzleKind::TACTIC);
  EXPECT_EQ(found[0].source, "torishogi game 7 ply 5");
  EXPECT_EQ(found[0].solution, tactic.solution);
  EXPECT_TRUE(none.empty());
}

}  // namespace
}  // namespace tori::puzzles
