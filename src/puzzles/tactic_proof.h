// Proving a tactic: the engine, looking at two lines with a fixed node budget and an empty hash
// table (so the same position always gets the same answer), finds the best move's winning
// chances clearly above the second best's; the line goes on, the opponent's best reply and the
// solver's next move, while the solver's move is again clearly the best, up to three solver
// moves. Winning chances are the analysis's (analysis/judgement.h), from -1 to +1.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/position.h"
#include "engine/engine.h"

namespace tori::puzzles {

struct TacticLimits {
  uint64_t nodes = 150'000;  // per search; each solver move costs one, each reply one
  // The best move's winning chances minus the second best's, at least: 0.5 is the gap between
  // an even position and one worth about 460 centipawns (Tori's scale) or a winning one and an
  // even one.
  double margin = 0.5;
  // After the first move the solver must stand at least this well (a winning tactic), or the
  // second best must lose at least this badly while the best holds (a defence).
  double decisive = 0.5;
  int max_solver_moves = 3;
};

struct TacticProof {
  std::vector<Move> line;  // ends with a solver's move
  double margin = 0;       // of the first move
  bool defence = false;    // the first move saves a game every other move loses
  uint64_t nodes = 0;
};

// `engine` is the variant's, with two lines (Options::multipv = 2) and one thread.
template <class V>
std::optional<TacticProof> prove_tactic(const Position<V>& pos, engine::Engine& engine,
                                        const TacticLimits& limits);

// An engine as prove_tactic needs it.
engine::Options tactic_engine_options();

}  // namespace tori::puzzles
