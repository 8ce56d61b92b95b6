// A game's analysis as stored: one job per game, queued by a player, leased by a worker (in
// `tori serve` or on another machine) for a while, and the positions analysed so far, so that a
// worker that dies mid-game loses nothing: the next one to lease the job goes on from there.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "server/records/records.h"

namespace tori::server {

struct AnalysisJob {
  enum class Status { QUEUED, RUNNING, DONE };
  GameKey game;
  Status status = Status::QUEUED;
  std::string requested_by;
  Seconds requested_at = 0;
  std::string lease;       // the current lease's id (random); empty while queued
  Millis lease_until = 0;  // when another worker may take the job over
  // The analysed positions, in order from the start: the JSON list analysis::positions_json
  // makes, with `positions_done` entries.
  std::string positions = "[]";
  int positions_done = 0;
  Seconds finished_at = 0;
};

inline std::string_view analysis_status_name(AnalysisJob::Status status) {
  switch (status) {
    case AnalysisJob::Status::QUEUED:
      return "queued";
    case AnalysisJob::Status::RUNNING:
      return "running";
    case AnalysisJob::Status::DONE:
      return "done";
  }
  return "queued";
}

}  // namespace tori::server
