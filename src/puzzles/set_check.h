// Re-proving a puzzle set: each puzzle is proven again from its position alone, with the budget
// it was mined with, and must come out the same (the same kind, solution and themes). The
// proofs are deterministic (df-pn and move generation in a fixed order), so a puzzle that
// differs was not proven as it claims, or the prover changed.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle_maker.h"

namespace tori::puzzles {

// What is wrong with the puzzle, or nothing when its proof holds.
std::optional<std::string> recheck_puzzle(const Puzzle& puzzle, const PuzzleSearch& search);

// The puzzles to recheck: all of them, or `count` spread evenly over the set (the same every
// time, so that a test's sample is stable).
std::vector<std::size_t> sample_indices(std::size_t size, std::size_t count);

}  // namespace tori::puzzles
