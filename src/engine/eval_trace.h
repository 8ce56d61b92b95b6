// The static evaluation term by term, for people: what each term group of the weights table
// adds, and each side's king danger. The protocol's `eval` command prints it; the numbers add
// up to the evaluation the search uses.
#pragma once

#include <string>
#include <vector>

#include "core/position.h"

namespace tori::engine {

struct EvalTrace {
  struct Group {
    std::string name;
    int black_cp = 0;  // from Black's point of view
  };
  std::vector<Group> groups;  // the linear groups of eval/terms.h, in its order
  int black_attack_cp = 0;    // Black's king danger against White (0 or more)
  int white_attack_cp = 0;    // White's against Black, as White's gain (0 or more)
  int total_black_cp = 0;     // the evaluation from Black's point of view
  Color side_to_move = BLACK;
};

template <class V>
EvalTrace trace_evaluation(const Position<V>& pos);

// One line per group (those that add nothing left out), both king dangers and the total, from
// Black's point of view, then the total for the side to move.
std::vector<std::string> format_eval_trace(const EvalTrace& trace);

}  // namespace tori::engine
