// Perft: the number of legal move sequences of a given length, the standard check of a move
// generator. Counts the last ply from the size of the move list (bulk counting). Game history
// plays no part: repetition is a game rule, not a property of a position.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/movegen.h"

namespace tori {

template <class V>
uint64_t perft(Position<V>& pos, int depth) {
  if (depth <= 0) return 1;
  MoveList list;
  generate_legal(pos, list);
  if (depth == 1) return list.size();
  uint64_t nodes = 0;
  typename Position<V>::Undo undo;
  for (Move m : list) {
    pos.do_move(m, undo);
    nodes += perft(pos, depth - 1);
    pos.undo_move(m, undo);
  }
  return nodes;
}

// Perft split by the first move.
template <class V>
std::vector<std::pair<Move, uint64_t>> perft_divide(Position<V>& pos, int depth) {
  std::vector<std::pair<Move, uint64_t>> result;
  MoveList list;
  generate_legal(pos, list);
  typename Position<V>::Undo undo;
  for (Move m : list) {
    pos.do_move(m, undo);
    result.emplace_back(m, perft(pos, depth - 1));
    pos.undo_move(m, undo);
  }
  return result;
}

}  // namespace tori
