// Training data from game records: the quiet positions of finished games (a match against
// another engine, games played on the server) with each game's result, in the format that
// `tori tune generate` writes, so that the fit can learn from games that were not our
// self-play: what an opponent's play shows about our evaluation.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "core/result.h"
#include "core/variant.h"

namespace tori::tune {

struct RecordPositionOptions {
  VariantId variant = VariantId::TORI;
  int skip_plies = 0;  // the first plies of each game (the opening set's) are left out
  // Above 0: each position's label blends the result with the score the mover's comment gives
  // ("cp 35 depth 12", as `tori match` writes it), as `tori tune label` blends our own search's:
  // (1 - score_weight) * result + score_weight * p, p = 1 / (1 + e^(-cp / score_scale)). A move
  // without a score (or with a mate of unknown sign) keeps the result alone.
  double score_weight = 0;
  double score_scale = 0;  // centipawns; must be set when score_weight is
};

// Why the options cannot be used, if they cannot.
std::optional<Error> check_record_position_options(const RecordPositionOptions& options);

struct RecordPositionStats {
  int games = 0;           // finished games of the variant, whose positions were written
  int unfinished = 0;      // games without a result: no label to give
  int other_variant = 0;   // records of the other variant
  uint64_t positions = 0;  // lines written
  uint64_t scored = 0;     // of them, blended with the mover's score (score_weight above 0)
};

// Reads every game of `text` (one KIF or USI record, or any number of PGN games) and writes one
// "SFEN;label" line per quiet position of each finished game of the variant (the label is for
// Black: the result, 1, 0.5 or 0, or its blend with the mover's score). Bad options are an error,
// and so is a record that cannot be read (naming the game); either way nothing is written.
Result<RecordPositionStats> write_record_positions(std::string_view text,
                                                   const RecordPositionOptions& options,
                                                   std::ostream& out);

}  // namespace tori::tune
