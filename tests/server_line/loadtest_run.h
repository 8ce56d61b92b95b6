// `tori loadtest` run by a test as a process, and the numbers of its report: what the load
// tester's end-to-end tests (line protocol and WebSocket API) share.
#pragma once

#include <sys/wait.h>

#include <cctype>
#include <cstdio>
#include <string>

namespace tori::server::line::testing {

struct LoadtestRun {
  int status = -1;  // the exit status; -1 if it did not run or did not exit
  std::string output;
};

// `tori loadtest ARGS`, stdout and stderr together.
inline LoadtestRun run_loadtest(const std::string& args) {
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
inline long number_after(const std::string& text, const std::string& label) {
  std::size_t at = text.find(label + ": ");
  if (at == std::string::npos) return -1;
  std::size_t begin = at + label.size() + 2, end = begin;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  return end > begin ? std::stol(text.substr(begin, end - begin)) : -1;
}

}  // namespace tori::server::line::testing
