// The real `tori serve` binary as a child process of a test: started on 127.0.0.1 with port 0,
// found through its --port-file, stopped with SIGTERM or killed with SIGKILL.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

namespace tori::server::line::testing {

class ServerProcess {
 public:
  // Runs `tori serve ARGS --listen 127.0.0.1:0 --port-file PORT_FILE` (and `--http off` unless
  // ARGS name --http) and waits (bounded) for the port; port() is 0 if the server did not come
  // up.
  // With `descriptor_limit`, the server runs with that many file descriptors at most (soft and
  // hard limit), as on a machine that has run out.
  ServerProcess(const std::vector<std::string>& args, const std::string& port_file,
                std::optional<unsigned> descriptor_limit = std::nullopt);
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  unsigned short port() const { return port_; }
  pid_t pid() const { return pid_; }
  // From /proc: the resident memory in KiB, and the CPU time used so far in seconds.
  long resident_kib() const;
  double cpu_seconds() const;
  void kill_hard();  // SIGKILL: no chance to clean up, as in a crash
  int terminate();   // SIGTERM; the exit status (or -1 if it had to be killed)

 private:
  pid_t pid_ = -1;
  unsigned short port_ = 0;
};

}  // namespace tori::server::line::testing
