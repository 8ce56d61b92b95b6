// Seeded random games, for property tests and benchmarks: from the start, every legal move
// equally likely (a fixed linear congruential generator), so that pieces move, capture, promote
// and fill both hands, and the same seed always gives the same game.
#pragma once

#include <cstdint>
#include <vector>

#include "core/fen.h"
#include "core/movegen.h"

namespace tori::test_support {

// Calls `after(pos, move)` after each ply of the game, at most `plies` of them (fewer if it
// ends).
template <class V, class F>
void play_random_game(uint64_t seed, int plies, F&& after) {
  Position<V> pos = start_position<V>();
  uint64_t state = seed;
  for (int ply = 0; ply < plies; ++ply) {
    MoveList moves;
    generate_legal(pos, moves);
    if (moves.empty()) break;
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    Move m = moves[std::size_t((state >> 33) % moves.size())];
    typename Position<V>::Undo undo;
    pos.do_move(m, undo);
    after(pos, m);
  }
}

// The position after each ply of the game.
template <class V>
std::vector<Position<V>> random_game(uint64_t seed, int plies) {
  std::vector<Position<V>> positions;
  play_random_game<V>(seed, plies, [&](const Position<V>& pos, Move) { positions.push_back(pos); });
  return positions;
}

// The moves of the game.
template <class V>
std::vector<Move> random_moves(uint64_t seed, int plies) {
  std::vector<Move> moves;
  play_random_game<V>(seed, plies, [&](const Position<V>&, Move m) { moves.push_back(m); });
  return moves;
}

}  // namespace tori::test_support
