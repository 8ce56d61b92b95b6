// The training data reader: good lines read, malformed ones are refused with a message that
// names the problem and the line, and nothing crashes it.
#include "tune/dataset.h"

#include <gtest/gtest.h>

#include <sstream>

#include "core/fen.h"
#include "core/variant.h"

namespace tori::tune {
namespace {

Result<std::size_t> read_tori(const std::string& text, std::vector<double>* results = nullptr) {
  std::istringstream in(text);
  return read_samples<Tori>(in, [&](const Position<Tori>&, double r) {
    if (results) results->push_back(r);
  });
}

TEST(Dataset, ReadsSamplesSkippingCommentsAndBlankLines) {
  std::vector<double> results;
  auto read = read_tori(
      "# made by hand\n"
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1;1\n"
      "\n"
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR w - 2;0.5\r\n"
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1 ; 0\n"
      "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1;0.8125\n",
      &results);
  ASSERT_TRUE(read.ok()) << read.error().message;
  EXPECT_EQ(*read, 4u);
  EXPECT_EQ(results, (std::vector<double>{1.0, 0.5, 0.0, 0.8125}));
}

void expect_refused(const std::string& text, const std::string& message) {
  auto read = read_tori(text);
  ASSERT_FALSE(read.ok()) << text;
  EXPECT_NE(read.error().message.find(message), std::string::npos) << read.error().message;
}

TEST(Dataset, RefusesMalformedLinesNamingTheLine) {
  const std::string good = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1;1\n";
  expect_refused(good + "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1\n",
                 "line 2: expected 'SFEN;result', found no ';'");
  expect_refused(good + good + "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1;2\n",
                 "line 3: bad result '2' (expected 1, 0.5, 0 or another probability");
  expect_refused(good + "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1;-0.1\n",
                 "line 2: bad result '-0.1'");
  expect_refused(good + "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1;0.5x\n",
                 "line 2: bad result '0.5x'");
  expect_refused("# comment\nrpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPX b - 1;1\n",
                 "line 2: bad position: unknown piece letter 'X'");
  expect_refused(";1\n", "line 1: bad position");
  expect_refused("startpos;\n", "line 1: bad result ''");
}

TEST(Dataset, SurvivesGarbage) {
  const std::string inputs[] = {
      ";", ";;;", "\x01\x02;0", "9/9/9/9/9/9/9 b - 1;1", "k;0.5", std::string(5000, '/') + ";1"};
  for (const std::string& text : inputs) EXPECT_FALSE(read_tori(text).ok()) << text;
}

TEST(Dataset, ReadsYari) {
  auto sample = parse_sample<Yari>("rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR b - 1;0.5");
  ASSERT_TRUE(sample.ok()) << sample.error().message;
  EXPECT_EQ(to_sfen(sample->first), "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR b - 1");
  EXPECT_EQ(sample->second, 0.5);
}

}  // namespace
}  // namespace tori::tune
