// Opening files: the format, its errors, and the two sets the repository ships.
#include "match/openings.h"

#include <gtest/gtest.h>

#include <set>

#include "core/fen.h"
#include "match/match_runner.h"

namespace tori::match {
namespace {

constexpr const char* TORI_START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

TEST(OpeningsTest, ReadsPositionsSkippingCommentsAndBlankLines) {
  std::string text = std::string("# a comment\n\n") + TORI_START +
                     "\r\n  rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1  \n";
  auto openings = parse_openings(text, VariantId::TORI);
  ASSERT_TRUE(openings) << openings.error().message;
  ASSERT_EQ(openings->size(), 2u);
  EXPECT_EQ((*openings)[0], TORI_START);
  EXPECT_EQ((*openings)[1], TORI_START);  // a FEN comes back as SFEN
}

TEST(OpeningsTest, ErrorsNameTheLine) {
  auto bad =
      parse_openings(std::string(TORI_START) + "\n# fine\nnot a position\n", VariantId::TORI);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find("line 3"), std::string::npos) << bad.error().message;
  auto wrong_variant = parse_openings(TORI_START, VariantId::YARI);
  EXPECT_FALSE(wrong_variant);
  auto empty = parse_openings("# nothing\n", VariantId::TORI);
  ASSERT_FALSE(empty);
  EXPECT_NE(empty.error().message.find("no positions"), std::string::npos);
}

TEST(OpeningsTest, MissingFile) {
  auto missing = load_openings("/nonexistent/openings.txt", VariantId::TORI);
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().message.find("cannot read"), std::string::npos);
}

// The shipped sets: about fifty distinct legal positions each, none of them the start.
TEST(OpeningsTest, ShippedSetsLoad) {
  for (VariantId v : {VariantId::TORI, VariantId::YARI}) {
    auto openings = load_openings(default_openings_path(v), v);
    ASSERT_TRUE(openings) << openings.error().message;
    EXPECT_GE(openings->size(), 40u);
    std::set<std::string> distinct(openings->begin(), openings->end());
    EXPECT_EQ(distinct.size(), openings->size());
    std::string start = visit_variant(v, []<class V>() { return to_sfen(start_position<V>()); });
    EXPECT_EQ(distinct.count(start), 0u);
  }
}

TEST(OpeningsTest, OrderIsFileOrderOrASeededShuffle) {
  EXPECT_EQ(opening_order(4, std::nullopt), (std::vector<int>{0, 1, 2, 3}));
  auto shuffled = opening_order(20, 7);
  EXPECT_EQ(shuffled, opening_order(20, 7));
  EXPECT_NE(shuffled, opening_order(20, std::nullopt));
  std::set<int> all(shuffled.begin(), shuffled.end());
  EXPECT_EQ(all.size(), 20u);
}

}  // namespace
}  // namespace tori::match
