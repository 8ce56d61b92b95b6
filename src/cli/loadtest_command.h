// `tori loadtest`: simulated players playing random legal games on a running `tori serve`, for
// a bounded time; prints moves per second, latency p50/p99/max and errors.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_loadtest_command(CLI::App& app);

}  // namespace tori::cli
