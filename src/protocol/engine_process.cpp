// POSIX plumbing for EngineProcess: posix_spawn (safe in a threaded program, unlike fork),
// close-on-exec pipes (so a second engine never holds the first one's stdin open), poll for
// timeouts, and SIGPIPE held off while writing so a dead engine cannot kill its driver.
#include "protocol/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

extern char** environ;

namespace tori::protocol {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// A line longer than this without a newline is returned in pieces rather than growing forever.
constexpr std::size_t MAX_LINE = 1 << 20;

// How long the destructor lets an engine exit on the end of its input before killing it.
constexpr milliseconds DESTRUCTOR_GRACE{200};

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : int(std::min<long long>(left, 1 << 30));
}

std::string errno_text(const char* what, int error) {
  return std::string(what) + ": " + std::strerror(error);
}

ExitStatus from_wait_status(int status) {
  ExitStatus s;
  if (WIFSIGNALED(status)) {
    s.signaled = true;
    s.code = WTERMSIG(status);
  } else {
    s.code = WEXITSTATUS(status);
  }
  return s;
}

// Blocks SIGPIPE in this thread while alive; a SIGPIPE raised meanwhile (by a write to an
// engine that has exited) is consumed so it never reaches the process.
class SigpipeGuard {
 public:
  SigpipeGuard() {
    sigemptyset(&pipe_set_);
    sigaddset(&pipe_set_, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    already_pending_ = sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &pipe_set_, &old_mask_);
  }
  ~SigpipeGuard() {
    if (!already_pending_) {
      timespec zero{};
      while (sigtimedwait(&pipe_set_, nullptr, &zero) == -1 && errno == EINTR) {
      }
    }
    pthread_sigmask(SIG_SETMASK, &old_mask_, nullptr);
  }
  SigpipeGuard(const SigpipeGuard&) = delete;
  SigpipeGuard& operator=(const SigpipeGuard&) = delete;

 private:
  sigset_t pipe_set_;
  sigset_t old_mask_;
  bool already_pending_ = false;
};

struct Pipe {
  int read_end = -1;
  int write_end = -1;
};

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

Result<Pipe> make_pipe() {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return make_error(errno_text("pipe", errno));
  return Pipe{fds[0], fds[1]};
}

// posix_spawn's file actions and attributes, freed whatever happens.
struct SpawnSetup {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  SpawnSetup() {
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
  }
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
  }
  SpawnSetup(const SpawnSetup&) = delete;
  SpawnSetup& operator=(const SpawnSetup&) = delete;
};

}  // namespace

std::string ExitStatus::describe() const {
  if (!signaled) {
    std::string text = "exited with status " + std::to_string(code);
    if (code == 127) text += " (command not found?)";
    return text;
  }
  std::string name = strsignal(code) ? strsignal(code) : "unknown signal";
  if (killed_by_us) return "killed (signal " + std::to_string(code) + ", " + name + ")";
  return "crashed: signal " + std::to_string(code) + " (" + name + ")";
}

Result<std::unique_ptr<EngineProcess>> EngineProcess::start(const std::string& command,
                                                            const StartOptions& options) {
  auto to_engine = make_pipe();
  if (!to_engine) return to_engine.error();
  auto from_engine = make_pipe();
  if (!from_engine) {
    close_fd(to_engine.value().read_end);
    close_fd(to_engine.value().write_end);
    return from_engine.error();
  }
  Pipe in = *to_engine, out = *from_engine;

  SpawnSetup setup;
  posix_spawn_file_actions_adddup2(&setup.actions, in.read_end, STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&setup.actions, out.write_end, STDOUT_FILENO);
  if (!options.stderr_path.empty())
    posix_spawn_file_actions_addopen(&setup.actions, STDERR_FILENO, options.stderr_path.c_str(),
                                     O_WRONLY | O_CREAT | O_APPEND, 0644);
  // The engine starts with default signal handling and no blocked signals, whatever its
  // driver has set up for itself, and in its own process group.
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  posix_spawnattr_setsigmask(&setup.attributes, &none);
  posix_spawnattr_setsigdefault(&setup.attributes, &defaults);
  posix_spawnattr_setpgroup(&setup.attributes, 0);
  posix_spawnattr_setflags(&setup.attributes,
                           POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);

  std::string shell = "/bin/sh", dash_c = "-c", text = command;
  char* argv[] = {shell.data(), dash_c.data(), text.data(), nullptr};
  pid_t pid = -1;
  int error = posix_spawn(&pid, "/bin/sh", &setup.actions, &setup.attributes, argv, environ);
  close_fd(in.read_end);
  close_fd(out.write_end);
  if (error != 0) {
    close_fd(in.write_end);
    close_fd(out.read_end);
    return make_error(errno_text("cannot start the engine", error));
  }
  // Writes must never block for good on an engine that stopped reading.
  fcntl(in.write_end, F_SETFL, fcntl(in.write_end, F_GETFL) | O_NONBLOCK);
  return std::unique_ptr<EngineProcess>(new EngineProcess(pid, in.write_end, out.read_end));
}

EngineProcess::EngineProcess(pid_t pid, int to_engine, int from_engine)
    : pid_(pid), to_engine_(to_engine), from_engine_(from_engine) {}

EngineProcess::~EngineProcess() {
  if (!status_) {
    close_input();
    if (!wait_exit(DESTRUCTOR_GRACE)) kill();
  }
  close_input();
  close_fd(from_engine_);
}

void EngineProcess::close_input() { close_fd(to_engine_); }

bool EngineProcess::write_line(std::string_view line, milliseconds timeout) {
  if (to_engine_ < 0) return false;
  std::string data(line);
  data += '\n';
  SigpipeGuard guard;
  auto deadline = Clock::now() + timeout;
  std::size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(to_engine_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += std::size_t(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return false;  // EPIPE: it has gone
    pollfd p{to_engine_, POLLOUT, 0};
    int ready = poll(&p, 1, remaining_ms(deadline));
    if (ready == 0) return false;  // the pipe is full and stays full: the engine hangs
    if (ready < 0 && errno != EINTR) return false;
  }
  return true;
}

EngineProcess::ReadResult EngineProcess::read_line(milliseconds timeout) {
  auto deadline = Clock::now() + timeout;
  for (;;) {
    std::size_t end = buffer_.find('\n');
    if (end != std::string::npos || buffer_.size() >= MAX_LINE ||
        (output_closed_ && !buffer_.empty())) {
      std::size_t take = end != std::string::npos ? end : std::min(buffer_.size(), MAX_LINE);
      std::string line = buffer_.substr(0, take);
      buffer_.erase(0, end != std::string::npos ? end + 1 : take);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return {ReadStatus::LINE, std::move(line)};
    }
    if (output_closed_) return {ReadStatus::CLOSED, {}};
    pollfd p{from_engine_, POLLIN, 0};
    int ready = poll(&p, 1, remaining_ms(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) return {ReadStatus::TIMEOUT, {}};
    char chunk[4096];
    ssize_t n = ::read(from_engine_, chunk, sizeof chunk);
    if (n > 0)
      buffer_.append(chunk, std::size_t(n));
    else if (n == 0 || (errno != EINTR && errno != EAGAIN))
      output_closed_ = true;
  }
}

EngineProcess::ReadResult EngineProcess::read_until(
    const std::function<bool(std::string_view)>& wanted, milliseconds timeout,
    std::vector<std::string>* seen) {
  auto deadline = Clock::now() + timeout;
  for (;;) {
    ReadResult r = read_line(milliseconds(remaining_ms(deadline)));
    if (r.status != ReadStatus::LINE) return r;
    if (seen) seen->push_back(r.line);
    if (wanted(r.line)) return r;
  }
}

EngineProcess::ReadResult EngineProcess::read_until_word(std::string_view word,
                                                         milliseconds timeout,
                                                         std::vector<std::string>* seen) {
  return read_until(
      [word](std::string_view line) {
        std::size_t start = line.find_first_not_of(" \t");
        if (start == std::string_view::npos) return false;
        line.remove_prefix(start);
        return line.substr(0, word.size()) == word &&
               (line.size() == word.size() || line[word.size()] == ' ' ||
                line[word.size()] == '\t');
      },
      timeout, seen);
}

ExitStatus EngineProcess::quit(milliseconds grace, std::string_view quit_command) {
  if (status_) return *status_;
  if (!quit_command.empty()) write_line(quit_command, grace);
  close_input();
  if (auto status = wait_exit(grace)) return *status;
  return kill();
}

std::optional<ExitStatus> EngineProcess::exit_status() {
  if (status_) return status_;
  int status = 0;
  pid_t r = waitpid(pid_, &status, WNOHANG);
  if (r == pid_) status_ = from_wait_status(status);
  return status_;
}

std::optional<ExitStatus> EngineProcess::wait_exit(milliseconds timeout) {
  auto deadline = Clock::now() + timeout;
  // Polling keeps this free of SIGCHLD handlers, which belong to the program, not a library.
  auto pause = milliseconds(1);
  for (;;) {
    if (auto status = exit_status()) return status;
    if (Clock::now() >= deadline) return std::nullopt;
    std::this_thread::sleep_for(std::min(pause, milliseconds(remaining_ms(deadline) + 1)));
    pause = std::min(pause * 2, milliseconds(20));
  }
}

ExitStatus EngineProcess::kill() {
  if (status_) return *status_;
  // The group first: `sh -c` may have started the engine as a child of its own. The pid is
  // still ours (not reaped), so the group cannot belong to anyone else.
  ::kill(-pid_, SIGKILL);
  ::kill(pid_, SIGKILL);
  int status = 0;
  while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  status_ = from_wait_status(status);
  status_->killed_by_us = status_->signaled && status_->code == SIGKILL;
  return *status_;
}

}  // namespace tori::protocol
