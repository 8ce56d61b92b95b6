// Making a balanced opening set: short random-but-sane move sequences from the start position
// (each move chosen at random among those a shallow search finds nearly as good as the best),
// kept when a deeper search finds the position within a small margin of equality.
// Seeded and single-threaded, so the same options always make the same set.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/variant.h"

namespace tori::match {

struct OpeningMakerOptions {
  VariantId variant = VariantId::TORI;
  int count = 50;
  uint64_t seed = 1;
  int min_plies = 4;
  int max_plies = 8;
  int choice_depth = 4;    // the search that judges each candidate move
  int choice_margin = 60;  // centipawns a random move may fall short of the best one
  int check_depth = 12;    // the search that judges the final position
  int balance = 100;       // centipawns: |score| at most this
  int hash_mb = 16;
  int max_attempts = 0;  // sequences to try before giving up; 0: 100 per opening
};

struct MadeOpening {
  std::string sfen;
  std::vector<std::string> usi_moves;  // from the start position
  int score = 0;                       // centipawns for the side to move, at check_depth
};

// Progress: (openings made, sequences tried).
Result<std::vector<MadeOpening>> make_openings(const OpeningMakerOptions& options,
                                               const std::function<void(int, int)>& progress = {});

// The file: `#` lines saying how it was made (`command` is quoted there), then per opening a
// comment with its moves and score and a line with its SFEN.
std::string opening_file_text(const std::vector<MadeOpening>& openings,
                              const OpeningMakerOptions& options, const std::string& command);

}  // namespace tori::match
