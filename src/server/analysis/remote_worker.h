// `tori analyse --server URL --key KEY`: an analysis worker on another machine. It leases jobs
// from a `tori serve` over HTTP (plain http://host:port, as on a private network or behind a
// proxy that adds TLS), analyses the positions and sends each one back as it is done, so that a
// worker stopped mid-game loses at most one position's work.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "core/result.h"

namespace tori::server {

struct RemoteWorkerOptions {
  std::string server;    // http://host:port
  std::string key;       // the server's --analysis-key
  int idle_seconds = 5;  // between looks at an empty queue
  bool once = false;     // return when the queue is empty (tests; a cron job)
};

// Runs until the queue is empty (with `once`) or forever; `log` hears a line per job and per
// refusal. An error only where the server cannot be reached or refuses the key.
std::optional<Error> run_remote_worker(const RemoteWorkerOptions& options,
                                       const std::function<void(const std::string&)>& log);

}  // namespace tori::server
