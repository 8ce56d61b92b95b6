// `tori show`: prints a position as one of the server's text boards.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_show_command(CLI::App& app);

}  // namespace tori::cli
