// `tori command`: runs commands of the game server's language against a server database.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_command_command(CLI::App& app);

}  // namespace tori::cli
