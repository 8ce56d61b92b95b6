// The sample puzzle sets of tests/data/puzzles, mined by `tori puzzles mine` from self-play data.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "puzzles/puzzle_json.h"

namespace tori::puzzles::test {

inline std::vector<Puzzle> sample_set(const std::string& name) {
  auto set = read_puzzle_set_file(std::string(TORI_TEST_DATA_DIR) + "/puzzles/" + name);
  EXPECT_TRUE(set.ok()) << (set.ok() ? "" : set.error().message);
  return set.ok() ? set.value() : std::vector<Puzzle>{};
}

inline std::vector<Puzzle> both_samples() {
  auto set = sample_set("tori-sample.jsonl");
  for (auto& p : sample_set("yari-sample.jsonl")) set.push_back(p);
  return set;
}

}  // namespace tori::puzzles::test
