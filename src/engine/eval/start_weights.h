// The hand-set weights every tuning run starts from, so that a run is reproducible from its
// command and data alone. Piece values: Tori from the pychess guide (swallow 1, pheasant 3,
// crane 6, quails and falcon 7, goose 2, eagle 16) scaled to 100 per swallow; Yari by analogy
// with shogi. The rest are guesses of the right order of magnitude.
#pragma once

#include <array>

#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// What the start weights are made of, per variant.
template <class V>
struct StartValues {
  std::array<int, V::TYPE_NB> board;
  std::array<int, V::TYPE_NB> hand;
  std::array<int, V::TYPE_NB> advance;  // placement per rank advanced from the owner's side
  int centre;                           // placement per file away from the centre (not the king)
};

inline constexpr StartValues<Tori> TORI_START = {
    // none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    {0, 0, 100, 700, 620, 300, 640, 640, 220, 1400},
    {0, 0, 125, 660, 580, 270, 600, 600, 0, 0},
    {0, 0, 6, 8, 4, 3, 2, 2, 4, 6},
    6,
};

inline constexpr StartValues<Yari> YARI_START = {
    // none, general, yari rook, yari bishop, yari knight, pawn, rook, gold (from bishop),
    // gold (from knight), silver
    {0, 0, 620, 450, 420, 100, 950, 560, 560, 520},
    {0, 0, 600, 430, 400, 110, 0, 0, 0, 0},
    {0, 0, 4, 5, 5, 5, 2, 3, 3, 3},
    5,
};

// The same start for every per-type term of king safety, mobility and promotion.
struct StartSafety {
  int mobility = 2, king_attack = 10, king_defence = 4, drop_check_safe = 12, drop_check_unsafe = 3,
      drop_near_king = 2, promotion_ready = 4, promotion_safe = 8, hanging = 0, king_shelter = 15,
      king_attackers_squared = 4, hand_times_weak_zone = 3, hand_times_attacks = 1, tempo = 20;
  // King danger inputs, in danger units (a danger of 640 is worth 100 cp): a start where an
  // attack of a few pieces with drops in hand already has a positive danger, so that the fit's
  // gradient reaches every input (it is zero where the danger is not positive).
  int danger_safe_check = 40, danger_bias = 0, danger_attackers = 40, danger_zone_attacks = 20,
      danger_unsafe_checks = 10, danger_weak_zone = 30, danger_in_hand = 20, danger_defence = -10;
};

template <class V>
constexpr Weights<V> start_weights(const StartValues<V>& v, StartSafety s = {}) {
  using T = Terms<V>;
  Weights<V> w{};
  for (int t = 1; t < V::TYPE_NB; ++t) {
    w[T::BOARD + t] = v.board[t];
    w[T::HAND + t] = v.hand[t];
    w[T::MOBILITY + t] = s.mobility;
    w[T::KING_ATTACK + t] = s.king_attack;
    w[T::KING_DEFENCE + t] = t == V::KING ? 0 : s.king_defence;
    w[T::DROP_CHECK_SAFE + t] = v.hand[t] ? s.drop_check_safe : 0;
    w[T::DROP_CHECK_UNSAFE + t] = v.hand[t] ? s.drop_check_unsafe : 0;
    w[T::DROP_NEAR_KING + t] = v.hand[t] ? s.drop_near_king : 0;
    bool promotes = V::SPECS[t].promotes_to != NO_PIECE_TYPE;
    w[T::PROMOTION_READY + t] = promotes ? s.promotion_ready : 0;
    w[T::PROMOTION_SAFE + t] = promotes ? s.promotion_safe : 0;
    w[T::HANGING + t] = s.hanging;
    w[T::DANGER_SAFE_CHECK + t] = v.hand[t] ? s.danger_safe_check : 0;
    for (int row = 0; row < V::H; ++row)
      for (int col = 0; col < V::W; ++col) {
        int advanced = V::H - 1 - row;
        int off_centre = col > V::W / 2 ? col - V::W / 2 : V::W / 2 - col;
        w[T::PSQT + t * T::CELLS + row * V::W + col] =
            v.advance[t] * advanced - (t == V::KING ? 0 : v.centre * off_centre);
      }
  }
  w[T::KING_SHELTER] = s.king_shelter;
  w[T::KING_ATTACKERS_SQUARED] = s.king_attackers_squared;
  w[T::HAND_TIMES_WEAK_ZONE] = s.hand_times_weak_zone;
  w[T::HAND_TIMES_ATTACKS] = s.hand_times_attacks;
  w[T::TEMPO] = s.tempo;
  w[T::DANGER_BIAS] = s.danger_bias;
  w[T::DANGER_ATTACKERS] = s.danger_attackers;
  w[T::DANGER_ZONE_ATTACKS] = s.danger_zone_attacks;
  w[T::DANGER_UNSAFE_CHECKS] = s.danger_unsafe_checks;
  w[T::DANGER_WEAK_ZONE] = s.danger_weak_zone;
  w[T::DANGER_IN_HAND] = s.danger_in_hand;
  w[T::DANGER_DEFENCE] = s.danger_defence;
  return w;
}

template <class V>
constexpr Weights<V> start_weights();
template <>
constexpr Weights<Tori> start_weights<Tori>() {
  return start_weights(TORI_START);
}
template <>
constexpr Weights<Yari> start_weights<Yari>() {
  return start_weights(YARI_START);
}

}  // namespace tori::engine::eval
