// Move generation. `generate_legal` is the one the engine and the referee use; the pseudo-legal
// generator and `is_legal` exist so that tests can check one against the other.
#pragma once

#include <cstddef>

#include "core/position.h"

namespace tori {

// Far above the most moves any reachable position of either variant has (a few hundred).
constexpr int MAX_MOVES = 1024;

class MoveList {
 public:
  void push(Move m) { moves_[size_++] = m; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  Move operator[](std::size_t i) const { return moves_[i]; }
  Move& operator[](std::size_t i) { return moves_[i]; }
  bool contains(Move m) const {
    for (Move x : *this)
      if (x == m) return true;
    return false;
  }

 private:
  Move moves_[MAX_MOVES];
  std::size_t size_ = 0;
};

// Every legal move of the side to move, mating swallow drops (Tori) excluded.
template <class V>
void generate_legal(const Position<V>& pos, MoveList& list);

// The legal captures; when in check, every legal evasion instead (the quiescence search's moves).
template <class V>
void generate_captures(const Position<V>& pos, MoveList& list);

// Every move the pieces, drop rules and promotion rules allow, ignoring whether the mover's
// king is left attacked and whether a swallow drop mates.
template <class V>
void generate_pseudo_legal(const Position<V>& pos, MoveList& list);

// Whether a pseudo-legal move is legal: it leaves the king safe and is not a mating swallow drop.
template <class V>
bool is_legal(const Position<V>& pos, Move m);

// Whether a dropped swallow on `to` would checkmate (always false where the rule is off).
template <class V>
bool is_pawn_drop_mate(const Position<V>& pos, Square to);

}  // namespace tori
