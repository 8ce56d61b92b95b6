// Positions along a seeded random game, for property tests: from the start, every legal move
// equally likely (a fixed linear congruential generator), so that pieces move, capture, promote
// and fill both hands, and the same seed always gives the same game.
#pragma once

#include <cstdint>
#include <vector>

#include "core/fen.h"
#include "core/movegen.h"

namespace tori::test_support {

// The position after each ply of the game, at most `plies` of them (fewer if it ends).
template <class V>
std::vector<Position<V>> random_game(uint64_t seed, int plies) {
  std::vector<Position<V>> positions;
  Position<V> pos = start_position<V>();
  uint64_t state = seed;
  for (int ply = 0; ply < plies; ++ply) {
    MoveList moves;
    generate_legal(pos, moves);
    if (moves.empty()) break;
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    typename Position<V>::Undo undo;
    pos.do_move(moves[std::size_t((state >> 33) % moves.size())], undo);
    positions.push_back(pos);
  }
  return positions;
}

}  // namespace tori::test_support
