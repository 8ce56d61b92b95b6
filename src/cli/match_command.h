// `tori match`: plays two USI/UCI engines against each other from an opening set and reports
// Elo and the SPRT; `tori match --make-openings N` makes a balanced opening set.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_match_command(CLI::App& app);

}  // namespace tori::cli
