// The checks behind explain_illegal_move, in the order a player would want to hear them: first
// what the move is (wrong piece, impossible path), then the drop and promotion rules, last the
// king's safety.
#include "core/illegal_reason.h"

#include "core/move_text.h"
#include "core/movegen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

template <class V>
std::string name_of(PieceType t) {
  return std::string(V::SPECS[t].name);
}

std::string color_word(Color c) { return c == BLACK ? "black" : "white"; }

template <class V>
int file_number(Square s) {
  return V::W - Geometry<V::W, V::H>::col(s);
}

template <class V>
Refusal with_piece(RefusalCode code, PieceType t) {
  Refusal r{code};
  r.piece = name_of<V>(t);
  return r;
}

template <class V>
Refusal king_safety_reason(const Position<V>& pos, Move m) {
  Color us = pos.side_to_move();
  if (!m.is_drop() && m.from() == pos.king_square(us))
    return with_piece<V>(RefusalCode::KING_INTO_CHECK, V::KING);
  if (pos.in_check()) return with_piece<V>(RefusalCode::CHECK_NOT_ANSWERED, V::KING);
  return with_piece<V>(RefusalCode::KING_LEFT_IN_CHECK, V::KING);
}

template <class V>
Refusal drop_reason(const Position<V>& pos, Move m) {
  Color us = pos.side_to_move();
  PieceType t = m.dropped();
  Square to = m.to();
  if (t == NO_PIECE_TYPE || t >= V::TYPE_NB) {
    Refusal r{RefusalCode::NOT_A_PIECE};
    r.variant = std::string(V::NAME);
    return r;
  }
  bool droppable = false;
  for (PieceType h : V::HAND_TYPES) droppable |= h == t;
  if (!droppable) return with_piece<V>(RefusalCode::CANNOT_BE_DROPPED, t);
  if (!pos.hand(us).count(t)) return with_piece<V>(RefusalCode::NOT_IN_HAND, t);
  if (pos.piece_on(to)) {
    Refusal r{RefusalCode::SQUARE_OCCUPIED};
    r.square = usi_square<V>(to);
    return r;
  }
  if (V::SPECS[t].dead_on_last_rank && (Position<V>::last_rank(us) & square_bb(to)))
    return with_piece<V>(RefusalCode::DROP_ON_LAST_RANK, t);
  if (t == V::PAWN_LIKE) {
    using G = Geometry<V::W, V::H>;
    Bitboard on_file = pos.pieces(us, t) & G::file_mask(G::col(to));
    if (popcount(on_file) >= V::PAWN_FILE_LIMIT) {
      Refusal r = with_piece<V>(RefusalCode::FILE_LIMIT, t);
      r.count = V::PAWN_FILE_LIMIT + 1;
      r.file = file_number<V>(to);
      return r;
    }
    if (is_pawn_drop_mate(pos, to)) return with_piece<V>(RefusalCode::DROP_MATE, t);
  }
  return king_safety_reason(pos, m);
}

template <class V>
Refusal board_move_reason(const Position<V>& pos, Move m) {
  Color us = pos.side_to_move();
  Square from = m.from(), to = m.to();
  Piece p = pos.piece_on(from);
  if (!p) {
    Refusal r{RefusalCode::NO_PIECE_ON};
    r.square = usi_square<V>(from);
    return r;
  }
  PieceType t = type_of(p);
  if (color_of(p) != us) {
    Refusal r = with_piece<V>(RefusalCode::OPPONENTS_PIECE, t);
    r.square = usi_square<V>(from);
    r.owner = color_word(color_of(p));
    r.turn = color_word(us);
    return r;
  }
  if (!(Attacks<V>::of(us, t, from, pos.pieces()) & square_bb(to))) {
    Refusal r = with_piece<V>(RefusalCode::CANNOT_MOVE_THERE, t);
    r.from = usi_square<V>(from);
    r.to = usi_square<V>(to);
    return r;
  }
  if (Piece own = pos.piece_on(to); own && color_of(own) == us) {
    Refusal r = with_piece<V>(RefusalCode::OWN_PIECE_THERE, type_of(own));
    r.square = usi_square<V>(to);
    return r;
  }
  const PieceSpec& spec = V::SPECS[t];
  bool touches_zone = Position<V>::zone(us) & (square_bb(from) | square_bb(to));
  if (m.is_promotion()) {
    if (!spec.promotes_to) return with_piece<V>(RefusalCode::DOES_NOT_PROMOTE, t);
    if (!touches_zone) return with_piece<V>(RefusalCode::PROMOTION_OUTSIDE_ZONE, t);
  } else if (spec.promotes_to && touches_zone) {
    if (V::PROMOTION_COMPULSORY) return with_piece<V>(RefusalCode::PROMOTION_COMPULSORY, t);
    if (spec.dead_on_last_rank && (Position<V>::last_rank(us) & square_bb(to)))
      return with_piece<V>(RefusalCode::MUST_PROMOTE_ON_LAST_RANK, t);
  }
  return king_safety_reason(pos, m);
}

}  // namespace

template <class V>
Refusal illegal_move_refusal(const Position<V>& pos, Move m) {
  if (m.to() >= Position<V>::SQUARES || (!m.is_drop() && m.from() >= Position<V>::SQUARES))
    return Refusal{RefusalCode::OFF_BOARD};
  return m.is_drop() ? drop_reason(pos, m) : board_move_reason(pos, m);
}

template <class V>
std::string explain_illegal_move(const Position<V>& pos, Move m) {
  return refusal_text(illegal_move_refusal(pos, m));
}

template Refusal illegal_move_refusal<Tori>(const Position<Tori>&, Move);
template Refusal illegal_move_refusal<Yari>(const Position<Yari>&, Move);
template std::string explain_illegal_move<Tori>(const Position<Tori>&, Move);
template std::string explain_illegal_move<Yari>(const Position<Yari>&, Move);

}  // namespace tori
