// Making and unmaking moves, attack detection and the check/pin bookkeeping of Position.
#include "core/position.h"

#include <array>
#include <utility>

#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

// Calls f.template operator()<T>() for every piece type T of the variant.
template <class V, class F>
inline void for_each_type(F&& f) {
  [&]<int... T>(std::integer_sequence<int, T...>) {
    (f.template operator()<PieceType(T + 1)>(), ...);
  }
  (std::make_integer_sequence<int, V::TYPE_NB - 1>{});
}

}  // namespace

template <class V>
void Position<V>::put_piece(Piece p, Square s) {
  Color c = color_of(p);
  PieceType t = type_of(p);
  board_[s] = p;
  by_color_[c] |= square_bb(s);
  by_type_[t] |= square_bb(s);
  key_ ^= zobrist::KEYS.board[c][t][s];
  if (t == V::KING) king_[c] = s;
}

template <class V>
void Position<V>::remove_piece(Square s) {
  Piece p = board_[s];
  Color c = color_of(p);
  PieceType t = type_of(p);
  board_[s] = NO_PIECE;
  by_color_[c] ^= square_bb(s);
  by_type_[t] ^= square_bb(s);
  key_ ^= zobrist::KEYS.board[c][t][s];
}

template <class V>
void Position<V>::add_to_hand(Color c, PieceType t) {
  int n = hand_[c].count(t);
  key_ ^= zobrist::KEYS.hand[c][t][n] ^ zobrist::KEYS.hand[c][t][n + 1];
  hand_[c].add(t);
}

template <class V>
void Position<V>::remove_from_hand(Color c, PieceType t) {
  int n = hand_[c].count(t);
  key_ ^= zobrist::KEYS.hand[c][t][n] ^ zobrist::KEYS.hand[c][t][n - 1];
  hand_[c].remove(t);
}

template <class V>
Key Position<V>::compute_key() const {
  Key k = side_ == WHITE ? zobrist::KEYS.white_to_move : 0;
  for (Square s = 0; s < SQUARES; ++s)
    if (board_[s]) k ^= zobrist::KEYS.board[color_of(board_[s])][type_of(board_[s])][s];
  for (int c = 0; c < COLOR_NB; ++c)
    for (PieceType t : V::HAND_TYPES) k ^= zobrist::KEYS.hand[c][t][hand_[c].count(t)];
  return k;
}

template <class V>
void Position<V>::finish_setup() {
  key_ = compute_key();
  update_check_info();
}

template <class V>
Bitboard Position<V>::attackers_to(Square s, Bitboard occ, Color by) const {
  return by == BLACK ? attackers_of<BLACK>(s, occ) : attackers_of<WHITE>(s, occ);
}

// A piece of colour By attacks s exactly when the same piece of the other colour on s would
// attack it back (White's moves are Black's rotated). Steps and jumps are looked up per type;
// rides are gathered by direction first, so that each line from s is slid once however many
// types ride along it (Yari's nine types ride 12 lines, all of them along 4 directions).
template <class V>
template <Color By>
Bitboard Position<V>::attackers_of(Square s, Bitboard occ) const {
  constexpr Color MIRROR = ~By;
  Bitboard result = 0;
  std::array<Bitboard, DIRECTION_NB> riders{}, short_riders{};  // short: two squares at most
  for_each_type<V>([&]<PieceType T>() {
    const Bitboard candidates = pieces(By, T);
    if (!candidates) return;
    result |= A::tables.leaps[MIRROR][T][s] & candidates;
    for (int i = 0; i < V::SPECS[T].ride_count; ++i) {
      const Ride& ride = V::SPECS[T].rides[i];
      (ride.range == 0 ? riders : short_riders)[A::ride_direction(MIRROR, ride)] |= candidates;
    }
  });
  for (int d = 0; d < DIRECTION_NB; ++d)
    if (riders[d] | short_riders[d])
      result |= G::slide(d, s, occ) & (riders[d] | (short_riders[d] & A::tables.ray2[d][s]));
  return result;
}

template <class V>
void Position<V>::update_check_info() {
  Color us = side_, them = ~side_;
  Square ksq = king_[us];
  Bitboard occ = pieces();
  checkers_ = attackers_to(ksq, occ, them);
  pinned_ = pinners_ = 0;
  // Riders of the opponent that would reach our king on an empty board; a single piece of ours
  // between one of them and the king is pinned.
  Bitboard snipers = 0;
  for_each_type<V>([&]<PieceType T>() {
    if constexpr (A::has_rides(T)) snipers |= A::tables.rides_empty[us][T][ksq] & pieces(them, T);
  });
  while (snipers) {
    Square s = pop_lsb(snipers);
    Bitboard between = G::between(ksq, s) & occ;
    if (between && !more_than_one(between) && (between & pieces(us))) {
      pinned_ |= between;
      pinners_ |= square_bb(s);
    }
  }
}

template <class V>
void Position<V>::do_move(Move m, Undo& undo) {
  Color us = side_, them = ~side_;
  undo.key = key_;
  undo.checkers = checkers_;
  undo.pinned = pinned_;
  undo.pinners = pinners_;
  undo.captured = NO_PIECE;
  undo.move_number = move_number_;
  Square to = m.to();
  if (m.is_drop()) {
    remove_from_hand(us, m.dropped());
    put_piece(make_piece(us, m.dropped()), to);
  } else {
    Square from = m.from();
    Piece moving = board_[from];
    if (Piece captured = board_[to]) {
      undo.captured = captured;
      remove_piece(to);
      add_to_hand(us, V::SPECS[type_of(captured)].base);
    }
    remove_piece(from);
    PieceType t = type_of(moving);
    put_piece(make_piece(us, m.is_promotion() ? V::SPECS[t].promotes_to : t), to);
  }
  side_ = them;
  key_ ^= zobrist::KEYS.white_to_move;
  if (move_number_ < MAX_MOVE_NUMBER) ++move_number_;
  update_check_info();
}

template <class V>
void Position<V>::undo_move(Move m, const Undo& undo) {
  Color us = ~side_;
  Square to = m.to();
  if (m.is_drop()) {
    remove_piece(to);
    hand_[us].add(m.dropped());
  } else {
    Square from = m.from();
    Piece moved = board_[to];
    remove_piece(to);
    PieceType t = type_of(moved);
    put_piece(make_piece(us, m.is_promotion() ? V::SPECS[t].base : t), from);
    if (undo.captured) {
      put_piece(undo.captured, to);
      hand_[us].remove(V::SPECS[type_of(undo.captured)].base);
    }
  }
  side_ = us;
  key_ = undo.key;
  checkers_ = undo.checkers;
  pinned_ = undo.pinned;
  pinners_ = undo.pinners;
  move_number_ = undo.move_number;
}

template <class V>
void Position<V>::do_null_move(Undo& undo) {
  undo.key = key_;
  undo.checkers = checkers_;
  undo.pinned = pinned_;
  undo.pinners = pinners_;
  undo.captured = NO_PIECE;
  side_ = ~side_;
  key_ ^= zobrist::KEYS.white_to_move;
  update_check_info();
}

template <class V>
void Position<V>::undo_null_move(const Undo& undo) {
  side_ = ~side_;
  key_ = undo.key;
  checkers_ = undo.checkers;
  pinned_ = undo.pinned;
  pinners_ = undo.pinners;
}

template class Position<Tori>;
template class Position<Yari>;

}  // namespace tori
