// The engine's evaluation: the traceable one of eval/evaluate_with.h with the variant's weights
// and a sink that records nothing.
#include "engine/evaluation.h"

#include "engine/eval/evaluate_with.h"
#include "engine/eval/weights.h"

namespace tori::engine {

namespace {

// The portable build targets every x86-64, which may lack the POPCNT instruction; the
// evaluation counts bits a few dozen times, so on a CPU that has it a copy compiled for it
// (everything inlined into it) is chosen at run time. About a fifth of the evaluation's time.
#if defined(__GNUC__) && defined(__x86_64__) && !defined(__POPCNT__)
#define TORI_EVALUATION_POPCOUNT_DISPATCH 1
template <class V>
[[gnu::target("popcnt"), gnu::flatten]] int evaluate_with_popcount_instruction(
    const Position<V>& pos) {
  eval::NoSink none;
  int black = eval::detail::Evaluator<V, eval::NoSink, true>(pos, eval::WEIGHTS<V>, none).run();
  return pos.side_to_move() == BLACK ? black : -black;
}

bool cpu_has_popcount() {
  static const bool has = __builtin_cpu_supports("popcnt");
  return has;
}
#endif

}  // namespace

template <class V>
int evaluate(const Position<V>& pos) {
#ifdef TORI_EVALUATION_POPCOUNT_DISPATCH
  if (cpu_has_popcount()) return evaluate_with_popcount_instruction(pos);
#endif
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
