// What every front end of the game server (`tori command`, `tori serve`, `tori mail`) opens the
// same way: the database from --db, the clock (the system's, or --clock-file's for tests), the
// service over them, the computer players with their accounts, and the live notices (which on
// PostgreSQL reach every other server instance, whichever front end made them).
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "server/computer/engine_player.h"
#include "server/records/clock.h"
#include "server/service/game_service.h"
#include "server/storage/storage.h"

namespace tori::cli {

class ServerRuntime {
 public:
  // `sqlite_lock_wait`: see open_storage (`tori serve` keeps it short: it has one thread).
  static Result<std::unique_ptr<ServerRuntime>> open(
      const std::string& database, const std::string& clock_file,
      std::chrono::milliseconds sqlite_lock_wait = std::chrono::seconds(5));

  server::GameService& service() { return *service_; }
  const server::Clock& clock() const { return *clock_; }
  server::MoveProvider& computer() { return computer_; }
  server::GameEvents& events() { return events_; }
  server::Storage& storage() { return *storage_; }

 private:
  ServerRuntime() = default;

  std::unique_ptr<server::Storage> storage_;
  server::SystemClock system_clock_;
  std::unique_ptr<server::FileClock> file_clock_;
  const server::Clock* clock_ = nullptr;
  server::EnginePlayer computer_;
  server::GameEvents events_;
  std::unique_ptr<server::GameService> service_;
};

}  // namespace tori::cli
