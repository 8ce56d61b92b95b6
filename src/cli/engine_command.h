// `tori engine`: the engine as a USI (or UCI) program for GUIs and match runners.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_engine_command(CLI::App& app);

}  // namespace tori::cli
