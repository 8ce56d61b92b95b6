// fork/exec of the server binary, whose path CMake passes in as TORI_BINARY.
#include "server_process.h"

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <thread>

namespace tori::server::line::testing {

namespace {

constexpr auto START_WAIT = std::chrono::seconds(60);
constexpr auto POLL = std::chrono::milliseconds(20);

// Waits for the child to end, at most `timeout`; its exit status, or nothing.
std::optional<int> wait_exit(pid_t pid, std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    int status = 0;
    pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (done < 0) return -1;
    std::this_thread::sleep_for(POLL);
  }
  return std::nullopt;
}

}  // namespace

ServerProcess::ServerProcess(const std::vector<std::string>& args, const std::string& port_file,
                             std::optional<unsigned> descriptor_limit) {
  std::filesystem::remove(port_file);
  std::vector<std::string> argv_text = {TORI_BINARY, "serve"};
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  // The HTTP server only where a test asks for it: its default port is one for all.
  if (std::find(args.begin(), args.end(), "--http") == args.end())
    argv_text.insert(argv_text.end(), {"--http", "off"});
  for (const char* a : {"--listen", "127.0.0.1:0", "--port-file"}) argv_text.emplace_back(a);
  argv_text.push_back(port_file);
  std::vector<char*> argv;
  for (std::string& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_ = ::fork();
  if (pid_ == 0) {
    if (descriptor_limit) {
      rlimit limit{*descriptor_limit, *descriptor_limit};
      ::setrlimit(RLIMIT_NOFILE, &limit);
    }
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  if (pid_ < 0) return;
  auto deadline = std::chrono::steady_clock::now() + START_WAIT;
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream in(port_file);
    unsigned port = 0;
    if (in >> port && port > 0) {
      port_ = static_cast<unsigned short>(port);
      return;
    }
    if (wait_exit(pid_, POLL)) {  // it stopped: a bad option, a database it cannot open
      pid_ = -1;
      return;
    }
  }
}

ServerProcess::~ServerProcess() { kill_hard(); }

long ServerProcess::resident_kib() const {
  std::ifstream in("/proc/" + std::to_string(pid_) + "/status");
  std::string word;
  while (in >> word)
    if (word == "VmRSS:") {
      long kib = 0;
      in >> kib;
      return kib;
    }
  return 0;
}

double ServerProcess::cpu_seconds() const {
  std::ifstream in("/proc/" + std::to_string(pid_) + "/stat");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  std::size_t close = text.rfind(')');
  if (close == std::string::npos) return 0;
  std::istringstream fields(text.substr(close + 2));
  std::string field;
  double ticks = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i)
    if (i >= 14) ticks += std::stod(field);
  return ticks / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

void ServerProcess::kill_hard() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
}

int ServerProcess::terminate() {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  auto status = wait_exit(pid_, std::chrono::seconds(30));
  if (!status) {
    kill_hard();
    return -1;
  }
  pid_ = -1;
  return *status;
}

}  // namespace tori::server::line::testing
