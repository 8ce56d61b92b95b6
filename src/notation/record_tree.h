// A game record with its variations: the main line and every side line, as the analysis board
// keeps them and as KIF (変化：N手 blocks) and PGN (moves in parentheses) write them.
//
// The tree is flat: each move names its parent (an earlier index, or NO_PARENT for a first move),
// and the children of one parent come in the order of the list, the first being the main
// continuation. So the main line is the chain of first children from the start, and no reader or
// writer recurses once per move.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "notation/record.h"
#include "notation/record_io.h"

namespace tori {

struct TreeMove {
  static constexpr int NO_PARENT = -1;
  int parent = NO_PARENT;
  Move move;
  std::optional<double> seconds;
  std::string comment;
};

struct RecordTree {
  RecordedGame game;            // the header, the main line (game.moves) and the result
  std::vector<TreeMove> nodes;  // every move of every line, parents first
};

// The indices of a parent's children, main continuation first (NO_PARENT: the first moves).
std::vector<int> children_of(const RecordTree& tree, int parent);

// A record with one line and no variations.
RecordTree tree_of(const RecordedGame& game);

// KIF and PGN with their variations; USI (and anything else read_record reads) as one line.
// A variation that cannot be read is an error naming its line, as for the main line.
Result<RecordTree> read_record_tree(std::string_view bytes, std::optional<RecordFormat> format = {},
                                    const ReadOptions& options = {});
Result<RecordTree> read_kif_tree(std::string_view bytes, const ReadOptions& options = {});
Result<RecordTree> read_pgn_tree(std::string_view text, const ReadOptions& options = {});

// The main line as write_kif / write_pgn write it, with each side line after it. A tree whose
// nodes are not legal moves from their parents' positions writes the legal part, and a comment
// saying why a line stops.
std::string write_kif_tree(const RecordTree& tree);
std::string write_pgn_tree(const RecordTree& tree);

// A tree from moves in USI (as the analysis board sends them): each checked in its parent's
// position; the main line and its result (the rules' where they end the game) filled in.
struct UsiTreeMove {
  int parent = TreeMove::NO_PARENT;
  std::string usi;
  std::string comment;
};
Result<RecordTree> tree_from_usi(RecordedGame header, const std::vector<UsiTreeMove>& moves);

}  // namespace tori
