// The engine harness on ordinary shell commands: lines both ways, timeouts, the end of output,
// crashes, hangs, and an engine that ignores quit.
#include "protocol/engine_process.h"

#include <gtest/gtest.h>

#include <csignal>

namespace tori::protocol {
namespace {

using namespace std::chrono_literals;
using Status = EngineProcess::ReadStatus;

std::unique_ptr<EngineProcess> start(const std::string& command) {
  auto p = EngineProcess::start(command);
  EXPECT_TRUE(p.ok());
  return p.ok() ? std::move(p).value() : nullptr;
}

TEST(EngineProcess, LinesBothWays) {
  auto cat = start("cat");
  ASSERT_TRUE(cat);
  EXPECT_TRUE(cat->write_line("hello"));
  EXPECT_TRUE(cat->write_line("crlf\r"));
  auto r = cat->read_line(10s);
  EXPECT_EQ(r.status, Status::LINE);
  EXPECT_EQ(r.line, "hello");
  EXPECT_EQ(cat->read_line(10s).line, "crlf");
  EXPECT_TRUE(cat->quit(10s, "").clean());  // cat ends at the end of its input
}

TEST(EngineProcess, ReadUntilCollectsWhatCameBefore) {
  auto sh = start("printf 'info a\\ninfo b\\nbestmove x\\nafter\\n'");
  ASSERT_TRUE(sh);
  std::vector<std::string> seen;
  auto r = sh->read_until_word("bestmove", 10s, &seen);
  EXPECT_EQ(r.status, Status::LINE);
  EXPECT_EQ(seen, (std::vector<std::string>{"info a", "info b", "bestmove x"}));
  EXPECT_EQ(sh->read_line(10s).line, "after");
  EXPECT_EQ(sh->read_line(10s).status, Status::CLOSED);
}

TEST(EngineProcess, ALastLineWithoutNewline) {
  auto sh = start("printf 'partial'");
  ASSERT_TRUE(sh);
  EXPECT_EQ(sh->read_line(10s).line, "partial");
  EXPECT_EQ(sh->read_line(10s).status, Status::CLOSED);
}

TEST(EngineProcess, SilenceIsATimeout) {
  auto sleeper = start("sleep 30");
  ASSERT_TRUE(sleeper);
  EXPECT_EQ(sleeper->read_line(100ms).status, Status::TIMEOUT);
  // It ignores quit and the end of its input: killed after the grace period.
  auto status = sleeper->quit(200ms);
  EXPECT_TRUE(status.killed_by_us) << status.describe();
  EXPECT_FALSE(status.clean());
}

TEST(EngineProcess, ACrashIsReportedAsOne) {
  auto crasher = start("read line; kill -SEGV $$");
  ASSERT_TRUE(crasher);
  EXPECT_TRUE(crasher->write_line("go"));
  EXPECT_EQ(crasher->read_line(10s).status, Status::CLOSED);
  auto status = crasher->wait_exit(10s);
  ASSERT_TRUE(status.has_value());
  EXPECT_TRUE(status->signaled);
  EXPECT_EQ(status->code, SIGSEGV);
  EXPECT_FALSE(status->killed_by_us);
  EXPECT_EQ(status->describe().rfind("crashed", 0), 0u) << status->describe();
}

TEST(EngineProcess, ExitStatusAndMissingCommands) {
  auto failing = start("exit 3");
  ASSERT_TRUE(failing);
  EXPECT_EQ(failing->read_line(10s).status, Status::CLOSED);
  auto status = failing->wait_exit(10s);
  ASSERT_TRUE(status.has_value());
  EXPECT_EQ(status->code, 3);
  auto missing = start("/no/such/engine 2>/dev/null");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->read_line(10s).status, Status::CLOSED);
  EXPECT_EQ(missing->wait_exit(10s)->code, 127);
}

TEST(EngineProcess, WritingToADeadEngineFailsQuietly) {
  auto gone = start("exit 0");
  ASSERT_TRUE(gone);
  ASSERT_TRUE(gone->wait_exit(10s).has_value());
  // No SIGPIPE reaches this process; the write just fails.
  bool ok = true;
  for (int i = 0; i < 3 && ok; ++i) ok = gone->write_line("position startpos");
  EXPECT_FALSE(ok);
}

TEST(EngineProcess, AnEngineThatStopsReadingIsAHang) {
  auto deaf = start("sleep 30");
  ASSERT_TRUE(deaf);
  std::string big(1 << 16, 'x');
  bool ok = true;
  for (int i = 0; i < 8 && ok; ++i) ok = deaf->write_line(big, 200ms);
  EXPECT_FALSE(ok);
}

TEST(EngineProcess, TheDestructorKillsEverythingItStarted) {
  pid_t pid = 0;
  {
    auto tree = start("sleep 30 & sleep 30; wait");
    ASSERT_TRUE(tree);
    pid = tree->pid();
  }
  EXPECT_NE(::kill(pid, 0), 0);  // reaped: no such process
}

TEST(EngineProcess, StderrCanBeRedirected) {
  auto p = EngineProcess::start("echo oops >&2; echo out", {"/dev/null"});
  ASSERT_TRUE(p.ok());
  EXPECT_EQ((*p)->read_line(10s).line, "out");
}

}  // namespace
}  // namespace tori::protocol
