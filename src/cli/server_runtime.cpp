// Opening what the server's front ends share: the storage, the clock, the service, the computer.
#include "cli/server_runtime.h"

#include "server/storage/open_storage.h"

namespace tori::cli {

Result<std::unique_ptr<ServerRuntime>> ServerRuntime::open(
    const std::string& database, const std::string& clock_file,
    std::chrono::milliseconds sqlite_lock_wait) {
  std::unique_ptr<ServerRuntime> r(new ServerRuntime());
  auto storage = server::open_storage(database, sqlite_lock_wait);
  if (!storage) return storage.error();
  r->storage_ = std::move(storage.value());
  if (!clock_file.empty()) r->file_clock_ = std::make_unique<server::FileClock>(clock_file);
  r->clock_ =
      r->file_clock_ ? static_cast<const server::Clock*>(r->file_clock_.get()) : &r->system_clock_;
  r->service_ = std::make_unique<server::GameService>(*r->storage_, *r->clock_);
  r->service_->set_move_provider(&r->computer_);
  r->service_->set_events(&r->events_);
  if (auto made = server::ensure_computer_accounts(*r->service_); !made) return made.error();
  return r;
}

}  // namespace tori::cli
