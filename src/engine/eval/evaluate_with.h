// The evaluation. Nearly every term is linear in its weights: a count (Black's minus White's)
// times one weight of the table. King danger is the exception: each side's danger inputs are
// summed with their weights and the square of that sum is scored (terms.h). A Sink sees each
// linear (weight index, count) as it is added and each side's danger inputs, so the tuner can
// record a position once; the engine passes NoSink, which compiles away.
#pragma once

#include <array>
#include <utility>

#include "core/position.h"
#include "engine/eval/tables.h"

namespace tori::engine::eval {

struct NoSink {
  void add(int, int) {}
  void danger(Color, int, int) {}
};

namespace detail {

// HARDWARE_POPCOUNT: count bits with the compiler's builtin, for callers compiled for a CPU
// with the instruction (see evaluation.cpp); otherwise the portable popcount.
template <class V, class Sink, bool HARDWARE_POPCOUNT = false>
class Evaluator {
 public:
  using A = Attacks<V>;
  using T = Terms<V>;

  Evaluator(const Position<V>& pos, const Weights<V>& w, Sink& sink)
      : pos_(pos), w_(w), sink_(sink) {}

  // From Black's point of view.
  int run() {
    occ_ = pos_.pieces();
    for_types<BLACK>();
    for_types<WHITE>();
    side_terms(BLACK);
    side_terms(WHITE);
    add(pos_.side_to_move(), T::TEMPO, 1);
    return score_;
  }

 private:
  static int count(Bitboard b) {
    if constexpr (HARDWARE_POPCOUNT)
      return __builtin_popcountll(b);
    else
      return popcount(b);
  }

  // The piece types that promote, and each one's slot in promotion_targets_ (-1: none).
  static constexpr int PROMOTABLE_COUNT = [] {
    int n = 0;
    for (PieceType t = 1; t < V::TYPE_NB; ++t) n += V::SPECS[t].promotes_to != NO_PIECE_TYPE;
    return n;
  }();
  static constexpr std::array<PieceType, PROMOTABLE_COUNT> PROMOTABLE = [] {
    std::array<PieceType, PROMOTABLE_COUNT> types{};
    int n = 0;
    for (PieceType t = 1; t < V::TYPE_NB; ++t)
      if (V::SPECS[t].promotes_to != NO_PIECE_TYPE) types[n++] = t;
    return types;
  }();
  template <PieceType P>
  static constexpr int PROMOTION_SLOT = [] {
    for (int slot = 0; slot < PROMOTABLE_COUNT; ++slot)
      if (PROMOTABLE[slot] == P) return slot;
    return -1;
  }();

  void add(Color c, int index, int count) {
    int signed_count = c == BLACK ? count : -count;
    score_ += w_[index] * signed_count;
    sink_.add(index, signed_count);
  }

  template <Color C>
  void for_types() {
    [&]<int... I>(std::integer_sequence<int, I...>) { (piece_terms<C, PieceType(I + 1)>(), ...); }
    (std::make_integer_sequence<int, V::TYPE_NB - 1>{});
  }

  // Material, placement, mobility, king-zone attacks and defence, and promotion targets of
  // every piece of colour C and type P. Mobility and defence count the squares the type
  // controls (the union of its pieces' attacks): one popcount per type, not per piece.
  template <Color C, PieceType P>
  void piece_terms() {
    constexpr Color THEM = ~C;
    const Tables<V>& tables = TABLES<V>;
    Bitboard pieces = pos_.pieces(C, P);
    if constexpr (PROMOTION_SLOT<P> >= 0) promotion_targets_[C][PROMOTION_SLOT<P>] = 0;
    controlled_by_type_[C][P] = 0;
    if (!pieces) return;
    const Bitboard their_zone = tables.near[pos_.king_square(THEM)];
    int zone_attacks = 0;
    Bitboard controlled = 0;
    add(C, T::BOARD + P, count(pieces));
    while (pieces) {
      Square s = pop_lsb(pieces);
      Bitboard att = A::template of<C, P>(s, occ_);
      add(C, tables.psqt[C][P][s], 1);
      if constexpr (P != V::KING) attacked_twice_[C] |= (attacked_by_pieces_[C] | controlled) & att;
      controlled |= att;
      if (att & their_zone) {
        zone_attacks += count(att & their_zone);
        ++attackers_[C];
      }
    }
    const Bitboard own = pos_.pieces(C);
    controlled_by_type_[C][P] = controlled;
    add(C, T::MOBILITY + P, count(controlled & ~own));
    if (zone_attacks) add(C, T::KING_ATTACK + P, zone_attacks);
    zone_attacks_[C] += zone_attacks;
    if constexpr (P != V::KING) {
      const Bitboard own_zone = tables.near[pos_.king_square(C)];
      if (controlled & own_zone) {
        int defence = count(controlled & own_zone);
        add(C, T::KING_DEFENCE + P, defence);
        defence_[C] += defence;
      }
      attacked_by_pieces_[C] |= controlled;
    }
    if constexpr (PROMOTION_SLOT<P> >= 0)
      promotion_targets_[C][PROMOTION_SLOT<P>] = controlled & Position<V>::zone(C) & ~own;
  }

  // Hand, drop threats against the enemy king, king shelter, promotion and the combined
  // king-danger terms of colour c; needs both sides' attacks.
  void side_terms(Color c) {
    const Tables<V>& tables = TABLES<V>;
    const Color them = ~c;
    const Square their_king = pos_.king_square(them);
    const Bitboard their_zone = tables.near[their_king];
    const Bitboard attacked_by_us = attacked_by_pieces_[c] | tables.near[pos_.king_square(c)];
    // A piece dropped next to the king is taken by the king unless we defend it there.
    const Bitboard safe_for_us = ~attacked_by_pieces_[them] & (~their_zone | attacked_by_us);
    const Hand hand = pos_.hand(c);
    int in_hand = 0, unsafe_checks = 0, hand_attackers = 0;
    danger_ = 0;
    // Per type, the squares where a piece of ours, dropped or moved, would check the enemy king
    // safely.
    std::array<Bitboard, V::TYPE_NB> safe_checks{};
    for (PieceType t : V::HAND_TYPES) {
      int n = hand.count(t);
      if (!n) continue;
      in_hand += n;
      add(c, T::HAND + t, n);
      add(c, T::HAND_EXTRA + t, n - 1);
      Bitboard checks = A::of(them, t, their_king, occ_) & ~occ_;
      if (t == V::PAWN_LIKE) checks &= ~full_pawn_files(c, checks);
      int safe = count(checks & safe_for_us), unsafe = count(checks & ~safe_for_us);
      safe_checks[t] |= checks & safe_for_us;
      add(c, T::DROP_CHECK_SAFE + t, safe);
      add(c, T::DROP_CHECK_UNSAFE + t, unsafe);
      add_danger(c, T::DANGER_SAFE_CHECK + t, safe);
      unsafe_checks += unsafe;
      Bitboard near_king = tables.drop_reach[c][t][their_king] & ~occ_;
      add(c, T::DROP_NEAR_KING + t, count(near_king));
      hand_attackers += near_king != 0;
    }
    int move_checks = 0;
    for (PieceType t = 1; t < V::TYPE_NB; ++t) {
      if (t == V::KING || !controlled_by_type_[c][t]) continue;
      Bitboard moves = A::of(them, t, their_king, occ_) & controlled_by_type_[c][t] &
                       ~pos_.pieces(c) & safe_for_us;
      move_checks += moves != 0;
      safe_checks[t] |= moves;
    }
    for (PieceType t = 1; t < V::TYPE_NB; ++t)
      if (safe_checks[t])
        add_danger(c, T::DANGER_ANY_SAFE_CHECK + t, more_than_one(safe_checks[t]) ? 2 : 1);
    for (int slot = 0; slot < PROMOTABLE_COUNT; ++slot) {
      Bitboard targets = promotion_targets_[c][slot];
      if (!targets) continue;
      PieceType t = PROMOTABLE[slot];
      add(c, T::PROMOTION_READY + t, count(targets));
      add(c, T::PROMOTION_SAFE + t, count(targets & ~attacked_by_pieces_[them]));
    }
    const Bitboard attacked_by_them = attacked_by_pieces_[them] | tables.near[their_king];
    for (Bitboard b = pos_.pieces(c) & attacked_by_them & ~attacked_by_us; b;) {
      Square s = pop_lsb(b);
      add(c, T::HANGING + type_of(pos_.piece_on(s)), 1);
    }
    Square our_king = pos_.king_square(c);
    add(c, T::KING_SHELTER, count(tables.near[our_king] & pos_.pieces(c)));
    const int weak_zone = count(their_zone & ~attacked_by_pieces_[them]);
    add(c, T::KING_ATTACKERS_SQUARED, attackers_[c] * attackers_[c]);
    add(c, T::HAND_TIMES_WEAK_ZONE, in_hand * weak_zone);
    add(c, T::HAND_TIMES_ATTACKS, in_hand * zone_attacks_[c]);

    add_danger(c, T::DANGER_BIAS, 1);
    add_danger(c, T::DANGER_ATTACKERS, attackers_[c]);
    add_danger(c, T::DANGER_ZONE_ATTACKS, zone_attacks_[c]);
    add_danger(c, T::DANGER_UNSAFE_CHECKS, unsafe_checks);
    add_danger(c, T::DANGER_WEAK_ZONE, weak_zone);
    add_danger(c, T::DANGER_IN_HAND, in_hand);
    add_danger(c, T::DANGER_DEFENCE, defence_[them]);
    const Bitboard hit = their_zone & attacked_by_pieces_[c] & ~attacked_by_pieces_[them];
    add_danger(c, T::DANGER_RING_HIT, count(hit));
    add_danger(c, T::DANGER_HAND_ATTACKERS, hand_attackers);
    add_danger(c, T::DANGER_MOVE_CHECKS, move_checks);
    const Bitboard flank = tables.flank[them][their_king];
    add_danger(c, T::DANGER_FLANK_ATTACKS,
               count(flank & attacked_by_pieces_[c]) + count(flank & attacked_twice_[c]));
    int value = danger_value<V>(danger_);
    score_ += c == BLACK ? value : -value;
  }

  // One input of colour c's king danger (summed in danger_ until side_terms scores it).
  void add_danger(Color c, int index, int count) {
    if (!count) return;
    danger_ += w_[index] * count;
    sink_.danger(c, index, count);
  }

  // The files among `squares` where colour c may not drop another pawn-like piece.
  Bitboard full_pawn_files(Color c, Bitboard squares) const {
    using G = Geometry<V::W, V::H>;
    const Bitboard pawns = pos_.pieces(c, V::PAWN_LIKE);
    Bitboard full = 0;
    for (Bitboard b = squares; b;) {
      Bitboard file = G::file_mask(G::col(pop_lsb(b)));
      if (count(pawns & file) >= V::PAWN_FILE_LIMIT) full |= file;
    }
    return full;
  }

  const Position<V>& pos_;
  const Weights<V>& w_;
  Sink& sink_;
  Bitboard occ_ = 0;
  int score_ = 0;
  int attackers_[COLOR_NB] = {};
  int zone_attacks_[COLOR_NB] = {};
  int defence_[COLOR_NB] = {};  // own king-zone squares controlled, summed over the types
  int danger_ = 0;              // the king danger side_terms is adding up
  Bitboard attacked_by_pieces_[COLOR_NB] = {};         // every piece but the king
  Bitboard attacked_twice_[COLOR_NB] = {};             // by two pieces or more, the king left out
  Bitboard controlled_by_type_[COLOR_NB][V::TYPE_NB];  // set by piece_terms for every type
  // Left unset here: piece_terms writes every slot before side_terms reads it.
  Bitboard promotion_targets_[COLOR_NB][PROMOTABLE_COUNT];
};

}  // namespace detail

// In centipawns from Black's point of view; the sink receives every (weight index, count).
template <class V, class Sink>
int evaluate_black(const Position<V>& pos, const Weights<V>& weights, Sink& sink) {
  return detail::Evaluator<V, Sink>(pos, weights, sink).run();
}

// In centipawns from the side to move's point of view.
template <class V, class Sink>
int evaluate_with(const Position<V>& pos, const Weights<V>& weights, Sink& sink) {
  int black = evaluate_black(pos, weights, sink);
  return pos.side_to_move() == BLACK ? black : -black;
}

}  // namespace tori::engine::eval
