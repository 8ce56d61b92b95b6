// How well each player's scores foretold its results. Game records whose move comments carry
// the mover's score (as `tori match` writes them: "cp 120 depth 14") are read, each player's
// scores are sorted into bands, and for each band the points the player went on to score in the
// games where it said so are added up. A well-judging engine that says +100 goes on to win more
// often than not; one whose +300 wins a third of its games has a blind spot in its evaluation,
// and labels from its own search cannot show it (they agree with it by construction).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/variant.h"

namespace tori::tune {

struct CalibrationOptions {
  VariantId variant = VariantId::TORI;  // for records that do not name theirs
  // Band edges in centipawns, ascending and above zero: {50, 150} makes the bands mated,
  // below -150, -150..-50, -50..+50, +50..+150, above +150, mating. An edge belongs to the band
  // nearer zero (+150 is in +50..+150, -150 in -150..-50).
  std::vector<int> edges = {50, 150, 300, 600};
};

struct CalibrationBand {
  std::string label;  // "mated", "below -600", "-600..-300", "-50..+50", "above +600", "mating"
  int scores = 0;     // scores the player gave in this band
  int games = 0;      // games in which it gave at least one
  double points = 0;  // its points in those games (1 a win, 0.5 a draw)
};

struct PlayerCalibration {
  std::string name;  // as the records name it
  int games = 0;
  double points = 0;
  std::vector<CalibrationBand> bands;  // from mated to mating
};

struct Calibration {
  std::vector<PlayerCalibration> players;  // in the order they first appear
  int unfinished = 0;                      // games without a result: left out
  int other_variant = 0;                   // records of the other variant: left out
};

// The edges are valid: at least one, ascending, all above zero. Otherwise an error saying why.
Result<std::vector<int>> check_calibration_edges(std::vector<int> edges);

// Adds every finished game of `text` (one KIF or USI record, or any number of PGN games) to
// `into`. Moves without a score in their comment (the opening set's, a person's) count for
// nothing; a score of unknown mate distance ("mate ?") neither. A record that cannot be read is
// an error naming the game, and `into` is left as it was. The number of games added.
Result<int> add_calibration(std::string_view text, const CalibrationOptions& options,
                            Calibration& into);

// The table of one player, one line per band: scores, games, and the percentage of points.
std::string format_calibration(const PlayerCalibration& player);

}  // namespace tori::tune
