// `tori mate`: solves a mating problem (checkmate by continuous check) with the engine's df-pn
// mate solver and prints the shortest mate, "no mate", or that the budget ran out.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_mate_command(CLI::App& app);

}  // namespace tori::cli
