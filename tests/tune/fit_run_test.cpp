// A whole tuning run from a data file: with --from-committed and no epochs it writes the committed
// weights back unchanged (it starts from them), and without it the hand-set start weights, which
// differ; a hand bonus is added to the hand values; the header says which command made it.
#include "tune/fit_run.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/eval/weights.h"
#include "tune/weights_header.h"

namespace tori::tune {
namespace {

// Positions of one committed self-play game, with results.
const std::string DATA =
    "1pc2pl/r1kf1c1/ssss2s/2s1Ss1/SS1S1PS/1CKC1S1/LPF3R b 2Ss 19;0\n"
    "1pc2pl/r1kf1c1/ssss2s/2s1Ss1/SS1S2S/1CKCPS1/LPF3R w 2Ss 20;1\n"
    "1pc2pl/r1kf3/ssss1cs/2s1Ss1/SS1S2S/1CKCPS1/LPF3R b 2Ss 21;0.5\n"
    "1pc2pl/r1kf3/ssss1cs/2ssSs1/SS1S2S/LCKCPS1/1PF3R b 2S 23;0\n"
    "1pc2pl/r1kf3/ssss1cs/2ssSs1/SS1S2S/LCKCPSR/1PF4 w 2S 24;1\n";

// The header without its comment lines: the weights table alone.
std::string table_of(const std::string& header) {
  std::istringstream in(header);
  std::string table;
  for (std::string line; std::getline(in, line);)
    if (line.rfind("//", 0) != 0) table += line + "\n";
  return table;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

class FitRun : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("tori_fit_run_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
            "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
    std::ofstream(dir_ / "data.txt") << DATA;
    options_.variant = VariantId::TORI;
    options_.data_path = (dir_ / "data.txt").string();
    options_.output_path = (dir_ / "weights.h").string();
    options_.fit.epochs = 0;
    options_.fit.holdout_percent = 0;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string run() {
    auto report = run_fit(options_, [](const std::string&) {});
    EXPECT_TRUE(report) << report.error().message;
    return read_file(options_.output_path);
  }

  std::filesystem::path dir_;
  FitRunOptions options_;
};

TEST_F(FitRun, FromCommittedWithoutEpochsWritesTheCommittedWeightsBack) {
  options_.from_committed = true;
  std::string header = run();
  EXPECT_EQ(table_of(header), table_of(weights_header<Tori>(engine::eval::TORI_WEIGHTS, "")));
  EXPECT_NE(header.find("--from-committed"), std::string::npos);
}

TEST_F(FitRun, AHandBonusRaisesEachHandValueAndHalfAsMuchForAPieceThatSlides) {
  options_.from_committed = true;
  options_.hand_bonus = 60;
  std::string header = run();
  using T = engine::eval::Terms<Tori>;
  auto expected = engine::eval::TORI_WEIGHTS;
  // Swallow, falcon, crane and pheasant step or jump; the quails slide.
  for (PieceType t : {Tori::SWALLOW, Tori::FALCON, Tori::CRANE, Tori::PHEASANT})
    expected[std::size_t(T::HAND + t)] += 60;
  for (PieceType t : {Tori::LEFT_QUAIL, Tori::RIGHT_QUAIL})
    expected[std::size_t(T::HAND + t)] += 30;
  EXPECT_EQ(table_of(header), table_of(weights_header<Tori>(expected, "")));
  EXPECT_NE(header.find("--hand-bonus 60"), std::string::npos);
}

TEST_F(FitRun, ByDefaultItStartsFromTheHandSetWeights) {
  std::string header = run();
  EXPECT_NE(table_of(header), table_of(weights_header<Tori>(engine::eval::TORI_WEIGHTS, "")));
  EXPECT_EQ(header.find("--from-committed"), std::string::npos);
}

TEST_F(FitRun, WithKingSafetyTheDangerIsFittedFirstAndThenLeftAlone) {
  // Each position's kings: Black's safe, White's three pawns down.
  std::string targets;
  for (std::istringstream in(DATA); std::getline(in, targets);) {
    std::ofstream(dir_ / "king.txt", std::ios::app)
        << targets.substr(0, targets.find(';')) << ";0;-3\n";
  }
  options_.king_safety_path = (dir_ / "king.txt").string();
  options_.king_safety.epochs = 50;
  options_.fit.epochs = 20;  // the Texel fit runs, with the danger frozen
  // From the committed weights, whose tables are centred already, and with the material frozen:
  // the rescaling to the start's army value then barely moves the danger.
  options_.from_committed = true;
  options_.frozen_groups = {"board"};
  std::string header = run();
  EXPECT_NE(header.find("--king-safety " + options_.king_safety_path), std::string::npos);

  using T = engine::eval::Terms<Tori>;
  auto set = read_king_safety<Tori>(options_.king_safety_path);
  ASSERT_TRUE(set);
  const auto& start = engine::eval::TORI_WEIGHTS;
  std::vector<double> expected(start.begin(), start.end());
  KingSafetyOptions king = options_.king_safety;
  king.holdout_percent = 0;
  fit_king_safety<Tori>(set.value(), expected, king);
  // The danger weights of the header: the numbers after the first danger group's comment. They
  // may differ from the king fit's by that rescaling's rounding; the Texel fit's steps would
  // move them by far more.
  auto danger_part = [](const std::string& text) {
    std::istringstream in(text.substr(text.find("// danger_safe_check")));
    std::vector<int> values;
    for (std::string line; std::getline(in, line);) {
      if (line.find("//") != std::string::npos || line.find('}') != std::string::npos) continue;
      std::istringstream numbers(line);
      for (std::string value; std::getline(numbers, value, ',');)
        if (value.find_first_of("-0123456789") != std::string::npos)
          values.push_back(std::stoi(value));
    }
    return values;
  };
  const std::vector<int> written = danger_part(header);
  ASSERT_EQ(written.size(), std::size_t(T::DANGER_END - T::DANGER_FIRST));
  for (std::size_t k = 0; k < written.size(); ++k)
    EXPECT_NEAR(written[k], expected[std::size_t(T::DANGER_FIRST) + k], 1.0) << k;
  EXPECT_NE(written, danger_part(weights_header<Tori>(start, "")));
}

}  // namespace
}  // namespace tori::tune
