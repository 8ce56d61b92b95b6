// Fuzzes a puzzle set's line (docs/puzzles.md; what `tori serve --puzzles` and `tori puzzles
// import` read): whatever is accepted must be a playable puzzle whose JSON reads back the same
// and whose own solution solves it; an "attempt" list of moves beside it is judged as the
// server judges one, without failing.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "fuzz_checks.h"
#include "puzzles/puzzle_json.h"
#include "puzzles/puzzle_judge.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded()) return 0;
  auto puzzle = tori::puzzles::puzzle_from_json(json);
  if (!puzzle) {
    TORI_FUZZ_CHECK(!puzzle.error().message.empty(), "a refusal without a reason");
    return 0;
  }
  TORI_FUZZ_CHECK(!tori::puzzles::check_solution(*puzzle), "an accepted puzzle does not play");
  auto again = tori::puzzles::puzzle_from_json(tori::puzzles::puzzle_json(*puzzle));
  TORI_FUZZ_CHECK(again && *again == *puzzle, "the puzzle changed through its JSON");
  TORI_FUZZ_CHECK(tori::puzzles::solves(*puzzle, puzzle->solution),
                  "the solution does not solve its puzzle");
  if (json.is_object() && json.contains("attempt") && json["attempt"].is_array()) {
    std::vector<std::string> moves;
    for (const auto& m : json["attempt"])
      if (m.is_string()) moves.push_back(m.get<std::string>());
    (void)tori::puzzles::solves(*puzzle, moves);
    for (std::size_t step = 0; step < moves.size(); ++step)
      (void)tori::puzzles::is_right_move(*puzzle, step, moves[step]);
  }
  return 0;
}
