// Legal and pseudo-legal move generation for both variants. Legal generation uses the check
// and pin information kept by Position, so only king moves need an attack test per move.
#include "core/movegen.h"

#include <utility>

#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

enum class Mode { LEGAL, LEGAL_BOARD_ONLY, CAPTURES, PSEUDO_LEGAL };

template <class V, Color Us>
class Generator {
 public:
  using P = Position<V>;
  using G = typename P::G;
  using A = Attacks<V>;
  static constexpr Color Them = ~Us;

  Generator(const P& pos, MoveList& list) : pos_(pos), list_(list) {}

  template <Mode M>
  void generate() {
    Bitboard own = pos_.pieces(Us);
    if constexpr (M == Mode::PSEUDO_LEGAL) {
      all_piece_moves(~own & G::ALL, 0);
      king_moves<false>(~own & G::ALL);
      drops<false>(~pos_.pieces() & G::ALL);
      return;
    }
    Bitboard checkers = pos_.checkers();
    if constexpr (M == Mode::CAPTURES) {
      if (!checkers) {
        all_piece_moves(pos_.pieces(Them), pos_.pinned());
        king_moves<true>(pos_.pieces(Them));
        return;
      }
    }
    if (!more_than_one(checkers)) {
      Bitboard block = 0, target = ~own & G::ALL;
      if (checkers) {
        block = check_block_squares(lsb(checkers));
        target = checkers | block;
      } else {
        block = ~pos_.pieces() & G::ALL;
      }
      all_piece_moves(target, pos_.pinned());
      if constexpr (M == Mode::LEGAL || M == Mode::CAPTURES) drops<true>(block);
    }
    king_moves<true>(~own & G::ALL);
  }

  // Squares where a piece would stop the check given by the piece on `checker`: none for a
  // step or a jump, the squares in between for a ride.
  Bitboard check_block_squares(Square checker) const {
    Square ksq = pos_.king_square(Us);
    PieceType t = type_of(pos_.piece_on(checker));
    if (A::tables.leaps[Them][t][checker] & square_bb(ksq)) return 0;
    return G::between(ksq, checker);
  }

 private:
  void all_piece_moves(Bitboard target, Bitboard pinned) {
    [&]<int... T>(std::integer_sequence<int, T...>) {
      (piece_moves<PieceType(T + 1)>(target, pinned), ...);
    }
    (std::make_integer_sequence<int, V::TYPE_NB - 1>{});
  }

  template <PieceType T>
  void piece_moves(Bitboard target, Bitboard pinned) {
    if constexpr (T == V::KING) return;
    Bitboard occ = pos_.pieces();
    for (Bitboard bb = pos_.pieces(Us, T); bb;) {
      Square from = pop_lsb(bb);
      Bitboard to = A::template of<Us, T>(from, occ) & target;
      if (pinned & square_bb(from)) to &= pos_.pin_segment(from);
      add_board_moves<T>(from, to);
    }
  }

  template <PieceType T>
  void add_board_moves(Square from, Bitboard targets) {
    constexpr PieceSpec spec = V::SPECS[T];
    if constexpr (spec.promotes_to == 0) {
      while (targets) list_.push(Move::board(from, pop_lsb(targets)));
    } else {
      constexpr Bitboard zone = P::zone(Us);
      Bitboard promoting = square_bb(from) & zone ? targets : targets & zone;
      Bitboard plain = targets & ~promoting;
      while (plain) list_.push(Move::board(from, pop_lsb(plain)));
      // Where promotion is optional, declining is still allowed unless the piece could
      // never move again.
      Bitboard declining = 0;
      if constexpr (!V::PROMOTION_COMPULSORY) {
        declining = promoting;
        if constexpr (spec.dead_on_last_rank) declining &= ~P::last_rank(Us);
      }
      while (promoting) list_.push(Move::board(from, pop_lsb(promoting), true));
      while (declining) list_.push(Move::board(from, pop_lsb(declining)));
    }
  }

  template <bool Legal>
  void king_moves(Bitboard target) {
    Square ksq = pos_.king_square(Us);
    Bitboard to = A::template of<Us, V::KING>(ksq, 0) & target;
    Bitboard occ = pos_.pieces() ^ square_bb(ksq);
    while (to) {
      Square s = pop_lsb(to);
      if (!Legal || !pos_.attackers_to(s, occ, Them)) list_.push(Move::board(ksq, s));
    }
  }

  // Files where one more unpromoted swallow/pawn of ours may be dropped.
  Bitboard pawn_drop_files() const {
    Bitboard pawns = pos_.pieces(Us, V::PAWN_LIKE), allowed = G::ALL;
    for (int c = 0; c < V::W; ++c)
      if (popcount(pawns & G::file_mask(c)) >= V::PAWN_FILE_LIMIT) allowed &= ~G::file_mask(c);
    return allowed;
  }

  template <bool ExcludeMates>
  void drops(Bitboard target) {
    Hand hand = pos_.hand(Us);
    if (hand.empty() || !target) return;
    for (PieceType t : V::HAND_TYPES) {
      if (!hand.count(t)) continue;
      Bitboard to = target;
      if (V::SPECS[t].dead_on_last_rank) to &= ~P::last_rank(Us);
      if (t == V::PAWN_LIKE) {
        to &= pawn_drop_files();
        if constexpr (ExcludeMates && !V::PAWN_DROP_MATE_ALLOWED) {
          // Only the square in front of the enemy king can give check with a swallow.
          Bitboard front = A::template of<Them, V::PAWN_LIKE>(pos_.king_square(Them), 0) & to;
          if (front && is_pawn_drop_mate(pos_, lsb(front))) to ^= front;
        }
      }
      while (to) list_.push(Move::drop(t, pop_lsb(to)));
    }
  }

  const P& pos_;
  MoveList& list_;
};

template <class V, Mode M>
void generate(const Position<V>& pos, MoveList& list) {
  if (pos.side_to_move() == BLACK)
    Generator<V, BLACK>(pos, list).template generate<M>();
  else
    Generator<V, WHITE>(pos, list).template generate<M>();
}

template <class V>
Bitboard block_squares(const Position<V>& pos, Square checker) {
  MoveList unused;
  if (pos.side_to_move() == BLACK)
    return Generator<V, BLACK>(pos, unused).check_block_squares(checker);
  return Generator<V, WHITE>(pos, unused).check_block_squares(checker);
}

}  // namespace

template <class V>
void generate_legal(const Position<V>& pos, MoveList& list) {
  generate<V, Mode::LEGAL>(pos, list);
}

template <class V>
void generate_captures(const Position<V>& pos, MoveList& list) {
  generate<V, Mode::CAPTURES>(pos, list);
}

template <class V>
void generate_pseudo_legal(const Position<V>& pos, MoveList& list) {
  generate<V, Mode::PSEUDO_LEGAL>(pos, list);
}

template <class V>
bool is_pawn_drop_mate(const Position<V>& pos, Square to) {
  if constexpr (V::PAWN_DROP_MATE_ALLOWED) {
    return false;
  } else {
    Color us = pos.side_to_move();
    Bitboard gives_check =
        Attacks<V>::of(us, V::PAWN_LIKE, to, pos.pieces()) & square_bb(pos.king_square(~us));
    if (!gives_check) return false;
    // Rare (one square per position at most), so a copy of the position is fine. A check by
    // a piece standing next to the king cannot be blocked, so drops cannot answer it.
    Position<V> after = pos;
    typename Position<V>::Undo undo;
    after.do_move(Move::drop(V::PAWN_LIKE, to), undo);
    MoveList replies;
    generate<V, Mode::LEGAL_BOARD_ONLY>(after, replies);
    return replies.empty();
  }
}

template <class V>
bool is_legal(const Position<V>& pos, Move m) {
  Color us = pos.side_to_move();
  Square ksq = pos.king_square(us), to = m.to();
  Bitboard checkers = pos.checkers();
  if (!m.is_drop() && m.from() == ksq)
    return !pos.attackers_to(to, pos.pieces() ^ square_bb(ksq), ~us);
  if (more_than_one(checkers)) return false;
  if (m.is_drop()) {
    if (checkers && !(block_squares(pos, lsb(checkers)) & square_bb(to))) return false;
    return m.dropped() != V::PAWN_LIKE || !is_pawn_drop_mate(pos, to);
  }
  if (checkers && !((checkers | block_squares(pos, lsb(checkers))) & square_bb(to))) return false;
  return !(pos.pinned() & square_bb(m.from())) || (pos.pin_segment(m.from()) & square_bb(to));
}

#define TORI_INSTANTIATE(V)                                              \
  template void generate_legal<V>(const Position<V>&, MoveList&);        \
  template void generate_pseudo_legal<V>(const Position<V>&, MoveList&); \
  template void generate_captures<V>(const Position<V>&, MoveList&);     \
  template bool is_legal<V>(const Position<V>&, Move);                   \
  template bool is_pawn_drop_mate<V>(const Position<V>&, Square);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
