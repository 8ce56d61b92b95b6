// Proving a mate puzzle: that the solver mates, in how many plies, and that at each of the
// solver's steps but the last exactly one move keeps the mate that short (the last step accepts
// any mate). Two kinds:
// - tsume: every solver move checks. df-pn (engine/mate) proves the mate and its length against
//   the longest defence; then every other check at each step is disproven within the plies left,
//   so the solution is the only one. The defender's replies are those that last longest, except
//   useless interpositions: a drop between the checking piece and the king that delays the mate
//   by no more than itself and its capture is passed over for the best other defence.
// - a quiet mate in two moves: the first move does not check, every reply allows a mate in one,
//   and no other first move forces that; proven by trying every move and reply.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/position.h"
#include "puzzles/puzzle.h"

namespace tori::puzzles {

struct MateProof {
  PuzzleKind kind = PuzzleKind::TSUME;
  std::vector<Move> line;  // the solver's moves and the replies, ending in checkmate
  uint64_t nodes = 0;      // df-pn nodes, or positions tried for a quiet mate
};

struct MateProofLimits {
  int max_plies = 11;              // the longest tsume looked for
  uint64_t find_nodes = 20'000;    // df-pn nodes to find a mate at all (most positions have none)
  uint64_t prove_nodes = 400'000;  // in all, for the length, the line and the uniqueness
};

// A tsume from `pos` with the solver to move, or nothing: no mate by checks within the limits,
// more than one solution at some step, or a budget spent before the proof was complete.
template <class V>
std::optional<MateProof> prove_tsume(const Position<V>& pos, const MateProofLimits& limits);

// A mate in two moves (three plies) whose first move does not check, or nothing.
template <class V>
std::optional<MateProof> prove_quiet_mate(const Position<V>& pos);

}  // namespace tori::puzzles
