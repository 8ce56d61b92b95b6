// Where finished games go: one PGN file for the whole match (appended game by game, so an
// interrupted match keeps what it played) and/or one KIF file per game in a folder.
#pragma once

#include <mutex>
#include <optional>
#include <string>

#include "core/result.h"
#include "notation/record.h"

namespace tori::match {

class RecordSink {
 public:
  // Empty paths switch that output off.
  RecordSink(std::string pgn_path, std::string kif_dir);

  // Creates the KIF folder and starts the PGN file afresh; an error if either cannot be written.
  std::optional<Error> open();
  // Writes one game; `number` counts from 1 and names its KIF file (game-0001.kif).
  std::optional<Error> save(const RecordedGame& record, int number);

  static std::string kif_file_name(int number);

 private:
  std::string pgn_path_;
  std::string kif_dir_;
  std::mutex mutex_;
};

}  // namespace tori::match
