// A connection's life in `tori serve`: logins on several connections and where pushes go, the
// rate limit, the cap on connections per address, the idle timeout, quit, a client that stops
// sending before reading its replies, and a clean stop on SIGTERM.
#include "line_fixture.h"

namespace tori::server::line::testing {
namespace {

class SessionLimits : public LineServerTest {};
TORI_LINE_TESTS(SessionLimits);

TEST_P(SessionLimits, PushesGoToEverySessionOfTheUserAndOnlyWhileLoggedIn) {
  auto bob = player("bob");
  auto wanda_here = player("wanda");
  auto wanda_there = player("wanda", false);
  auto wanda_gone = player("wanda", false);
  expect_ok(*wanda_gone, "logout");
  expect_ok(*bob, "torishogi challenge wanda");
  expect_ok(*bob, "torishogi move 101 7e-7d");
  EXPECT_TRUE(wanda_here->wait_push("bob played 7e-7d"));
  EXPECT_TRUE(wanda_there->wait_push("bob played 7e-7d"));
  // The logged-out session hears nothing: a push would have been queued before the reply to
  // a command it sends now, and the first block it reads is that reply.
  wanda_gone->send_line("help");
  EXPECT_EQ(wanda_gone->read_block().kind, "reply");
}

TEST_P(SessionLimits, LoggingInAsAnotherUserMovesTheSession) {
  player("wanda");
  auto c = player("bob");
  expect_ok(*c, "login wanda wandapwkifu77");
  expect_error(*c, "torishogi challenge wanda carol", "no user 'carol'");
  Block b = expect_ok(*c, "torishogi challenge bob");
  EXPECT_TRUE(b.contains("Black (wanda) against White (bob)")) << b.body;
}

TEST_P(SessionLimits, TooManyLinesAtOnceAreRefusedOneByOne) {
  restart_server({"--rate", "1", "--burst", "3"});
  auto c = connect();
  std::string lines;
  for (int i = 0; i < 10; ++i) lines += "help\r\n";
  c->send_raw(lines);
  int refused = 0;
  for (int i = 0; i < 10; ++i) {
    Block b = c->reply();
    ASSERT_EQ(b.kind, "reply");
    if (i < 3) {
      EXPECT_EQ(b.subject, "Help");  // the burst
    }
    if (b.subject.starts_with("Error: too many commands: at most 1 a second (bursts of 3)"))
      ++refused;
  }
  EXPECT_GT(refused, 0);
}

TEST_P(SessionLimits, ConnectionsPerAddressAreCapped) {
  restart_server({"--max-connections-per-address", "2"});
  auto first = connect();
  auto second = connect();
  LineClient third(server_->port());
  Block refused = third.read_block();
  EXPECT_EQ(refused.kind, "bye");
  EXPECT_TRUE(refused.contains("too many connections from 127.0.0.1 (at most 2)"));
  EXPECT_TRUE(third.wait_closed());
  Block bye = first->command("quit");
  EXPECT_EQ(bye.kind, "bye");
  EXPECT_TRUE(first->wait_closed());
  auto fourth = connect();  // a place is free again
  expect_ok(*fourth, "help");
}

TEST_P(SessionLimits, IdleConnectionsAreClosed) {
  restart_server({"--idle-seconds", "1"});
  auto c = connect();
  Block bye = c->read_block();
  EXPECT_EQ(bye.kind, "bye");
  EXPECT_EQ(bye.subject, "Idle too long");
  EXPECT_TRUE(c->wait_closed());
}

TEST_P(SessionLimits, RepliesComeEvenAfterTheClientStopsSending) {
  auto c = connect();
  c->send_raw("signup bob bobpwkifu77\nlogin bob bobpwkifu77\nshogi set small\n");
  c->finish_sending();
  EXPECT_TRUE(c->reply().contains("Welcome, bob"));
  EXPECT_TRUE(c->reply().contains("Logged in as bob"));
  EXPECT_TRUE(c->reply().contains("Boards for bob: small"));
  EXPECT_TRUE(c->wait_closed());
}

TEST_P(SessionLimits, StopsCleanlyOnSigterm) {
  auto c = player("bob");
  EXPECT_EQ(server_->terminate(), 0);
  EXPECT_TRUE(c->wait_closed());
}

}  // namespace
}  // namespace tori::server::line::testing
