// `tori puzzles`: mine puzzles out of self-play data (`mine`), re-prove a set (`check`), solve
// them in the terminal (`play`), and load a set into the server's database (`import`).
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_puzzles_command(CLI::App& app);

}  // namespace tori::cli
