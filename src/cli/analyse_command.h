// `tori analyse`: a game record analysed by the engine, printed as KIF with each move's
// evaluation and judgement as comments, or as the API's JSON; or, with --server, a worker that
// leases analysis jobs from a `tori serve` over HTTP.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_analyse_command(CLI::App& app);

}  // namespace tori::cli
