#include "puzzles/puzzle_json.h"

#include <gtest/gtest.h>

#include <sstream>

#include "sample_sets.h"

namespace tori::puzzles {
namespace {

using test::both_samples;

std::string error_of(const nlohmann::json& json) {
  auto puzzle = puzzle_from_json(json);
  return puzzle.ok() ? "" : puzzle.error().message;
}

TEST(PuzzleJson, SamplesReadBackAsWritten) {
  auto set = both_samples();
  ASSERT_EQ(set.size(), 50u);
  for (const Puzzle& p : set) {
    auto again = puzzle_from_json(nlohmann::json::parse(puzzle_line(p)));
    ASSERT_TRUE(again.ok()) << p.id;
    EXPECT_EQ(again.value(), p);
    EXPECT_EQ(p.id, puzzle_id(p.variant, p.sfen, p.solution));
  }
}

TEST(PuzzleJson, TheIdDependsOnVariantPositionAndSolution) {
  const Puzzle p = both_samples().front();
  auto other = p.solution;
  other.pop_back();
  EXPECT_NE(puzzle_id(p.variant, p.sfen, other), p.id);
  EXPECT_NE(puzzle_id(VariantId::YARI, p.sfen, p.solution), p.id);
  EXPECT_EQ(puzzle_id(p.variant, p.sfen, p.solution), p.id);
}

TEST(PuzzleJson, RefusesWhatIsNotAPuzzle) {
  const nlohmann::json good = puzzle_json(both_samples().front());
  auto with = [&good](const char* key, nlohmann::json value) {
    nlohmann::json j = good;
    j[key] = std::move(value);
    return j;
  };
  EXPECT_EQ(error_of(good), "");
  EXPECT_EQ(error_of(nlohmann::json::array()), "a puzzle must be a JSON object");
  EXPECT_EQ(error_of(with("id", "XYZ")), "\"id\" must be ten lowercase hex digits");
  EXPECT_EQ(error_of(with("id", "0123456789")),
            "\"id\" does not match the puzzle's position and solution");
  EXPECT_EQ(error_of(with("variant", "chess")), "\"variant\" must be torishogi or yarishogi");
  EXPECT_EQ(error_of(with("rating", "high")), "\"rating\" must be a whole number");
  EXPECT_EQ(error_of(with("rating", 1e20)), "\"rating\" must be a whole number");
  EXPECT_EQ(error_of(with("proof_nodes", 7.5e20)),
            "\"proof_nodes\" must be a whole number, 0 or more");
  EXPECT_EQ(error_of(with("proof_nodes", -1)), "\"proof_nodes\" must be a whole number, 0 or more");
  EXPECT_EQ(error_of(with("margin", "wide")), "\"margin\" must be a number");
  EXPECT_EQ(error_of(with("rating", 9000)), "\"rating\" must be 0 to 4000");
  EXPECT_EQ(error_of(with("kind", "riddle")), "\"kind\" must be tsume, mate or tactic");
  EXPECT_EQ(error_of(with("themes", {"no spaces"})),
            "\"themes\" must be at most 16 names of letters and digits");
  EXPECT_NE(error_of(with("sfen", "7/7/7")).find("sfen: "), std::string::npos);
  auto solution = good["solution"];
  EXPECT_EQ(error_of(with("solution", nlohmann::json::array())),
            "\"solution\" must hold an odd number of moves, at most 64");
  auto illegal = solution;
  illegal[0] = "1a1a";
  EXPECT_EQ(error_of(with("solution", illegal)).rfind("solution move 1 (1a1a): ", 0), 0u);
  auto short_of_mate = solution;
  short_of_mate.erase(short_of_mate.end() - 2, short_of_mate.end());
  if (!short_of_mate.empty()) {
    EXPECT_EQ(error_of(with("solution", short_of_mate)),
              "solution: a mate puzzle's solution must end in checkmate");
  }
  nlohmann::json missing = good;
  missing.erase("sfen");
  EXPECT_EQ(error_of(missing), "missing \"sfen\"");
}

TEST(PuzzleJson, ASetFileNamesTheLineThatIsWrong) {
  const std::string good = puzzle_line(both_samples().front());
  std::istringstream in(good + "\n" + good + "{\"id\": 1}\n");
  auto set = read_puzzle_set(in);
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.error().message, "line 4: \"id\" has the wrong type");
  std::istringstream not_json(good + "{oops\n");
  EXPECT_EQ(read_puzzle_set(not_json).error().message, "line 2: not JSON");
}

}  // namespace
}  // namespace tori::puzzles
