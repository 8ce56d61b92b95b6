// Re-proving a puzzle set: each puzzle is proven again from its position alone, with the budget
// it was mined with, and must come out the same (the same kind, solution, themes and margin).
// The proofs are deterministic (df-pn and move generation in a fixed order; the engine with one
// thread, a node budget and an empty hash table), so a puzzle that differs was not proven as it
// claims, or the prover or the engine's net changed.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle_maker.h"

namespace tori::puzzles {

// What is wrong with the puzzle, or nothing when its proof holds. Tactics need an engine: the
// second form keeps one between calls (made or remade for the puzzle's variant).
std::optional<std::string> recheck_puzzle(const Puzzle& puzzle, const PuzzleSearch& search);
std::optional<std::string> recheck_puzzle(const Puzzle& puzzle, const PuzzleSearch& search,
                                          std::unique_ptr<engine::Engine>& engine);

// The puzzles to recheck: all of them, or `count` spread evenly over the set (the same every
// time, so that a test's sample is stable).
std::vector<std::size_t> sample_indices(std::size_t size, std::size_t count);

}  // namespace tori::puzzles
