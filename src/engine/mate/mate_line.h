// Reading the mating line out of a proven position. df-pn proves that a mate exists, not which
// mate is shortest, so the length comes from depth-limited re-searches: "mate in at most d
// plies?" for d = 1, 3, 5, ... below the length of the proof found; the first d that is proven
// is the exact length (both sides optimal). The line then follows, ply by ply: the attacker
// plays a check that still mates within the plies left, the defender the first reply that
// holds out for all of them (one that is not mate two plies sooner).
#pragma once

#include <optional>
#include <vector>

#include "engine/mate/df_pn.h"

namespace tori::engine::mate {

// The exact mate length of the search's current position, known to be mate within
// `upper_bound` plies; nullopt when the budget runs out first.
template <class V>
std::optional<int> shortest_mate_length(DfPn<V>& search, int upper_bound);

// The line of a mate in exactly `length` plies (the shortest) from the search's current
// position, with the defender's longest resistance; nullopt when the budget runs out.
template <class V>
std::optional<std::vector<Move>> shortest_line(DfPn<V>& search, int length);

// Any mating line the proof holds (within `limit` plies, NO_LIMIT for any), read mostly from the
// table: for when the budget ran out before the shortest line was found. May come back
// incomplete; check it with is_mating_line.
template <class V>
std::vector<Move> proof_line(DfPn<V>& search, int limit);

// Whether `line` is legal from `root`, every attacker move gives check, and it ends with the
// defender checkmated.
template <class V>
bool is_mating_line(const Position<V>& root, const std::vector<Move>& line);

}  // namespace tori::engine::mate
