// One position made into a puzzle, if it holds one: a tsume first, then a quiet mate in two, or
// (asked for separately, as it costs engine searches) a tactic. Everything about the puzzle
// comes from the proof (mate_proof.h, tactic_proof.h) and the position; `source` says where the
// position came from.
#pragma once

#include <optional>
#include <string>

#include "core/position.h"
#include "puzzles/mate_proof.h"
#include "puzzles/puzzle.h"
#include "puzzles/tactic_proof.h"
#include "puzzles/themes.h"

namespace tori::puzzles {

struct PuzzleSearch {
  MateProofLimits mate;
  bool quiet_mates = true;  // also look for mates in two whose first move does not check
  TacticLimits tactic;
};

template <class V>
std::optional<Puzzle> find_puzzle(const Position<V>& pos, const PuzzleSearch& search,
                                  const ThemeContext& context, std::string source);

template <class V>
std::optional<Puzzle> find_tactic(const Position<V>& pos, engine::Engine& engine,
                                  const PuzzleSearch& search, ThemeContext context,
                                  std::string source);

// The puzzle made from a proof: SFEN, solution in USI, id, themes and starting rating.
template <class V>
Puzzle make_puzzle(const Position<V>& pos, const MateProof& proof, const ThemeContext& context,
                   std::string source);
template <class V>
Puzzle make_puzzle(const Position<V>& pos, const TacticProof& proof, ThemeContext context,
                   std::string source);

}  // namespace tori::puzzles
