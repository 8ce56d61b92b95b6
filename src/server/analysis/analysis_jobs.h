// Server analysis of finished games (docs/analysis.md): a player asks for it, a worker leases the
// job, sends the positions it has analysed as it goes, and anyone reads the review. Jobs live in
// the database, so that a worker that dies loses nothing (its lease runs out and the next worker
// goes on from the last position it sent) and workers on other machines can share the work.
// Runs on the server's thread, like the service.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "analysis/game_positions.h"
#include "server/records/clock.h"
#include "server/storage/storage.h"

namespace tori::server {

struct AnalysisLimits {
  int per_user_per_hour = 10;  // requests one user may make in an hour
  int unfinished_total = 200;  // jobs waiting or running, all users together
  Millis lease_ms = 120'000;   // a worker that sends nothing for this long loses its job
  uint64_t nodes = analysis::AnalysisBudget::DEFAULT_NODES;  // per position
};

// A job as a worker gets it: the game, where to go on from, and the lease to send back with it.
struct AnalysisLease {
  GameKey key;
  std::string lease;
  analysis::AnalysedGame game;
  std::size_t first = 0;  // positions already analysed
  uint64_t nodes = 0;
  Millis lease_ms = 0;
};

nlohmann::json lease_json(const AnalysisLease& lease);
Result<AnalysisLease> lease_from_json(const nlohmann::json& json);

class AnalysisJobs {
 public:
  AnalysisJobs(Storage& storage, const Clock& clock, AnalysisLimits limits);

  // A user asks for a finished game's analysis. A game asked for before is not analysed again:
  // the answer is its analysis as it stands. Refused within the limits above.
  Result<nlohmann::json> request(GameKey key, const std::string& user);
  // {"status", "done_plies", "moves", "final_eval", "plies": [...], "players": {...}}:
  // docs/api.md.
  Result<nlohmann::json> view(GameKey key);

  // The next job for a worker, if any is waiting (or was left by a worker whose lease ran out).
  Result<std::optional<AnalysisLease>> lease();
  // A worker's positions from `first` on, under `lease`: checked against the game (a malformed
  // or impossible result changes nothing), stored, and the lease renewed. Answers whether the
  // job is done now.
  Result<bool> submit(GameKey key, const std::string& lease, std::size_t first,
                      const std::vector<analysis::PositionAnalysis>& positions);

  // Told after each accepted submission: the game's stream shows the progress.
  void on_progress(std::function<void(GameKey, const nlohmann::json&)> listener) {
    progress_ = std::move(listener);
  }
  // Told when a job is queued: an idle worker of this server starts on it at once.
  void on_queued(std::function<void()> listener) { queued_ = std::move(listener); }
  const AnalysisLimits& limits() const { return limits_; }

 private:
  Result<analysis::AnalysedGame> game_of(GameKey key);

  Storage& storage_;
  const Clock& clock_;
  AnalysisLimits limits_;
  std::function<void(GameKey, const nlohmann::json&)> progress_;
  std::function<void()> queued_;
};

}  // namespace tori::server
