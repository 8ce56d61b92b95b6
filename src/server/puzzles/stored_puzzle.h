// A puzzle of a set file (src/puzzles) as the storage keeps it, and back: the storage knows only
// its plain record, so that it needs nothing of the miner.
#pragma once

#include "puzzles/puzzle.h"
#include "server/records/puzzle_records.h"

namespace tori::server {

// A new puzzle's record: rated as the set file says, with no plays yet.
PuzzleRecord puzzle_record(const puzzles::Puzzle& puzzle);
puzzles::Puzzle puzzle_of(const PuzzleRecord& record);

}  // namespace tori::server
