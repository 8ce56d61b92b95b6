// Opening the server's backend for a subcommand.
#include "cli/server_backend.h"

#include <iostream>

#include "server/storage/open_storage.h"

namespace tori::cli {

std::unique_ptr<ServerBackend> ServerBackend::open(const std::string& subcommand,
                                                   const std::string& database,
                                                   const std::string& clock_file) {
  auto storage = server::open_storage(database);
  if (!storage) {
    std::cerr << "tori " << subcommand << ": " << storage.error().message << "\n";
    return nullptr;
  }
  auto backend = std::unique_ptr<ServerBackend>(new ServerBackend());
  backend->storage_ = std::move(storage.value());
  if (clock_file.empty())
    backend->clock_ = std::make_unique<server::SystemClock>();
  else
    backend->clock_ = std::make_unique<server::FileClock>(clock_file);
  backend->service_ = std::make_unique<server::GameService>(*backend->storage_, *backend->clock_);
  return backend;
}

}  // namespace tori::cli
