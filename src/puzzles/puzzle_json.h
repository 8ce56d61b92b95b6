// Puzzles as JSON: one object a line in a set file (data/puzzles/*.jsonl), the same object in the
// API's answers. Reading checks everything a puzzle must be: the position, every move legal in
// turn, a mate puzzle ending in checkmate; the error names the field and what is wrong with it.
#pragma once

#include <istream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/result.h"
#include "puzzles/puzzle.h"

namespace tori::puzzles {

// {"id", "variant" ("torishogi" | "yarishogi"), "sfen", "solution", "themes", "kind", "rating",
//  "source", "proof_nodes", and for tactics "margin"}
nlohmann::json puzzle_json(const Puzzle& puzzle);
Result<Puzzle> puzzle_from_json(const nlohmann::json& json);

// Whether the solution is playable from the position and, for a mate, ends in checkmate; the
// error says which move is wrong.
std::optional<Error> check_solution(const Puzzle& puzzle);

// A whole set file; the error names the line. Blank lines are skipped.
Result<std::vector<Puzzle>> read_puzzle_set(std::istream& in);
Result<std::vector<Puzzle>> read_puzzle_set_file(const std::string& path);
std::string puzzle_line(const Puzzle& puzzle);  // the JSON on one line, with its newline

}  // namespace tori::puzzles
