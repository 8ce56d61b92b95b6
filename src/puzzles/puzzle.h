// A puzzle: a position with the solver to move and the one line that solves it, with where it
// came from and how it was proven. The same record is the set file's line (puzzle_json.h), the
// database's row and the API's answer.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/variant.h"

namespace tori::puzzles {

// TSUME: a mate where every move of the solver checks, proven by df-pn. MATE: a forced mate where
// some move of the solver does not check. TACTIC: a winning line whose first move the engine
// finds clearly better than any other.
enum class PuzzleKind { TSUME, MATE, TACTIC };

struct Puzzle {
  std::string id;  // ten lowercase hex digits, from the variant, position and solution
  VariantId variant = VariantId::TORI;
  std::string sfen;                   // the solver to move
  std::vector<std::string> solution;  // USI; the solver's moves and the replies, the solver's first
  std::vector<std::string> themes;    // sorted; see docs/puzzles.md for the list
  PuzzleKind kind = PuzzleKind::TSUME;
  int rating = 1500;   // the starting puzzle rating, from the proof's length and work
  std::string source;  // e.g. "tori-r5 game 1234 ply 56"
  // What the proof cost: df-pn nodes (mates) or engine nodes per line (tactics).
  unsigned long long proof_nodes = 0;
  // Tactics: the best first move's winning chances minus the second best's, 0 to 2.
  double margin = 0;

  bool operator==(const Puzzle&) const = default;
  // A mate puzzle accepts any checkmating move at its last step.
  bool is_mate() const { return kind != PuzzleKind::TACTIC; }
};

std::string_view puzzle_kind_name(PuzzleKind kind);  // "tsume", "mate", "tactic"
std::optional<PuzzleKind> parse_puzzle_kind(std::string_view name);

// The id of a puzzle: a hash of what makes it this puzzle (variant, position, solution), so the
// same puzzle mined twice has the same id.
std::string puzzle_id(VariantId variant, const std::string& sfen,
                      const std::vector<std::string>& solution);

}  // namespace tori::puzzles
