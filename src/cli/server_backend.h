// What `tori command` and `tori serve` both build from --db and --clock-file: the storage, the
// clock (the system's or, for tests, a file's) and the game service over them.
#pragma once

#include <memory>
#include <string>

#include "server/service/game_service.h"

namespace tori::cli {

class ServerBackend {
 public:
  // Nothing, after saying why on stderr ("tori SUBCOMMAND: ..."), if the database cannot be
  // opened.
  static std::unique_ptr<ServerBackend> open(const std::string& subcommand,
                                             const std::string& database,
                                             const std::string& clock_file);
  server::GameService& service() { return *service_; }

 private:
  std::unique_ptr<server::Storage> storage_;
  std::unique_ptr<server::Clock> clock_;
  std::unique_ptr<server::GameService> service_;
};

}  // namespace tori::cli
