// Every weight of the evaluation, in one place per variant (centipawns). Starting values: the
// piece values of the pychess Tori guide (swallow 1, pheasant 3, crane 6, quails and falcon 7,
// goose 2, eagle 16) scaled to 100 per swallow; Yari by analogy with shogi. Tuning replaces them.
#pragma once

#include <array>

#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::engine {

template <class V>
struct EvalParams;

template <>
struct EvalParams<Tori> {
  // Indexed by piece type: none, phoenix, swallow, falcon, crane, pheasant, left quail,
  // right quail, goose, eagle.
  static constexpr std::array<int, Tori::TYPE_NB> BOARD = {0,   0,   100, 700, 620,
                                                           300, 640, 640, 220, 1400};
  // In hand (base types only): pieces are worth a little less in hand, the swallow more.
  static constexpr std::array<int, Tori::TYPE_NB> HAND = {0, 0, 125, 660, 580, 270, 600, 600, 0, 0};
  // Per rank advanced from the owner's side, for pieces that want to advance.
  static constexpr std::array<int, Tori::TYPE_NB> ADVANCE = {0, 0, 6, 8, 4, 3, 2, 2, 4, 6};
  static constexpr int CENTRE = 6;            // per step closer to the centre file, non-king pieces
  static constexpr int KING_SHELTER = 18;     // per own piece next to the king
  static constexpr int KING_ATTACKER = 22;    // per enemy piece within two squares of the king
  static constexpr int KING_HAND_DANGER = 6;  // per enemy piece in hand, times attackers + 1
  static constexpr int TEMPO = 20;
};

template <>
struct EvalParams<Yari> {
  // none, general, yari rook, yari bishop, yari knight, pawn, rook, gold (bishop), gold (knight),
  // silver.
  static constexpr std::array<int, Yari::TYPE_NB> BOARD = {0,   0,   620, 450, 420,
                                                           100, 950, 560, 560, 520};
  static constexpr std::array<int, Yari::TYPE_NB> HAND = {0, 0, 600, 430, 400, 110, 0, 0, 0, 0};
  static constexpr std::array<int, Yari::TYPE_NB> ADVANCE = {0, 0, 4, 5, 5, 5, 2, 3, 3, 3};
  static constexpr int CENTRE = 5;
  static constexpr int KING_SHELTER = 16;
  static constexpr int KING_ATTACKER = 20;
  static constexpr int KING_HAND_DANGER = 5;
  static constexpr int TEMPO = 20;
};

}  // namespace tori::engine
