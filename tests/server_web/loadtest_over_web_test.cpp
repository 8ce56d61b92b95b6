// `tori loadtest --http` against a real `tori serve`: players with tokens, games made over HTTP
// and played on their WebSocket streams; a short run plays and finishes games without errors.
#include <cctype>
#include <cstdio>

#include "web_fixture.h"

namespace tori::server::web::testing {
namespace {

// The number after "LABEL: " in the report, or -1. (Not std::regex: GCC 12 warns inside it
// under the sanitizers, and the warnings are errors.)
long number_after(const std::string& text, const std::string& label) {
  std::size_t at = text.find(label + ": ");
  if (at == std::string::npos) return -1;
  std::size_t begin = at + label.size() + 2, end = begin;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  return end > begin ? std::stol(text.substr(begin, end - begin)) : -1;
}

class LoadtestOverWeb : public WebServerTest {};

TEST_P(LoadtestOverWeb, AShortRunPlaysAndFinishesGamesWithoutErrors) {
  server_.reset();
  start_server({"--max-connections-per-address", "64"});
  std::string command = std::string(TORI_BINARY) +
                        " loadtest --http 127.0.0.1:" + std::to_string(http_port_) +
                        " --games 3 --seconds 1 --plies 12 --quiet 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string output;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
  int status = ::pclose(pipe);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << output;
  EXPECT_EQ(number_after(output, "players"), 6) << output;
  EXPECT_GT(number_after(output, "moves"), 0) << output;
  EXPECT_GT(number_after(output, "games finished"), 0) << output;
  EXPECT_GT(number_after(output, "pushes received"), 0) << output;
  EXPECT_EQ(number_after(output, "errors"), 0) << output;
  // What was played is stored: the first game, resigned at the 12th move.
  json game = http()->get("/api/games/torishogi/101").json_body()["game"];
  EXPECT_EQ(game["result"]["termination"], "resignation") << game.dump();
  EXPECT_EQ(game["moves"].size(), 12u);
}

TORI_WEB_TESTS(LoadtestOverWeb);

}  // namespace
}  // namespace tori::server::web::testing
