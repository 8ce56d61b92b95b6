#include "cli/puzzles_import_command.h"

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "server/puzzles/puzzle_import.h"
#include "server/records/clock.h"
#include "server/storage/open_storage.h"

namespace tori::cli {

namespace {

struct ImportOptions {
  std::vector<std::string> files;
  std::string database = "tori-server.db";
  int sqlite_lock_wait_ms = 5000;
};

int run(const ImportOptions& o) {
  auto storage = server::open_storage(o.database, std::chrono::milliseconds(o.sqlite_lock_wait_ms));
  if (!storage) {
    std::cerr << "tori puzzles import: " << storage.error().message << "\n";
    return 2;
  }
  auto imported = server::import_puzzle_files(**storage, o.files, server::SystemClock().now());
  if (!imported) {
    std::cerr << "tori puzzles import: " << imported.error().to_string() << "\n";
    return 2;
  }
  std::cout << *imported << " puzzles imported into " << o.database << "\n";
  return 0;
}

}  // namespace

void add_puzzles_import_subcommand(CLI::App& puzzles) {
  auto o = std::make_shared<ImportOptions>();
  auto* cmd = puzzles.add_subcommand(
      "import", "Load puzzle set files into the server's database (keeping stored ratings)");
  cmd->add_option("files", o->files, "set files (data/puzzles/*.jsonl)")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("--db", o->database,
                  "the database: an SQLite file (created if missing) or a PostgreSQL URL")
      ->capture_default_str();
  cmd->add_option("--sqlite-lock-wait-ms", o->sqlite_lock_wait_ms,
                  "how long a write waits for an SQLite file another process (tori serve) holds")
      ->capture_default_str()
      ->check(CLI::Range(0, 60000));
  cmd->callback([o] {
    int rc = run(*o);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace tori::cli
