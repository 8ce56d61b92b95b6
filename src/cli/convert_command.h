// `tori convert`: records, moves and positions from one notation to another.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_convert_command(CLI::App& app);

}  // namespace tori::cli
