// The evaluation terms. Placement tables are built at compile time from the parameters, so the
// evaluation is a few table lookups per piece plus the king-zone counts.
#include "engine/evaluation.h"

#include <array>

#include "engine/eval_params.h"

namespace tori::engine {

namespace {

template <class V>
struct Tables {
  using G = Geometry<V::W, V::H>;
  using P = EvalParams<V>;
  // placement[colour][type][square]: advancement and centralisation, for the piece's owner.
  std::array<std::array<std::array<int, G::SQUARES>, V::TYPE_NB>, COLOR_NB> placement{};
  // Squares within one step and within two steps of each square.
  std::array<Bitboard, G::SQUARES> near1{}, near2{};

  constexpr Tables() {
    for (int c = 0; c < COLOR_NB; ++c)
      for (int t = 1; t < V::TYPE_NB; ++t)
        for (Square s = 0; s < G::SQUARES; ++s) {
          int advanced = c == BLACK ? V::H - 1 - G::row(s) : G::row(s);
          int centre_distance = G::col(s) > V::W / 2 ? G::col(s) - V::W / 2 : V::W / 2 - G::col(s);
          int value = P::ADVANCE[t] * advanced;
          if (t != V::KING) value -= P::CENTRE * centre_distance;
          placement[c][t][s] = value;
        }
    for (Square s = 0; s < G::SQUARES; ++s)
      for (Square t = 0; t < G::SQUARES; ++t) {
        int dx = G::col(s) - G::col(t), dy = G::row(s) - G::row(t);
        dx = dx < 0 ? -dx : dx;  // std::abs is not constexpr before C++23
        dy = dy < 0 ? -dy : dy;
        int d = dx > dy ? dx : dy;
        if (d == 1) near1[s] |= square_bb(t);
        if (d >= 1 && d <= 2) near2[s] |= square_bb(t);
      }
  }
};

template <class V>
constexpr Tables<V> TABLES{};

template <class V>
int side_score(const Position<V>& pos, Color us) {
  using P = EvalParams<V>;
  const Tables<V>& tables = TABLES<V>;
  int score = 0;
  for (PieceType t = 1; t < V::TYPE_NB; ++t)
    for (Bitboard b = pos.pieces(us, t); b;) {
      Square s = pop_lsb(b);
      score += P::BOARD[t] + tables.placement[us][t][s];
    }
  Hand hand = pos.hand(us), theirs = pos.hand(~us);
  int their_hand_pieces = 0;
  for (PieceType t : V::HAND_TYPES) {
    score += P::HAND[t] * hand.count(t);
    their_hand_pieces += theirs.count(t);
  }
  // King safety: own pieces around the king shelter it; enemy pieces near it attack, and every
  // piece the enemy holds in hand is a drop that becomes more dangerous the more attackers there
  // are already.
  Square ksq = pos.king_square(us);
  int shelter = popcount(tables.near1[ksq] & pos.pieces(us));
  int attackers = popcount(tables.near2[ksq] & pos.pieces(~us));
  score += P::KING_SHELTER * shelter;
  score -= P::KING_ATTACKER * attackers;
  score -= P::KING_HAND_DANGER * their_hand_pieces * (attackers + 1);
  return score;
}

}  // namespace

template <class V>
int evaluate(const Position<V>& pos) {
  Color us = pos.side_to_move();
  return side_score(pos, us) - side_score(pos, ~us) + EvalParams<V>::TEMPO;
}

template <class V>
int material_balance(const Position<V>& pos) {
  using P = EvalParams<V>;
  int balance = 0;
  for (int c = 0; c < COLOR_NB; ++c) {
    int sign = c == BLACK ? 1 : -1;
    for (PieceType t = 1; t < V::TYPE_NB; ++t)
      balance += sign * P::BOARD[t] * popcount(pos.pieces(Color(c), t));
    for (PieceType t : V::HAND_TYPES) balance += sign * P::HAND[t] * pos.hand(Color(c)).count(t);
  }
  return balance;
}

template int evaluate<Tori>(const Position<Tori>&);
template int evaluate<Yari>(const Position<Yari>&);
template int material_balance<Tori>(const Position<Tori>&);
template int material_balance<Yari>(const Position<Yari>&);

}  // namespace tori::engine
