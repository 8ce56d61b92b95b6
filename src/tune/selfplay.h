// Training data from self-play: the engine plays itself in process from the opening set (plus a
// few seeded random plies), at a fixed node count on one thread, and the quiet positions of
// each game are written with the game's result. The same options give the same file.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>

#include "core/result.h"
#include "core/variant.h"

namespace tori::tune {

struct SelfPlayOptions {
  VariantId variant = VariantId::TORI;
  int games = 100;
  uint64_t nodes = 5000;     // per move
  uint64_t seed = 1;         // the random plies after each opening
  int random_plies = 4;      // at most this many, the number itself drawn per game
  int max_plies = 300;       // a longer game is a draw
  int adjudicate_cp = 1500;  // a score this large for both sides, some plies running, ends it
  int adjudicate_plies = 4;
  int hash_mb = 16;
  std::string openings_path;  // empty: the variant's default set
};

struct SelfPlayStats {
  int games = 0;
  int black_wins = 0;
  int white_wins = 0;
  int draws = 0;
  uint64_t positions = 0;
};

// Writes one line "SFEN;result" per sampled position (result for Black: 1, 0.5 or 0).
// `progress` is called after every game.
Result<SelfPlayStats> generate_selfplay(const SelfPlayOptions& options, std::ostream& out,
                                        const std::function<void(const SelfPlayStats&)>& progress);

}  // namespace tori::tune
