#include "server/puzzles/puzzle_import.h"

#include "puzzles/puzzle_json.h"
#include "server/puzzles/stored_puzzle.h"

namespace tori::server {

Status import_puzzles(Storage& storage, const std::vector<puzzles::Puzzle>& set, Seconds now) {
  return storage.atomically([&]() -> Status {
    for (const puzzles::Puzzle& puzzle : set)
      if (auto s = storage.upsert_puzzle(puzzle_record(puzzle), now); !s) return s;
    return ok_status();
  });
}

Result<std::size_t> import_puzzle_files(Storage& storage, const std::vector<std::string>& paths,
                                        Seconds now) {
  std::vector<puzzles::Puzzle> all;
  for (const std::string& path : paths) {
    auto set = puzzles::read_puzzle_set_file(path);
    if (!set) {
      Error e = set.error();
      // The reader may name the file already; say it once either way.
      if (e.message.find(path) == std::string::npos) e.message = path + ": " + e.message;
      if (e.kind == ErrorKind::UNSPECIFIED) e.kind = ErrorKind::INVALID;
      return e;
    }
    all.insert(all.end(), set->begin(), set->end());
  }
  if (auto s = import_puzzles(storage, all, now); !s) return s.error();
  return all.size();
}

}  // namespace tori::server
