// Training data from game records: the quiet positions of finished games (a match against
// another engine, games played on the server) with each game's result, in the format that
// `tori tune generate` writes, so that the fit can learn from games that were not our
// self-play: what an opponent's play shows about our evaluation.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

#include "core/result.h"
#include "core/variant.h"

namespace tori::tune {

struct RecordPositionOptions {
  VariantId variant = VariantId::TORI;
  int skip_plies = 0;  // the first plies of each game (the opening set's) are left out
};

struct RecordPositionStats {
  int games = 0;           // finished games of the variant, whose positions were written
  int unfinished = 0;      // games without a result: no label to give
  int other_variant = 0;   // records of the other variant
  uint64_t positions = 0;  // lines written
};

// Reads every game of `text` (one KIF or USI record, or any number of PGN games) and writes one
// "SFEN;result" line per quiet position of each finished game of the variant (result for Black:
// 1, 0.5 or 0). A record that cannot be read is an error naming the game, and nothing of that
// text is written.
Result<RecordPositionStats> write_record_positions(std::string_view text,
                                                   const RecordPositionOptions& options,
                                                   std::ostream& out);

}  // namespace tori::tune
