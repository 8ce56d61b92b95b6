// `tori command --db DATABASE [COMMAND]`: runs one command of the game server's language (or,
// with none given, one per line of standard input) against the database (an SQLite file or a
// PostgreSQL URL) and prints the mails the server would send: a way in for administrators and
// scripts beside the mail and TCP transports; --tick sends what the correspondence clocks have due.
// Exit status: 0 when every command was carried out, 1 when one was refused (its reply is an
// error), 2 when the database cannot be opened.
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

constexpr int REFUSED = 1;  // a command's reply was an error: a script must not go on as if not

// Prints the mails; whether the command was refused.
bool print(const std::vector<server::Mail>& mails) {
  bool refused = false;
  for (const server::Mail& m : mails) {
    std::cout << "To: " << (m.to.empty() ? "(the sender)" : m.to) << "\nSubject: " << m.subject
              << "\n\n"
              << m.body << "----\n";
    refused = refused || m.refused;
  }
  return refused;
}

int run(const CommandOptions& o) {
  auto runtime = ServerRuntime::open(o.database, o.clock_file);
  if (!runtime) {
    std::cerr << "tori command: " << runtime.error().message << "\n";
    return 2;
  }
  server::Dispatcher dispatcher(runtime.value()->service());
  if (o.tick) print(dispatcher.tick());
  bool refused = false;
  if (!o.command.empty()) {
    refused = print(dispatcher.run(o.command));
  } else if (!o.tick) {
    // Every line runs, as a mail server would run every mail; the status tells of any refusal.
    for (std::string line; std::getline(std::cin, line);)
      if (line.find_first_not_of(" \t\r") != std::string::npos)
        refused = print(dispatcher.run(line)) || refused;
  }
  return refused ? REFUSED : 0;
}

}  // namespace

void add_command_command(CLI::App& app) {
  auto options = std::make_shared<CommandOptions>();
  CLI::App* cmd = app.add_subcommand(
      "command",
      "Run game server commands against a server database and print the replies; exit status 1 "
      "when a command was refused (its reply is an error), 2 when the database cannot be opened");
  cmd->add_option("--db", options->database,
                  "the database: an SQLite file (created if missing) or a PostgreSQL URL")
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
