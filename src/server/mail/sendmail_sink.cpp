// Delivery through a sendmail-compatible command: /bin/sh -c COMMAND, the message on its stdin.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "server/mail/mail_sink.h"

extern char** environ;

namespace tori::server {

namespace {

// Writes everything to the pipe; a command that stops reading early makes this fail with EPIPE
// rather than kill us (SIGPIPE is ignored while we write).
bool write_to_pipe(int fd, const std::string& data) {
  struct sigaction ignore {
  }, old{};
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ignore, &old);
  std::size_t done = 0;
  bool ok = true;
  while (done < data.size()) {
    ssize_t n = write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ok = false;
      break;
    }
    done += std::size_t(n);
  }
  sigaction(SIGPIPE, &old, nullptr);
  return ok;
}

}  // namespace

Status SendmailSink::deliver(const std::string& message) {
  int pipe_fds[2];
  // Close-on-exec, so that only the dup2'd read end reaches the command, and no other command
  // run later holds the pipe open.
  if (pipe2(pipe_fds, O_CLOEXEC) != 0)
    return make_error(std::string("pipe: ") + std::strerror(errno));
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO);
  const char* argv[] = {"sh", "-c", command_.c_str(), nullptr};
  pid_t pid = 0;
  int spawned = posix_spawn(&pid, "/bin/sh", &actions, nullptr, const_cast<char**>(argv), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(pipe_fds[0]);
  if (spawned != 0) {
    close(pipe_fds[1]);
    return make_error("cannot run the sendmail command: " + std::string(std::strerror(spawned)));
  }
  bool written = write_to_pipe(pipe_fds[1], message);
  close(pipe_fds[1]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return make_error("the sendmail command '" + command_ + "' failed (" +
                      (WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status))
                                         : std::string("killed by a signal")) +
                      ")");
  if (!written)
    return make_error("the sendmail command '" + command_ + "' did not read the message");
  return std::monostate{};
}

}  // namespace tori::server
