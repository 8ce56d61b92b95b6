// The load tester's reader of `tori serve`'s blocks: whole blocks out of bytes cut anywhere,
// dot-stuffing undone, and framing errors reported rather than guessed around.
#include "loadtest/block_reader.h"

#include <gtest/gtest.h>

namespace tori::loadtest {
namespace {

const std::string TWO_BLOCKS =
    "hello Tori server\r\nWelcome.\r\n.\r\n"
    "reply torishogi 101: bob played 7e-7d\r\n..a stuffed line\r\n\r\nboard\r\n.\r\n";

TEST(BlockReader, ReadsBlocksWithTheirSubjectsAndBodies) {
  BlockReader reader;
  ASSERT_TRUE(reader.feed(TWO_BLOCKS));
  auto hello = reader.next();
  ASSERT_TRUE(hello.has_value());
  EXPECT_EQ(hello->kind, "hello");
  EXPECT_EQ(hello->subject, "Tori server");
  EXPECT_EQ(hello->body, "Welcome.\n");
  auto reply = reader.next();
  ASSERT_TRUE(reply.has_value());
  EXPECT_EQ(reply->kind, "reply");
  EXPECT_EQ(reply->subject, "torishogi 101: bob played 7e-7d");
  EXPECT_EQ(reply->body, ".a stuffed line\n\nboard\n");
  EXPECT_FALSE(reader.next().has_value());
}

TEST(BlockReader, BytesCutAnywhereGiveTheSameBlocks) {
  for (std::size_t cut = 0; cut <= TWO_BLOCKS.size(); ++cut) {
    BlockReader reader;
    ASSERT_TRUE(reader.feed(TWO_BLOCKS.substr(0, cut)));
    ASSERT_TRUE(reader.feed(TWO_BLOCKS.substr(cut)));
    int blocks = 0;
    while (reader.next()) ++blocks;
    EXPECT_EQ(blocks, 2) << "cut at " << cut;
  }
}

TEST(BlockReader, AnUnfinishedBlockWaitsForItsEnd) {
  BlockReader reader;
  ASSERT_TRUE(reader.feed("push torishogi 101: wanda played 1c-1d\r\nboard\r\n"));
  EXPECT_FALSE(reader.next().has_value());
  ASSERT_TRUE(reader.feed(".\r\n"));
  auto push = reader.next();
  ASSERT_TRUE(push.has_value());
  EXPECT_EQ(push->kind, "push");
}

TEST(BlockReader, AHeadLineOfNoKnownKindIsAnError) {
  BlockReader reader;
  EXPECT_FALSE(reader.feed("HTTP/1.1 400 Bad Request\r\n"));
  EXPECT_NE(reader.error().find("head line"), std::string::npos);
  EXPECT_FALSE(reader.feed("reply fine\r\n.\r\n"));  // stays broken
  EXPECT_FALSE(reader.next().has_value());
}

TEST(BlockReader, ALineThatNeverEndsIsBounded) {
  BlockReader reader;
  std::string chunk(1 << 20, 'x');
  bool accepted = true;
  for (int i = 0; i < 20 && accepted; ++i) accepted = reader.feed(chunk);
  EXPECT_FALSE(accepted);
  EXPECT_NE(reader.error().find("longer than"), std::string::npos);
}

}  // namespace
}  // namespace tori::loadtest
