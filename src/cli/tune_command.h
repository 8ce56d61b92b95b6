// `tori tune`: self-play training data (`generate`), labels from our own search (`label`) and
// the Texel fit of the evaluation weights (`fit`); docs/tuning.md.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_tune_command(CLI::App& app);

}  // namespace tori::cli
