// `tori nnue`: the neural evaluation's tools. `gen` writes packed self-play training data,
// `eval` prints a net's evaluations of data positions; docs/nnue.md.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_nnue_command(CLI::App& app);

}  // namespace tori::cli
