// `tori bench`: the search's node-count signature and speed.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_bench_command(CLI::App& app);

}  // namespace tori::cli
