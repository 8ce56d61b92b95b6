// How a game ended, in words and back: every termination has one name, and no other word reads.
#include "core/termination_names.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace tori {
namespace {

TEST(TerminationNames, EveryTerminationReadsBackFromItsName) {
  std::set<std::string_view> names;
  for (int i = 0; i <= int(Termination::AGREEMENT); ++i) {
    Termination t = Termination(i);
    std::string_view name = termination_name(t);
    EXPECT_TRUE(names.insert(name).second) << name << " names two terminations";
    EXPECT_EQ(parse_termination_name(name), t) << name;
  }
  EXPECT_EQ(termination_name(Termination::NONE), "none");
  EXPECT_EQ(termination_name(Termination::PERPETUAL_CHECK), "perpetual_check");
}

TEST(TerminationNames, AnUnknownWordIsNotATermination) {
  EXPECT_EQ(parse_termination_name("resigned"), std::nullopt);
  EXPECT_EQ(parse_termination_name(""), std::nullopt);
  EXPECT_EQ(parse_termination_name("Checkmate"), std::nullopt);
}

}  // namespace
}  // namespace tori
