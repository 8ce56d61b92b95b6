// Training data for the NNUE from our own engine: self-play from the opening set plus seeded
// random plies, a fixed small search per move, and every quiet searched position kept with its
// score and the game's result, in the packed format. Game n is the same whichever thread plays
// it and whenever, so a resumed run plays only the games the file lacks.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "core/result.h"
#include "core/variant.h"
#include "tune/packed_data_file.h"

namespace tori::tune {

struct NnueSelfPlayOptions {
  VariantId variant = VariantId::TORI;
  int games = 1000;          // game numbers 0 .. games-1
  uint64_t nodes = 5000;     // per move (0: no node limit, depth decides)
  int depth = 0;             // per move (0: no depth limit)
  uint64_t seed = 1;         // the random plies after each opening
  int random_plies = 8;      // at most this many, the number itself drawn per game
  int max_plies = 300;       // a longer game is a draw
  int adjudicate_cp = 2000;  // a score this large for both sides, some plies running, ends it
  int adjudicate_plies = 4;
  int hash_mb = 16;       // per thread
  int threads = 1;        // games played at once, one search thread each
  bool use_nnue = false;  // let the current net play (later data rounds)
  std::string eval_file;
  std::string openings_path;  // empty: the variant's default set
};

struct NnueSelfPlayStats {
  int games = 0;    // played by this run
  int skipped = 0;  // already in the file
  int black_wins = 0, white_wins = 0, draws = 0;
  uint64_t positions = 0;  // written by this run
};

// Plays the games the file lacks and appends them; `progress` is called after each game, from
// whichever thread finished it, under the writer's lock.
Result<NnueSelfPlayStats> generate_nnue_data(
    const NnueSelfPlayOptions& options, PackedDataWriter& writer,
    const std::function<void(const NnueSelfPlayStats&)>& progress);

}  // namespace tori::tune
