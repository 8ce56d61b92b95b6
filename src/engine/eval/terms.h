// The terms of the evaluation and where each one's weights live in the variant's single weights
// table. Per-type terms take one slot per piece type (unused slots stay zero) so that an index
// reads as "term + type"; the tuner and the generated weight headers walk GROUPS.
#pragma once

#include <array>
#include <string_view>

namespace tori::engine::eval {

template <class V>
struct Terms {
  static constexpr int TYPES = V::TYPE_NB;
  static constexpr int CELLS = V::W * V::H;  // one piece-square table, in its owner's frame

  // Per piece type.
  static constexpr int BOARD = 0;                           // a piece on the board
  static constexpr int HAND = BOARD + TYPES;                // a piece in hand
  static constexpr int HAND_EXTRA = HAND + TYPES;           // each copy in hand after the first
  static constexpr int PSQT = HAND_EXTRA + TYPES;           // [type][cell]
  static constexpr int MOBILITY = PSQT + TYPES * CELLS;     // per square controlled, not own
  static constexpr int KING_ATTACK = MOBILITY + TYPES;      // per attack on the enemy king zone
  static constexpr int KING_DEFENCE = KING_ATTACK + TYPES;  // per own king-zone square controlled
  // Per empty square where a piece from hand would check: safe (not taken for free) or not.
  static constexpr int DROP_CHECK_SAFE = KING_DEFENCE + TYPES;
  static constexpr int DROP_CHECK_UNSAFE = DROP_CHECK_SAFE + TYPES;
  // Per empty square where a piece from hand would attack the enemy king zone.
  static constexpr int DROP_NEAR_KING = DROP_CHECK_UNSAFE + TYPES;
  // Per square of the promotion zone a promotable piece can enter now; and those not attacked.
  static constexpr int PROMOTION_READY = DROP_NEAR_KING + TYPES;
  static constexpr int PROMOTION_SAFE = PROMOTION_READY + TYPES;
  // A piece the enemy attacks and no own piece defends (the king counts on both sides).
  static constexpr int HANGING = PROMOTION_SAFE + TYPES;

  // Scalars.
  static constexpr int KING_SHELTER = HANGING + TYPES;  // own piece next to own king
  // (pieces attacking the enemy king zone)^2: attacks grow more dangerous together.
  static constexpr int KING_ATTACKERS_SQUARED = KING_SHELTER + 1;
  // Pieces in hand times the enemy king's neighbours that no enemy piece but the king defends.
  static constexpr int HAND_TIMES_WEAK_ZONE = KING_ATTACKERS_SQUARED + 1;
  // Pieces in hand times attacks on the enemy king zone.
  static constexpr int HAND_TIMES_ATTACKS = HAND_TIMES_WEAK_ZONE + 1;
  static constexpr int TEMPO = HAND_TIMES_ATTACKS + 1;  // the side to move

  // King danger, the one term that is not linear in its weights. Each side's attack on the
  // enemy king is summed into a danger D = sum of (weight x count) over the inputs below, and
  // the side gains max(D, 0)^2 / DANGER_DIVISOR: threats that come together are worth far more
  // than the sum of each alone, as Stockfish's king danger models it. The fit follows the
  // square through its gradient (tune/training_set.cpp).
  static constexpr int DANGER_SAFE_CHECK = TEMPO + 1;  // per type: safe drop-check squares
  static constexpr int DANGER_BIAS = DANGER_SAFE_CHECK + TYPES;  // always 1
  // Pieces attacking the enemy king zone, and their attacks on it (as KING_ATTACK counts).
  static constexpr int DANGER_ATTACKERS = DANGER_BIAS + 1;
  static constexpr int DANGER_ZONE_ATTACKS = DANGER_ATTACKERS + 1;
  // Drop-check squares that are not safe, over all types in hand.
  static constexpr int DANGER_UNSAFE_CHECKS = DANGER_ZONE_ATTACKS + 1;
  // The enemy king's neighbours that no enemy piece but the king defends.
  static constexpr int DANGER_WEAK_ZONE = DANGER_UNSAFE_CHECKS + 1;
  static constexpr int DANGER_IN_HAND = DANGER_WEAK_ZONE + 1;  // own pieces in hand
  // The enemy's defence of its king zone (as KING_DEFENCE counts, summed over its types).
  static constexpr int DANGER_DEFENCE = DANGER_IN_HAND + 1;
  // The enemy king's neighbours that we attack and no enemy piece defends.
  static constexpr int DANGER_RING_HIT = DANGER_DEFENCE + 1;
  // Our hand's piece types that could be dropped to attack the enemy king zone.
  static constexpr int DANGER_HAND_ATTACKERS = DANGER_RING_HIT + 1;
  // Our board pieces' types that can move to a safe square checking the enemy king.
  static constexpr int DANGER_MOVE_CHECKS = DANGER_HAND_ATTACKERS + 1;
  // Squares of the enemy king's flank (its file and the next, its half) we attack, and those
  // we attack twice.
  static constexpr int DANGER_FLANK_ATTACKS = DANGER_MOVE_CHECKS + 1;
  // Per type: 1 where the type has a safe check (from hand or by a move), 2 where it has more.
  static constexpr int DANGER_ANY_SAFE_CHECK = DANGER_FLANK_ATTACKS + 1;
  static constexpr int COUNT = DANGER_ANY_SAFE_CHECK + TYPES;
  static constexpr int DANGER_FIRST = DANGER_SAFE_CHECK, DANGER_END = COUNT;
  static constexpr int DANGER_DIVISOR = 4096;
  static constexpr bool is_danger(int index) { return index >= DANGER_FIRST; }

  struct Group {
    std::string_view name;
    int offset;
    int size;  // TYPES for per-type terms, TYPES * CELLS for the tables, 1 for scalars
  };
  static constexpr std::array<Group, 31> GROUPS = {{
      {"board", BOARD, TYPES},
      {"hand", HAND, TYPES},
      {"hand_extra", HAND_EXTRA, TYPES},
      {"psqt", PSQT, TYPES* CELLS},
      {"mobility", MOBILITY, TYPES},
      {"king_attack", KING_ATTACK, TYPES},
      {"king_defence", KING_DEFENCE, TYPES},
      {"drop_check_safe", DROP_CHECK_SAFE, TYPES},
      {"drop_check_unsafe", DROP_CHECK_UNSAFE, TYPES},
      {"drop_near_king", DROP_NEAR_KING, TYPES},
      {"promotion_ready", PROMOTION_READY, TYPES},
      {"promotion_safe", PROMOTION_SAFE, TYPES},
      {"hanging", HANGING, TYPES},
      {"king_shelter", KING_SHELTER, 1},
      {"king_attackers_squared", KING_ATTACKERS_SQUARED, 1},
      {"hand_times_weak_zone", HAND_TIMES_WEAK_ZONE, 1},
      {"hand_times_attacks", HAND_TIMES_ATTACKS, 1},
      {"tempo", TEMPO, 1},
      {"danger_safe_check", DANGER_SAFE_CHECK, TYPES},
      {"danger_bias", DANGER_BIAS, 1},
      {"danger_attackers", DANGER_ATTACKERS, 1},
      {"danger_zone_attacks", DANGER_ZONE_ATTACKS, 1},
      {"danger_unsafe_checks", DANGER_UNSAFE_CHECKS, 1},
      {"danger_weak_zone", DANGER_WEAK_ZONE, 1},
      {"danger_in_hand", DANGER_IN_HAND, 1},
      {"danger_defence", DANGER_DEFENCE, 1},
      {"danger_ring_hit", DANGER_RING_HIT, 1},
      {"danger_hand_attackers", DANGER_HAND_ATTACKERS, 1},
      {"danger_move_checks", DANGER_MOVE_CHECKS, 1},
      {"danger_flank_attacks", DANGER_FLANK_ATTACKS, 1},
      {"danger_any_safe_check", DANGER_ANY_SAFE_CHECK, TYPES},
  }};
};

// What a king danger of d is worth, in centipawns.
template <class V>
constexpr int danger_value(int d) {
  return d > 0 ? int((long long)d * d / Terms<V>::DANGER_DIVISOR) : 0;
}

// The weights table of a variant, in centipawns (the danger inputs in danger units).
template <class V>
using Weights = std::array<int, Terms<V>::COUNT>;

}  // namespace tori::engine::eval
