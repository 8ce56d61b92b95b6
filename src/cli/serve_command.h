// `tori serve`: the game server on a TCP line protocol (docs/server.md).
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_serve_command(CLI::App& app);

}  // namespace tori::cli
