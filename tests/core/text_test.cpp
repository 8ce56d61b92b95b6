// The shared text helpers: what counts as white space, ASCII-only lower case, word splitting.
#include "core/text.h"

#include <gtest/gtest.h>

namespace tori {
namespace {

using Words = std::vector<std::string_view>;

TEST(Text, TrimStripsAsciiWhiteSpaceAtBothEnds) {
  EXPECT_EQ(trim(" \t\r\n\v\fmove 7g7f \t\r\n\v\f"), "move 7g7f");
  EXPECT_EQ(trim("a  b"), "a  b");
  EXPECT_EQ(trim(""), "");
  EXPECT_EQ(trim(" \t\r\n"), "");
}

TEST(Text, TrimKeepsNonAsciiSpace) {
  EXPECT_EQ(trim("　x　"), "　x　");  // the fullwidth space is the KIF reader's business
  EXPECT_EQ(trim("\xa0x"), "\xa0x");
}

TEST(Text, AsciiLowerChangesOnlyCapitals) {
  EXPECT_EQ(ascii_lower("Tori SHOGI 7G7F+"), "tori shogi 7g7f+");
  EXPECT_EQ(ascii_lower("ÄÖ 鷹"), "ÄÖ 鷹");
  EXPECT_EQ(ascii_lower(""), "");
  EXPECT_EQ(ascii_lower('Q'), 'q');
  EXPECT_EQ(ascii_lower('@'), '@');
  EXPECT_EQ(ascii_lower('['), '[');
}

TEST(Text, EqualsIgnoringCaseOnlyForAsciiLetters) {
  EXPECT_TRUE(equals_ignoring_case("USI_Hash", "usi_hash"));
  EXPECT_TRUE(equals_ignoring_case("", ""));
  EXPECT_FALSE(equals_ignoring_case("Hash", "Hash "));
  EXPECT_FALSE(equals_ignoring_case("@", "`"));  // 0x40 and 0x60 differ by the case bit only
  EXPECT_FALSE(equals_ignoring_case("Ä", "ä"));
}

TEST(Text, SplitWordsOnAnyAsciiWhiteSpace) {
  EXPECT_EQ(split_words("  go\tdepth 5\r\n"), (Words{"go", "depth", "5"}));
  EXPECT_EQ(split_words("a\fb\vc"), (Words{"a", "b", "c"}));
  EXPECT_EQ(split_words(""), Words{});
  EXPECT_EQ(split_words(" \t "), Words{});
}

TEST(Text, SplitWordsPointIntoTheInput) {
  std::string_view line = "show  101";
  Words words = split_words(line);
  ASSERT_EQ(words.size(), 2u);
  EXPECT_EQ(words[1].data() - line.data(), 6);
}

TEST(Text, ReadDecimalTakesOneToNineDigitsAndNothingElse) {
  EXPECT_EQ(read_decimal("0"), 0);
  EXPECT_EQ(read_decimal("101"), 101);
  EXPECT_EQ(read_decimal("999999999"), 999999999);
  EXPECT_EQ(read_decimal("1000000000"), std::nullopt);  // ten digits might not fit an int
  for (std::string_view bad : {"", "-1", "+1", " 1", "1 ", "1a", "0x1", "1.0"})
    EXPECT_EQ(read_decimal(bad), std::nullopt) << bad;
}

}  // namespace
}  // namespace tori
