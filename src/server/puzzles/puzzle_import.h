// Loading puzzle set files (data/puzzles/*.jsonl, src/puzzles/puzzle_json.h) into the database:
// at `tori serve --puzzles FILE` and by `tori puzzles import`. A puzzle stored already keeps the
// rating and plays its attempts gave it.
#pragma once

#include <string>
#include <vector>

#include "puzzles/puzzle.h"
#include "server/storage/storage.h"

namespace tori::server {

// All in one transaction: a set is in whole or not at all.
Status import_puzzles(Storage& storage, const std::vector<puzzles::Puzzle>& set, Seconds now);

// Reads every file (each checked whole: an error names the file and its line) before storing
// any; answers how many puzzles were imported.
Result<std::size_t> import_puzzle_files(Storage& storage, const std::vector<std::string>& paths,
                                        Seconds now);

}  // namespace tori::server
