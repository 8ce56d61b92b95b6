// `tori loadtest` against a real `tori serve`: a short run with a few games must play moves,
// finish games (resigned at --plies) and see no errors; and it says so in its exit status.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <string>

#include "line_fixture.h"

namespace tori::server::line::testing {
namespace {

struct LoadtestRun {
  int status = -1;
  std::string output;
};

LoadtestRun run_loadtest(const std::string& args) {
  LoadtestRun r;
  std::string command = std::string(TORI_BINARY) + " loadtest " + args + " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return r;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) r.output.append(buffer, n);
  int status = ::pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// The number after "LABEL: " in the report, or -1. (Not std::regex: GCC 12 warns inside it
// under the sanitizers, and the warnings are errors.)
long number_after(const std::string& text, const std::string& label) {
  std::size_t at = text.find(label + ": ");
  if (at == std::string::npos) return -1;
  std::size_t begin = at + label.size() + 2, end = begin;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  return end > begin ? std::stol(text.substr(begin, end - begin)) : -1;
}

class LoadtestOverTcp : public LineServerTest {};

TEST_P(LoadtestOverTcp, AShortRunPlaysAndFinishesGamesWithoutErrors) {
  restart_server({"--max-connections-per-address", "64", "--rate", "1000", "--burst", "1000"});
  std::string where = "--line 127.0.0.1:" + std::to_string(server_->port());
  LoadtestRun r = run_loadtest(where + " --games 3 --seconds 1 --plies 12 --quiet");
  EXPECT_EQ(r.status, 0) << r.output;
  EXPECT_GT(number_after(r.output, "moves"), 0) << r.output;
  EXPECT_GT(number_after(r.output, "games finished"), 0) << r.output;
  EXPECT_EQ(number_after(r.output, "errors"), 0) << r.output;
  EXPECT_EQ(number_after(r.output, "players"), 6) << r.output;

  // The players exist now: a second run logs them in, and the games they played are stored.
  LoadtestRun again = run_loadtest(where + " --games 3 --seconds 0.5 --plies 12 --quiet");
  EXPECT_EQ(again.status, 0) << again.output;
  auto c = connect();
  expect_ok(*c, "login load1 load-password");  // the load tester's default password
  Block history = expect_ok(*c, "torishogi history load1");
  EXPECT_TRUE(history.contains("resign")) << history.body;
}

TEST_P(LoadtestOverTcp, NoServerIsAnErrorNotAHang) {
  LoadtestRun r =
      run_loadtest("--line 127.0.0.1:1 --games 1 --seconds 1 --setup-seconds 2 --quiet");
  EXPECT_EQ(r.status, 2) << r.output;
  EXPECT_NE(r.output.find("cannot connect"), std::string::npos) << r.output;
}

TORI_LINE_TESTS(LoadtestOverTcp);

}  // namespace
}  // namespace tori::server::line::testing
