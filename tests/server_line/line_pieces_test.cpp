// The line transport's pieces, in process: block framing, bounded line cutting, the rate
// limit's bucket, the login throttle, and the listen address.
#include <gtest/gtest.h>

#include "server/line/framing.h"
#include "server/line/line_server.h"
#include "server/line/line_splitter.h"
#include "server/net/accept_loop.h"
#include "server/net/connection_registry.h"
#include "server/net/keyed_buckets.h"
#include "server/net/login_throttle.h"
#include "server/net/token_bucket.h"

namespace tori::server::line {
namespace {

using namespace std::chrono_literals;
using net::KeyedBuckets;
using net::LoginThrottle;
using net::TokenBucket;

TEST(Framing, HeadBodyAndEndLine) {
  EXPECT_EQ(frame_block(BlockKind::REPLY, "Help", "one\ntwo\n"),
            "reply Help\r\none\r\ntwo\r\n.\r\n");
  EXPECT_EQ(frame_block(BlockKind::PUSH, "torishogi 101: bob played 7e-7d", ""),
            "push torishogi 101: bob played 7e-7d\r\n.\r\n");
  EXPECT_EQ(frame_block(BlockKind::HELLO, "x", "no newline"), "hello x\r\nno newline\r\n.\r\n");
  EXPECT_EQ(frame_block(BlockKind::BYE, "x", "a\n\nb"), "bye x\r\na\r\n\r\nb\r\n.\r\n");
}

TEST(Framing, DotStuffingKeepsALoneDotInTheBody) {
  EXPECT_EQ(frame_block(BlockKind::REPLY, "s", ".\n..x\n"), "reply s\r\n..\r\n...x\r\n.\r\n");
}

TEST(Framing, TheHeadIsOneLine) {
  EXPECT_EQ(frame_block(BlockKind::REPLY, "a\r\nb", ""), "reply a  b\r\n.\r\n");
}

std::vector<Line> lines_of(LineSplitter& s) {
  std::vector<Line> out;
  while (auto l = s.next()) out.push_back(*l);
  return out;
}

TEST(LineSplitter, CutsAtLfAndCrlfAcrossFeeds) {
  LineSplitter s(100);
  s.feed("help\r\nsignup b");
  s.feed("ob pw\n");
  auto lines = lines_of(s);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].text, "help");
  EXPECT_EQ(lines[1].text, "signup bob pw");
  EXPECT_FALSE(lines[1].too_long);
  s.feed("partial");
  EXPECT_TRUE(lines_of(s).empty());
}

TEST(LineSplitter, ALongLineIsDroppedAndMarkedThenReadingGoesOn) {
  LineSplitter s(8);
  s.feed("12345678\r\n");  // exactly the limit, with CRLF
  s.feed(std::string(5000, 'x'));
  s.feed(std::string(5000, 'y') + "\nhelp\n");
  auto lines = lines_of(s);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].text, "12345678");
  EXPECT_TRUE(lines[1].too_long);
  EXPECT_TRUE(lines[1].text.empty());
  EXPECT_EQ(lines[2].text, "help");
  s.feed("123456789\n");  // one over, no CR
  EXPECT_TRUE(lines_of(s).at(0).too_long);
}

TEST(TokenBucket, BurstThenRefillAtTheRate) {
  auto t = std::chrono::steady_clock::time_point{};
  TokenBucket b(2, 3, t);
  EXPECT_TRUE(b.take(t));
  EXPECT_TRUE(b.take(t));
  EXPECT_TRUE(b.take(t));
  EXPECT_FALSE(b.take(t));
  EXPECT_TRUE(b.take(t + 500ms));  // one token back after half a second at 2/s
  EXPECT_FALSE(b.take(t + 500ms));
  EXPECT_TRUE(b.take(t + 1h));  // never more than the burst, however long the wait
  EXPECT_TRUE(b.take(t + 1h));
  EXPECT_TRUE(b.take(t + 1h));
  EXPECT_FALSE(b.take(t + 1h));
}

TEST(LoginThrottle, DelayDoublesPerUseridAndPerAddress) {
  LoginThrottle t({100ms, 1000ms, std::chrono::minutes(15)});
  auto now = std::chrono::steady_clock::time_point{} + 1h;
  EXPECT_EQ(t.failed("bob", "10.0.0.1", now), 100ms);
  EXPECT_EQ(t.failed("bob", "10.0.0.2", now), 200ms);    // another address, same userid
  EXPECT_EQ(t.failed("wanda", "10.0.0.1", now), 200ms);  // another userid, same address
  EXPECT_EQ(t.failed("bob", "10.0.0.3", now), 400ms);
  EXPECT_EQ(t.failed("bob", "10.0.0.3", now), 800ms);
  EXPECT_EQ(t.failed("bob", "10.0.0.3", now), 1000ms);  // the cap
  t.succeeded("bob", "10.0.0.3");
  EXPECT_EQ(t.failed("bob", "10.0.0.9", now), 100ms);
  // Forgotten after a quiet while.
  EXPECT_EQ(t.failed("wanda", "10.0.0.8", now + std::chrono::minutes(16)), 100ms);
}

TEST(LoginThrottle, AFailureBlocksItsAddressAndTheUseridThereUntilItsDelayHasPassed) {
  LoginThrottle t({100ms, 1000ms, std::chrono::minutes(15)});
  auto now = std::chrono::steady_clock::time_point{} + 1h;
  EXPECT_EQ(t.blocked_for("bob", "10.0.0.1", now), 0ms);
  EXPECT_EQ(t.failed("bob", "10.0.0.1", now), 100ms);
  EXPECT_EQ(t.blocked_for("bob", "10.0.0.1", now + 40ms), 60ms);
  EXPECT_EQ(t.blocked_for("wanda", "10.0.0.1", now + 40ms), 60ms);  // the address, for anyone
  EXPECT_EQ(t.blocked_for("wanda", "10.0.0.7", now + 40ms), 0ms);
  EXPECT_EQ(t.blocked_for("bob", "10.0.0.1", now + 100ms), 0ms);
  EXPECT_EQ(t.failed("bob", "10.0.0.1", now + 100ms), 200ms);
  EXPECT_EQ(t.blocked_for("bob", "10.0.0.1", now + 150ms), 150ms);
}

// Whoever guesses bob's password from their addresses slows only themselves: bob, from an
// address that has not failed, is never refused unchecked.
TEST(LoginThrottle, GuessesElsewhereNeverLockTheUseridOut) {
  LoginThrottle t({100ms, 1000ms, std::chrono::minutes(15)});
  auto now = std::chrono::steady_clock::time_point{} + 1h;
  for (int i = 0; i < 50; ++i) t.failed("bob", "10.0.0." + std::to_string(i % 5), now);
  EXPECT_EQ(t.blocked_for("bob", "10.0.0.99", now), 0ms);
  EXPECT_GT(t.blocked_for("bob", "10.0.0.1", now), 0ms);
  // A guess from a new address still waits out the userid's delay before its answer.
  EXPECT_EQ(t.failed("bob", "10.0.0.98", now), 1000ms);
}

TEST(KeyedBuckets, EachKeyHasItsOwnBucket) {
  KeyedBuckets b({1, 2});
  auto now = std::chrono::steady_clock::time_point{} + 1h;
  EXPECT_EQ(b.take("a", now), 0ms);
  EXPECT_EQ(b.take("a", now), 0ms);
  EXPECT_EQ(b.take("a", now), 1001ms);  // empty: a token is a second away at 1/s
  EXPECT_EQ(b.take("b", now), 0ms);
  EXPECT_EQ(b.take("a", now + 1s), 0ms);
}

TEST(LoginThrottle, ManyFailuresNeverOverflow) {
  LoginThrottle t({250ms, 60'000ms, std::chrono::minutes(15)});
  auto now = std::chrono::steady_clock::time_point{};
  for (int i = 0; i < 200; ++i) EXPECT_LE(t.failed("bob", "a", now), 60'000ms);
}

TEST(ConnectionRegistry, CountsPerAddressAndInAll) {
  net::ConnectionRegistry r({.max_total = 3, .max_per_address = 2});
  EXPECT_FALSE(r.admit("a"));
  EXPECT_FALSE(r.admit("a"));
  auto third = r.admit("a");
  ASSERT_TRUE(third);
  EXPECT_FALSE(third->server_full);
  EXPECT_NE(third->message.find("too many connections from a (at most 2)"), std::string::npos)
      << third->message;
  EXPECT_FALSE(r.admit("b"));
  auto full = r.admit("c");  // three in all
  ASSERT_TRUE(full);
  EXPECT_TRUE(full->server_full);
  EXPECT_NE(full->message.find("the server is full"), std::string::npos) << full->message;
  EXPECT_EQ(r.open(), 3u);
  r.release("a");
  EXPECT_FALSE(r.admit("c"));
  r.release("nobody");  // never counted: changes nothing
  EXPECT_EQ(r.open(), 3u);
}

TEST(ConnectionRegistry, StaysWithinTheDescriptorLimit) {
  std::size_t n = net::connections_within_descriptor_limit(1'000'000'000);
  EXPECT_GE(n, 1u);
  EXPECT_LT(n, 1'000'000'000u);
  EXPECT_EQ(net::connections_within_descriptor_limit(3), 3u);
}

TEST(ListenAddress, HostAndPort) {
  using net::parse_listen_address;
  auto e = parse_listen_address("127.0.0.1:5090");
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(e->port(), 5090);
  EXPECT_EQ(e->address().to_string(), "127.0.0.1");
  EXPECT_EQ(parse_listen_address("[::1]:0")->address().to_string(), "::1");
  EXPECT_EQ(parse_listen_address("localhost:7")->address().to_string(), "127.0.0.1");
  EXPECT_FALSE(parse_listen_address("127.0.0.1").ok());
  EXPECT_FALSE(parse_listen_address("127.0.0.1:99999").ok());
  EXPECT_FALSE(parse_listen_address("127.0.0.1:x").ok());
  EXPECT_FALSE(parse_listen_address("example.org:80").ok());
}

}  // namespace
}  // namespace tori::server::line
