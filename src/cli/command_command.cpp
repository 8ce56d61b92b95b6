// `tori command --db DATABASE [COMMAND]`: runs one command of the game server's language (or,
// with none given, one per line of standard input) against the database (an SQLite file or a
// PostgreSQL URL) and prints the mails the server would send: a way in for administrators and
// scripts beside the mail and TCP transports; --tick sends what the correspondence clocks have due.
#include "cli/command_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "cli/server_runtime.h"
#include "server/commands/dispatcher.h"

namespace tori::cli {

namespace {

struct CommandOptions {
  std::string database = "tori-server.db";
  std::string command;
  std::string clock_file;
  bool tick = false;
};

void print(const std::vector<server::Mail>& mails) {
  for (const server::Mail& m : mails)
    std::cout << "To: " << (m.to.empty() ? "(the sender)" : m.to) << "\nSubject: " << m.subject
              << "\n\n"
              << m.body << "----\n";
}

int run(const CommandOptions& o) {
  auto runtime = ServerRuntime::open(o.database, o.clock_file);
  if (!runtime) {
    std::cerr << "tori command: " << runtime.error().message << "\n";
    return 2;
  }
  server::Dispatcher dispatcher(runtime.value()->service());
  if (o.tick) print(dispatcher.tick());
  if (!o.command.empty()) {
    print(dispatcher.run(o.command));
  } else if (!o.tick) {
    for (std::string line; std::getline(std::cin, line);)
      if (line.find_first_not_of(" \t\r") != std::string::npos) print(dispatcher.run(line));
  }
  return 0;
}

}  // namespace

void add_command_command(CLI::App& app) {
  auto options = std::make_shared<CommandOptions>();
  CLI::App* cmd = app.add_subcommand(
      "command", "Run game server commands against a server database and print the replies");
  cmd->add_option("--db", options->database, "the database: an SQLite file (created if missing) or a PostgreSQL URL")
      ->capture_default_str();
  cmd->add_option("--clock-file", options->clock_file,
                  "for tests: take the time from this file (seconds since 1970, up to 3 "
                  "decimals) instead of the system clock");
  cmd->add_flag("--tick", options->tick, "send the reminders and forfeits that are due");
  cmd->add_option("command", options->command,
                  "one command, e.g. \"torishogi show 101\" (default: one per line of stdin)");
  cmd->callback([options] {
    int rc = run(*options);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
