// One line of a perft suite: `FEN ;D1 n ;D2 n ...` (lines starting with '#' are comments).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"

namespace tori {

struct PerftSuiteLine {
  std::string fen;
  std::vector<std::pair<int, uint64_t>> expected;  // (depth, nodes)
};

// An empty or comment line gives a line with an empty FEN.
Result<PerftSuiteLine> parse_perft_suite_line(std::string_view line);

}  // namespace tori
