// The opening generator: balanced, distinct, legal, and the same for the same seed.
#include "match/opening_maker.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "match/openings.h"

namespace tori::match {
namespace {

OpeningMakerOptions small_run(VariantId v) {
  OpeningMakerOptions o;
  o.variant = v;
  o.count = 4;
  o.seed = 5;
  o.choice_depth = 2;
  o.check_depth = 4;
  o.hash_mb = 4;
  return o;
}

TEST(OpeningMakerTest, MakesBalancedDistinctOpenings) {
  for (VariantId v : {VariantId::TORI, VariantId::YARI}) {
    OpeningMakerOptions o = small_run(v);
    auto made = make_openings(o);
    ASSERT_TRUE(made) << made.error().message;
    ASSERT_EQ(made->size(), 4u);
    std::set<std::string> distinct;
    for (const MadeOpening& op : *made) {
      EXPECT_LE(std::abs(op.score), o.balance) << op.sfen;
      EXPECT_GE(op.usi_moves.size(), std::size_t(o.min_plies));
      EXPECT_LE(op.usi_moves.size(), std::size_t(o.max_plies));
      distinct.insert(op.sfen);
    }
    EXPECT_EQ(distinct.size(), 4u);
    // What it writes is an opening file that reads back.
    auto read = parse_openings(opening_file_text(*made, o, "tori match --make-openings 4"), v);
    ASSERT_TRUE(read) << read.error().message;
    EXPECT_EQ(read->size(), 4u);
  }
}

TEST(OpeningMakerTest, SameSeedSameSet) {
  auto a = make_openings(small_run(VariantId::TORI));
  auto b = make_openings(small_run(VariantId::TORI));
  ASSERT_TRUE(a && b);
  for (std::size_t i = 0; i < a->size(); ++i) EXPECT_EQ((*a)[i].sfen, (*b)[i].sfen);
}

TEST(OpeningMakerTest, GivesUpWithAReason) {
  OpeningMakerOptions o = small_run(VariantId::TORI);
  o.balance = -1;  // nothing is that balanced
  o.max_attempts = 3;
  auto made = make_openings(o);
  ASSERT_FALSE(made);
  EXPECT_NE(made.error().message.find("3 tries"), std::string::npos);
}

}  // namespace
}  // namespace tori::match
