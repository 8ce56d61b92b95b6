// `tori engine`: speaks USI on stdin/stdout (UCI when the first command is `uci`).
#include "cli/engine_command.h"

#include <iostream>

#include "protocol/engine_protocol.h"

namespace tori::cli {

void add_engine_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand(
      "engine", "Run the engine for a GUI: USI, or UCI when the first command is 'uci'");
  cmd->callback([] {
    // Commands come one line at a time; nothing is gained by tying the streams together.
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int rc = protocol::run_engine_protocol(std::cin, std::cout);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
