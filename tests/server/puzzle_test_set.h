// Small puzzles with real positions for the server's puzzle tests: mates the df-pn solver proves
// (tests/data/tsume), made into set records with their ids as the miner would make them.
#pragma once

#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "puzzles/puzzle.h"

namespace tori::server::testing {

inline puzzles::Puzzle test_puzzle(VariantId variant, const std::string& sfen,
                                   std::vector<std::string> solution, int rating,
                                   std::vector<std::string> themes) {
  puzzles::Puzzle p;
  p.variant = variant;
  p.sfen = sfen;
  p.solution = std::move(solution);
  p.themes = std::move(themes);
  p.kind = puzzles::PuzzleKind::TSUME;
  p.rating = rating;
  p.source = "test";
  p.id = puzzles::puzzle_id(p.variant, p.sfen, p.solution);
  return p;
}

// Three Tori mates (one of 3 plies, one with three mating moves) and a Yari one.
inline std::vector<puzzles::Puzzle> test_puzzle_set() {
  return {
      test_puzzle(VariantId::TORI, "kp5/7/CL5/2P4/7/7/K6 b PS 1", {"7c6b", "7a7b", "P*7d"}, 1500,
                  {"drop", "matein3", "tsume"}),
      test_puzzle(VariantId::TORI, "3k3/7/3S3/7/7/7/3K3 b F 1", {"F*4b"}, 1100,
                  {"drop", "matein1", "tsume"}),
      // Three moves mate here: 3c1e and 2b1c do as well as the solution's drop.
      test_puzzle(VariantId::TORI, "5rk/5R1/4LF1/7/7/7/K6 b P 1", {"P*1c"}, 1300,
                  {"matein1", "tsume"}),
      test_puzzle(VariantId::YARI, "k6/1P5/+N6/7/7/7/7/7/1K5 b P 1", {"P*7b"}, 1200,
                  {"drop", "matein1", "tsume"}),
  };
}

// The moves other than the solution's that mate at a mate puzzle's last step.
template <class V>
std::vector<std::string> other_last_mates(const puzzles::Puzzle& puzzle) {
  Game<V> game(*parse_sfen<V>(puzzle.sfen));
  for (std::size_t i = 0; i + 1 < puzzle.solution.size(); ++i)
    game.play(*parse_usi_move<V>(puzzle.solution[i]));
  std::vector<std::string> mates;
  for (Move m : game.legal_moves()) {
    Game<V> after = game;
    after.play(m);
    if (after.result().termination == Termination::CHECKMATE &&
        to_usi<V>(m) != puzzle.solution.back())
      mates.push_back(to_usi<V>(m));
  }
  return mates;
}

}  // namespace tori::server::testing
