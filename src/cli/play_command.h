// `tori play`: an interactive game in the terminal.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_play_command(CLI::App& app);

}  // namespace tori::cli
