// `tori perft`: node counts of the move generator, one position or a whole suite.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_perft_command(CLI::App& app);

}  // namespace tori::cli
