// Labels from our own search: probabilities that blend the result with the search as asked, the
// same whatever was labelled before (so a split file labels as the whole), mates counted as
// certain, and bad options or data refused before anything is written.
#include "tune/label.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>
#include <vector>

#include "core/fen.h"
#include "tune/dataset.h"

namespace tori::tune {
namespace {

// A few positions of the committed Tori data (one game's), with made-up mixed results.
const std::string DATA =
    "# a comment line, skipped\n"
    "1pc2pl/r1kf1c1/ssss2s/2s1Ss1/SS1S1PS/1CKC1S1/LPF3R b 2Ss 19;0\n"
    "1pc2pl/r1kf1c1/ssss2s/2s1Ss1/SS1S2S/1CKCPS1/LPF3R w 2Ss 20;1\n"
    "1pc2pl/r1kf3/ssss1cs/2s1Ss1/SS1S2S/1CKCPS1/LPF3R b 2Ss 21;0.5\n"
    "\n"
    "1pc2pl/r1kf3/ssss1cs/2s1Ss1/SS1S2S/LCKCPS1/1PF3R w 2Ss 22;0.25\n"
    "1pc2pl/r1kf3/ssss1cs/2ssSs1/SS1S2S/LCKCPS1/1PF3R b 2S 23;0\n"
    "1pc2pl/r1kf3/ssss1cs/2ssSs1/SS1S2S/LCKCPSR/1PF4 w 2S 24;1\n"
    "1pc2pl/rk1f3/ssss1cs/2ssSs1/SS1S2S/LCKCPSR/1PF4 b 2S 25;0\n";
const std::vector<double> DATA_RESULTS = {0, 1, 0.5, 0.25, 0, 1, 0};

// Black mates in one (2c2b+, the falcon promoting next to the phoenix), the same position
// turned round with White to mate, and White with no move at all (it has lost).
const std::string BLACK_MATES_IN_ONE = "6k/7/5F1/5P1/7/7/K6 b - 1";
const std::string WHITE_MATES_IN_ONE = "6k/7/7/1p5/1f5/7/K6 w - 1";
const std::string WHITE_HAS_NO_MOVE = "6k/7/5PF/7/7/7/K6 w - 1";

LabelOptions fast_options() {
  LabelOptions o;
  o.nodes = 2000;
  o.scale = default_scale(VariantId::TORI);
  return o;
}

Result<std::string> label_text(const LabelOptions& options, const std::string& data) {
  std::istringstream in(data);
  std::ostringstream out;
  auto stats = label_samples(options, in, out, {});
  if (!stats) return stats.error();
  return out.str();
}

// The labels of "SFEN;label" lines, checking that each line keeps its position.
std::vector<double> labels_of(const std::string& text) {
  std::vector<double> labels;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    auto sample = parse_sample<Tori>(line);
    EXPECT_TRUE(sample.ok()) << line;
    if (sample) labels.push_back(sample->second);
  }
  return labels;
}

TEST(Label, LabelsAreProbabilitiesAndWeightZeroGivesTheResults) {
  LabelOptions o = fast_options();
  o.weight = 0;
  auto unweighted = label_text(o, DATA);
  ASSERT_TRUE(unweighted.ok()) << unweighted.error().message;
  EXPECT_EQ(labels_of(*unweighted), DATA_RESULTS);
  EXPECT_EQ(unweighted->substr(0, unweighted->find('\n')),
            "1pc2pl/r1kf1c1/ssss2s/2s1Ss1/SS1S1PS/1CKC1S1/LPF3R b 2Ss 19;0");
  for (double weight : {0.5, 1.0}) {
    o.weight = weight;
    auto text = label_text(o, DATA);
    ASSERT_TRUE(text.ok()) << text.error().message;
    std::vector<double> labels = labels_of(*text);
    ASSERT_EQ(labels.size(), DATA_RESULTS.size());
    for (double label : labels) {
      EXPECT_GE(label, 0.0);
      EXPECT_LE(label, 1.0);
    }
    // With the search's weight at 1 no label is a bare game result any more.
    if (weight == 1.0) {
      EXPECT_NE(labels, DATA_RESULTS);
    }
  }
}

TEST(Label, BlendsResultAndSearchProbability) {
  LabelSample black{"", BLACK, 1.0};
  LabelSample white{"", WHITE, 1.0};
  const double k = 800;
  // A score of K centipawns is a probability of 1 / (1 + 1/e) for the side to move.
  const double p = 1 / (1 + std::exp(-1.0));
  EXPECT_NEAR(blended_label(black, {false, 800}, 0.25, k), 0.75 + 0.25 * p, 1e-12);
  EXPECT_NEAR(blended_label(white, {false, 800}, 0.25, k), 0.75 + 0.25 * (1 - p), 1e-12);
  EXPECT_EQ(blended_label(black, {true, 3}, 1, k), 1.0);
  EXPECT_EQ(blended_label(black, {true, -2}, 1, k), 0.0);
  EXPECT_EQ(blended_label(white, {true, 3}, 1, k), 0.0);
  EXPECT_EQ(blended_label(white, {true, 0}, 1, k), 1.0);  // White has no move
}

TEST(Label, SameOptionsGiveTheSameLabelsAndASplitFileLabelsAsTheWhole) {
  LabelOptions o = fast_options();
  auto whole = label_text(o, DATA);
  ASSERT_TRUE(whole.ok()) << whole.error().message;
  EXPECT_EQ(label_text(o, DATA).value(), *whole);

  // Interleaving the halves' lines gives the whole, byte for byte.
  o.every = 2;
  std::vector<std::vector<std::string>> halves(2);
  for (uint64_t offset : {0, 1}) {
    o.offset = offset;
    std::istringstream lines(label_text(o, DATA).value());
    for (std::string line; std::getline(lines, line);) halves[offset].push_back(line);
  }
  ASSERT_EQ(halves[0].size(), 4u);
  ASSERT_EQ(halves[1].size(), 3u);
  std::string interleaved;
  for (std::size_t i = 0; i < halves[0].size(); ++i) {
    interleaved += halves[0][i] + '\n';
    if (i < halves[1].size()) interleaved += halves[1][i] + '\n';
  }
  EXPECT_EQ(interleaved, *whole);
}

TEST(Label, ForcedMatesAreCertain) {
  // The engine itself finds each mate at the node count used.
  engine::Engine engine(VariantId::TORI, engine::Options{4, 1, 1, 20});
  engine::SearchLimits limits;
  limits.nodes = 2000;
  for (const std::string& sfen : {BLACK_MATES_IN_ONE, WHITE_MATES_IN_ONE}) {
    ASSERT_FALSE(engine.set_position(sfen, {}));
    engine::SearchOutcome out = engine.search(limits);
    EXPECT_TRUE(out.score.mate && out.score.value == 1) << sfen;
  }

  LabelOptions o = fast_options();
  o.weight = 1;
  auto text = label_text(
      o, BLACK_MATES_IN_ONE + ";0\n" + WHITE_MATES_IN_ONE + ";1\n" + WHITE_HAS_NO_MOVE + ";0.5\n");
  ASSERT_TRUE(text.ok()) << text.error().message;
  EXPECT_EQ(*text,
            BLACK_MATES_IN_ONE + ";1\n" + WHITE_MATES_IN_ONE + ";0\n" + WHITE_HAS_NO_MOVE + ";1\n");
}

void expect_refused(const LabelOptions& options, const std::string& data,
                    const std::string& message) {
  std::istringstream in(data);
  std::ostringstream out;
  auto stats = label_samples(options, in, out, {});
  ASSERT_FALSE(stats.ok()) << message;
  EXPECT_NE(stats.error().message.find(message), std::string::npos) << stats.error().message;
  EXPECT_EQ(out.str(), "") << "nothing is written before the input is known to be good";
}

TEST(Label, RefusesBadOptionsAndDataBeforeWritingAnything) {
  LabelOptions o = fast_options();
  o.weight = 1.5;
  expect_refused(o, DATA, "--weight must be from 0 to 1");
  o.weight = -0.1;
  expect_refused(o, DATA, "--weight must be from 0 to 1");
  o = fast_options();
  o.every = 0;
  expect_refused(o, DATA, "--every must be at least 1");
  o = fast_options();
  o.every = 2;
  o.offset = 2;
  expect_refused(o, DATA, "--offset must be below --every (2), not 2");
  o = fast_options();
  o.nodes = 0;
  expect_refused(o, DATA, "--nodes must be at least 1");
  o = fast_options();
  o.scale = 0;
  expect_refused(o, DATA, "--scale must be a positive number");
  // The bad line is the last: the good ones before it are not labelled either.
  expect_refused(fast_options(), DATA + "1pc2pl/rk1f3/ssss1cs b 2S 25;0\n",
                 "line 10: bad position");
  expect_refused(fast_options(), DATA + BLACK_MATES_IN_ONE + ";win\n", "line 10: bad result 'win'");
}

// The default scale is the K in the committed weights' header comment ("K = 809.73"). Read
// without std::regex, which GCC 12 warns about under the sanitizers.
double header_scale(const std::string& header) {
  std::ifstream in(std::string(TORI_SOURCE_DIR) + "/src/engine/eval/" + header);
  std::stringstream text;
  text << in.rdbuf();
  const std::string s = text.str();
  const std::size_t at = s.find("K = ");
  return at == std::string::npos ? 0 : std::stod(s.substr(at + 4));
}

TEST(Label, DefaultScaleIsTheCommittedWeightsK) {
  EXPECT_EQ(default_scale(VariantId::TORI), header_scale("weights_tori.h"));
  EXPECT_EQ(default_scale(VariantId::YARI), header_scale("weights_yari.h"));
}

}  // namespace
}  // namespace tori::tune
