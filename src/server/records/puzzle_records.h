// Puzzles as the server keeps them (docs/api.md, "Puzzles"): the puzzle from its set file, with
// the rating that players' attempts move; each attempt; each player's puzzle rating per variant.
// Plain records: the rules and the set file's JSON live in src/puzzles, not beneath the storage.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/variant.h"
#include "server/records/clock.h"

namespace tori::server {

// Where a puzzle's and a player's puzzle rating start: a puzzle's rating is the miner's estimate
// from the proof's length and work, better than nothing, so its deviation starts below a new
// player's (350).
constexpr double PUZZLE_START_DEVIATION = 250;
constexpr double PUZZLE_START_VOLATILITY = 0.06;

struct PuzzleRecord {
  std::string id;  // ten lowercase hex digits (puzzles::puzzle_id)
  VariantId variant = VariantId::TORI;
  std::string sfen;                   // the solver to move
  std::vector<std::string> solution;  // USI, the solver's first; an odd count
  std::vector<std::string> themes;
  std::string kind = "tsume";  // "tsume", "mate" or "tactic" (puzzles::puzzle_kind_name)
  std::string source;
  uint64_t proof_nodes = 0;
  double margin = 0;
  int start_rating = 1500;  // the set file's rating, which a new import may change
  // What attempts have taught: Glicko-2, the puzzle as a player who wins when the solver fails.
  double rating = 1500, deviation = PUZZLE_START_DEVIATION, volatility = PUZZLE_START_VOLATILITY;
  int plays = 0;  // players who tried it (their first attempts)
};

// Which puzzles a choice looks at. The daily puzzle narrows it to longer mates of a middling
// starting rating (stable through the day, unlike the rating attempts move).
struct PuzzleFilter {
  VariantId variant = VariantId::TORI;
  std::string theme;  // empty: any
  bool mates_only = false;
  int min_plies = 0;
  int least_start_rating = 0, most_start_rating = 1'000'000;
};

struct PuzzleAttempt {
  std::string user;
  int seq = 0;  // the user's attempts numbered 1, 2, ... (given by the storage)
  std::string puzzle;
  VariantId variant = VariantId::TORI;
  bool solved = false;
  int seconds = 0;  // as the client measured it
  bool rated = false;
  double rating_after = 1500;  // the user's puzzle rating after it
  Seconds at = 0;
};

struct PuzzleRating {
  std::string user;
  VariantId variant = VariantId::TORI;
  double rating = 1500, deviation = 350, volatility = 0.06;
  int attempts = 0;  // every attempt in the variant, rated or not
};

}  // namespace tori::server
