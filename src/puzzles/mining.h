// `tori puzzles mine`: positions from self-play data (`tori nnue gen` files) and from games
// played on the server (with their analyses, where asked for) scanned for puzzles on every
// core, appended to a set file. A run can stop at any moment: a progress file beside
// the set says how many games of each input are done, and a later run carries on from there.
// The result does not depend on the number of threads: games are scanned in chunks and each
// chunk's puzzles are written in game order.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "analysis/evaluation.h"
#include "core/result.h"
#include "puzzles/puzzle_maker.h"

namespace tori::puzzles {

// A finished game, from the server's database or any record, with what its analysis said.
struct PlayedGame {
  VariantId variant = VariantId::TORI;
  std::string start;               // SFEN; empty: the variant's start
  std::vector<std::string> moves;  // USI
  std::optional<Color> winner;     // none: a draw
  bool handicap = false;
  // The analysis's evaluation of every position (sente's view, one more than the moves), where
  // the game was analysed; empty otherwise.
  std::vector<analysis::Evaluation> evaluations;
  std::string name;  // for the puzzles' source, e.g. "torishogi game 12"
};

struct MiningOptions {
  std::vector<std::string> packed;  // files of packed positions (tools/nnue/archive.py unpack)
  // Played games, mined after the packed files as the input `games_input` (its progress counts
  // games in this order: new games appended at the end are taken up by a later run).
  std::vector<PlayedGame> games;
  std::string games_input = "games";
  std::string output;  // the set file, appended to
  int threads = 1;
  std::size_t max_puzzles = 0;  // stop once the set holds this many; 0: scan everything
  // Positions looked at: the side to move went on to win the game and the search that labelled
  // the position gave it at least this many centipawns.
  int min_score = 800;
  bool mates = true;  // look for mate puzzles (false: tactics only)
  // Tactics cost engine searches, so they are looked for in a game only where it holds no mate
  // puzzle, and only while the set holds fewer than this many (decided per chunk of games, so
  // the result stays the same on any number of threads). 0: none.
  std::size_t max_tactics = 0;
  // A tactic's position: the side to move went on to win, its score is at least `tactic_score`,
  // and its score a few plies before was at most `tactic_swing_from` (the game swung).
  int tactic_score = 300;
  int tactic_swing_from = 150;
  PuzzleSearch search;
};

struct MiningProgress {
  std::string input;  // the file's name without folder and extension, as in each puzzle's source
  std::size_t games_done = 0, games = 0;
  std::size_t puzzles = 0;  // in the set, this run's and earlier runs'
};

// The number of puzzles the set holds at the end.
Result<std::size_t> mine_puzzles(const MiningOptions& options,
                                 const std::function<void(const MiningProgress&)>& on_progress);

}  // namespace tori::puzzles
