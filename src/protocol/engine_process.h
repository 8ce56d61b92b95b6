// An engine program run as a child process and driven through its stdin and stdout, whatever
// protocol it speaks: the conformance tests drive `tori engine` with it, and the match runner
// drives any USI or UCI engine. A crash, an early exit or a hang is reported, never suffered.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace tori::protocol {

// How a child process ended.
struct ExitStatus {
  bool signaled = false;  // killed by a signal (a crash, or our kill)
  int code = 0;           // the exit status, or the signal number
  bool killed_by_us = false;

  bool clean() const { return !signaled && code == 0; }
  std::string describe() const;  // "exited with status 0", "crashed: signal 11 (...)"
};

class EngineProcess {
 public:
  struct StartOptions {
    // Where the engine's stderr goes: empty for ours, "/dev/null" to drop it, else a file
    // (appended to).
    std::string stderr_path;
  };

  // Runs `command` with /bin/sh -c, in a process group of its own so that everything it starts
  // can be killed together.
  static Result<std::unique_ptr<EngineProcess>> start(const std::string& command,
                                                      const StartOptions& options);
  static Result<std::unique_ptr<EngineProcess>> start(const std::string& command) {
    return start(command, StartOptions{});
  }

  // Kills the engine if it is still running (after closing its stdin and a short grace) and
  // reaps it.
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // Writes `line` and a newline. False when the engine no longer reads: it exited, or it has
  // not taken its input for `timeout`.
  bool write_line(std::string_view line,
                  std::chrono::milliseconds timeout = std::chrono::seconds(10));

  enum class ReadStatus { LINE, TIMEOUT, CLOSED };  // CLOSED: the engine closed its stdout
  struct ReadResult {
    ReadStatus status = ReadStatus::CLOSED;
    std::string line;  // without the line end (LF or CRLF)
  };
  ReadResult read_line(std::chrono::milliseconds timeout);

  // Reads lines until one satisfies `wanted` (returned as LINE) or the time or the output
  // ends. Every line read, the wanted one included, is appended to `seen` when given.
  ReadResult read_until(const std::function<bool(std::string_view)>& wanted,
                        std::chrono::milliseconds timeout,
                        std::vector<std::string>* seen = nullptr);
  // The common case: until a line whose first word is `word` ("usiok", "bestmove").
  ReadResult read_until_word(std::string_view word, std::chrono::milliseconds timeout,
                             std::vector<std::string>* seen = nullptr);

  // Sends `quit_command` (unless empty), closes the engine's stdin and waits up to `grace` for
  // it to exit; kills it after that.
  ExitStatus quit(std::chrono::milliseconds grace, std::string_view quit_command = "quit");
  // Whether it has exited, without waiting; reaps it if so.
  std::optional<ExitStatus> exit_status();
  // Waits up to `timeout` for the engine to exit by itself.
  std::optional<ExitStatus> wait_exit(std::chrono::milliseconds timeout);
  // Kills the engine and everything it started, now, and reaps it.
  ExitStatus kill();

  pid_t pid() const { return pid_; }

 private:
  EngineProcess(pid_t pid, int to_engine, int from_engine);
  void close_input();

  pid_t pid_;
  int to_engine_;       // the engine's stdin; -1 once closed
  int from_engine_;     // the engine's stdout
  std::string buffer_;  // read but not yet returned
  bool output_closed_ = false;
  std::optional<ExitStatus> status_;  // set once reaped
};

}  // namespace tori::protocol
