// `tori puzzles import FILE... [--db DB]`: loads puzzle set files into the server's database,
// as `tori serve --puzzles` does at start; the puzzles stored already keep their ratings.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_puzzles_import_subcommand(CLI::App& puzzles);

}  // namespace tori::cli
