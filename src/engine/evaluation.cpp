// The engine's evaluation: the traceable one of eval/evaluate_with.h with the variant's weights
// and a sink that records nothing.
#include "engine/evaluation.h"

#include "engine/eval/evaluate_with.h"
#include "engine/eval/weights.h"

namespace tori::engine {

template <class V>
int evaluate(const Position<V>& pos) {
  eval::NoSink none;
  return eval::evaluate_with(pos, eval::WEIGHTS<V>, none);
}

template <class V>
int material_balance(const Position<V>& pos) {
  using T = eval::Terms<V>;
  const eval::Weights<V>& w = eval::WEIGHTS<V>;
  int balance = 0;
  for (Color c : {BLACK, WHITE}) {
    int sign = c == BLACK ? 1 : -1;
    for (PieceType t = 1; t < V::TYPE_NB; ++t)
      balance += sign * w[T::BOARD + t] * popcount(pos.pieces(c, t));
    for (PieceType t : V::HAND_TYPES) {
      int n = pos.hand(c).count(t);
      if (n) balance += sign * (w[T::HAND + t] * n + w[T::HAND_EXTRA + t] * (n - 1));
    }
  }
  return balance;
}

template int evaluate<Tori>(const Position<Tori>&);
template int evaluate<Yari>(const Position<Yari>&);
template int material_balance<Tori>(const Position<Tori>&);
template int material_balance<Yari>(const Position<Yari>&);

}  // namespace tori::engine
