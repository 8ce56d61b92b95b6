// Fitting the king danger to a reference's king safety: the data lines and their errors, the two
// rows each position gives (each side's attack on the other king), and a fit that finds weights
// reproducing targets made by known ones.
#include "tune/king_safety_fit.h"

#include <fmt/core.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/fen.h"
#include "engine/eval/start_weights.h"
#include "engine/eval/weights.h"
#include "support/random_game.h"
#include "tune/dataset.h"

namespace tori::tune {
namespace {

using T = engine::eval::Terms<Tori>;
const std::string START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

std::string error_of(const std::string& line) {
  auto parsed = parse_king_safety<Tori>(line);
  EXPECT_FALSE(parsed) << line;
  return parsed ? "" : parsed.error().message;
}

TEST(KingSafetyFit, ParsesAPositionAndBothKingsSafety) {
  auto parsed = parse_king_safety<Tori>(START + "; -0.25 ;-3.5\r");
  ASSERT_TRUE(parsed) << parsed.error().message;
  EXPECT_EQ(to_sfen(parsed->position), START);
  EXPECT_DOUBLE_EQ(parsed->black_safety, -0.25);
  EXPECT_DOUBLE_EQ(parsed->white_safety, -3.5);
}

TEST(KingSafetyFit, SaysWhatIsWrongWithABadLine) {
  EXPECT_NE(error_of(START).find("two ';'"), std::string::npos);
  EXPECT_NE(error_of(START + ";1").find("two ';'"), std::string::npos);
  EXPECT_NE(error_of(START + ";1;2;3").find("two ';'"), std::string::npos);
  EXPECT_NE(error_of(START + ";x;2").find("bad Black's king safety 'x'"), std::string::npos);
  EXPECT_NE(error_of(START + ";1;nan").find("bad White's king safety"), std::string::npos);
  EXPECT_NE(error_of("rpckcpl/3f3;1;2").find("bad position"), std::string::npos);
}

class KingSafetyFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        std::filesystem::temp_directory_path() /
        ("tori_king_safety_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream((dir_ / name).string()) << text;
    return (dir_ / name).string();
  }
  std::filesystem::path dir_;
};

TEST_F(KingSafetyFile, EachPositionGivesBothSidesAttacksOnTheOtherKing) {
  auto set = read_king_safety<Tori>(write("one.txt", "# a comment\n\n" + START + ";-0.5;-2\n"));
  ASSERT_TRUE(set) << set.error().message;
  ASSERT_EQ(set->size(), 2u);
  EXPECT_DOUBLE_EQ(set->target[0], 2.0);  // Black's attack: White's king is 2 pawns unsafe
  EXPECT_DOUBLE_EQ(set->target[1], 0.5);
  EXPECT_FALSE(set->inputs[0].empty());  // at least the bias
}

TEST_F(KingSafetyFile, ABadLineIsNamedWithTheFileAndItsNumber) {
  const std::string path = write("bad.txt", START + ";0;0\n" + START + ";0\n");
  auto set = read_king_safety<Tori>(path);
  ASSERT_FALSE(set);
  EXPECT_NE(set.error().message.find(path + ": line 2: "), std::string::npos)
      << set.error().message;
  EXPECT_FALSE(read_king_safety<Tori>(write("empty.txt", "# nothing\n")));
}

TEST_F(KingSafetyFile, TheFitReproducesTargetsMadeByKnownWeights) {
  // Targets made by the committed danger weights over positions of random games; the fit starts
  // from the hand-set weights, which miss them, and must find weights that reproduce them.
  KingSafetyOptions options;
  options.holdout_percent = 0;
  options.epochs = 1500;
  const auto known = engine::eval::WEIGHTS<Tori>;
  std::vector<Position<Tori>> positions;
  for (uint64_t seed = 1; seed <= 6; ++seed)
    for (const Position<Tori>& pos : test_support::random_game<Tori>(seed, 40))
      positions.push_back(pos);
  std::string zeros;
  for (const auto& pos : positions) zeros += to_sfen(pos) + ";0;0\n";
  auto inputs = read_king_safety<Tori>(write("zeros.txt", zeros));
  ASSERT_TRUE(inputs) << inputs.error().message;
  std::string data;
  for (std::size_t p = 0; p < positions.size(); ++p) {
    auto attack = [&](std::size_t row) {
      double d = 0;
      for (auto [i, n] : inputs->inputs[row]) d += known[std::size_t(i)] * n;
      return d > 0 ? d * d / T::DANGER_DIVISOR / options.scale : 0.0;
    };
    // Row 2p is Black's attack (on White's king), row 2p + 1 White's.
    data += fmt::format("{};{:.17g};{:.17g}\n", to_sfen(positions[p]), -attack(2 * p + 1),
                        -attack(2 * p));
  }
  auto set = read_king_safety<Tori>(write("known.txt", data));
  ASSERT_TRUE(set) << set.error().message;

  std::vector<double> exact(known.begin(), known.end());
  EXPECT_LT(king_safety_error<Tori>(*set, exact, options).rmse_train, 1e-6);

  const auto start = engine::eval::start_weights<Tori>();
  std::vector<double> weights(start.begin(), start.end());
  const KingSafetyReport before = king_safety_error<Tori>(*set, weights, options);
  const KingSafetyReport after = fit_king_safety<Tori>(*set, weights, options);
  EXPECT_LT(after.rmse_train, before.rmse_train / 4);
  EXPECT_GT(after.explained_train, 0.9);
  // Only the danger inputs move.
  for (int i = 0; i < T::DANGER_FIRST; ++i) EXPECT_EQ(weights[std::size_t(i)], start[i]) << i;
}

}  // namespace
}  // namespace tori::tune
