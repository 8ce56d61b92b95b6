// The checks behind explain_illegal_move, in the order a player would want to hear them: first
// what the move is (wrong piece, impossible path), then the drop and promotion rules, last the
// king's safety.
#include "core/illegal_reason.h"

#include "core/article.h"
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

std::string ordinal(int n) {
  static const char* names[] = {"zeroth", "first", "second", "third", "fourth"};
  return n >= 0 && n <= 4 ? names[n] : std::to_string(n) + "th";
}

template <class V>
std::string file_name(Square s) {
  return std::to_string(V::W - Geometry<V::W, V::H>::col(s));
}

template <class V>
std::string king_safety_reason(const Position<V>& pos, Move m) {
  const std::string king = name_of<V>(V::KING);
  Color us = pos.side_to_move();
  if (!m.is_drop() && m.from() == pos.king_square(us))
    return "this would put your " + king + " in check";
  if (pos.in_check()) return "your " + king + " is in check and this move does not answer it";
  return "this would leave your " + king + " in check";
}

template <class V>
std::string drop_reason(const Position<V>& pos, Move m) {
  Color us = pos.side_to_move();
  PieceType t = m.dropped();
  Square to = m.to();
  if (t == NO_PIECE_TYPE || t >= V::TYPE_NB)
    return "that is not a piece of " + std::string(V::NAME);
  bool droppable = false;
  for (PieceType h : V::HAND_TYPES) droppable |= h == t;
  if (!droppable) return with_article(name_of<V>(t)) + " cannot be dropped";
  if (!pos.hand(us).count(t)) return "you have no " + name_of<V>(t) + " in hand";
  if (pos.piece_on(to)) return "square " + usi_square<V>(to) + " is occupied";
  if (V::SPECS[t].dead_on_last_rank && (Position<V>::last_rank(us) & square_bb(to)))
    return with_article(name_of<V>(t)) +
           " may not be dropped on the last rank: it could never move";
  if (t == V::PAWN_LIKE) {
    using G = Geometry<V::W, V::H>;
    Bitboard on_file = pos.pieces(us, t) & G::file_mask(G::col(to));
    if (popcount(on_file) >= V::PAWN_FILE_LIMIT)
      return "a " + ordinal(V::PAWN_FILE_LIMIT + 1) + " " + name_of<V>(t) +
             " may not be dropped on file " + file_name<V>(to);
    if (is_pawn_drop_mate(pos, to))
      return with_article(name_of<V>(t)) + " may not be dropped to give checkmate";
  }
  return king_safety_reason(pos, m);
}

template <class V>
std::string board_move_reason(const Position<V>& pos, Move m) {
  Color us = pos.side_to_move();
  Square from = m.from(), to = m.to();
  Piece p = pos.piece_on(from);
  if (!p) return "there is no piece on " + usi_square<V>(from);
  PieceType t = type_of(p);
  if (color_of(p) != us)
    return "the " + name_of<V>(t) + " on " + usi_square<V>(from) + " is " +
           color_name(color_of(p)) + "'s; it is " + color_name(us) + "'s turn";
  if (!(Attacks<V>::of(us, t, from, pos.pieces()) & square_bb(to)))
    return with_article(name_of<V>(t)) + " cannot move from " + usi_square<V>(from) + " to " +
           usi_square<V>(to);
  if (Piece own = pos.piece_on(to); own && color_of(own) == us)
    return "your own " + name_of<V>(type_of(own)) + " stands on " + usi_square<V>(to);
  const PieceSpec& spec = V::SPECS[t];
  bool touches_zone = Position<V>::zone(us) & (square_bb(from) | square_bb(to));
  if (m.is_promotion()) {
    if (!spec.promotes_to) return with_article(name_of<V>(t)) + " does not promote";
    if (!touches_zone)
      return with_article(name_of<V>(t)) +
             " may only promote on a move into, within or out of the promotion zone";
  } else if (spec.promotes_to && touches_zone) {
    if (V::PROMOTION_COMPULSORY)
      return "promotion is compulsory for the " + name_of<V>(t) + " here";
    if (spec.dead_on_last_rank && (Position<V>::last_rank(us) & square_bb(to)))
      return "the " + name_of<V>(t) + " must promote on the last rank: it could never move again";
  }
  return king_safety_reason(pos, m);
}

}  // namespace

template <class V>
std::string explain_illegal_move(const Position<V>& pos, Move m) {
  if (m.to() >= Position<V>::SQUARES || (!m.is_drop() && m.from() >= Position<V>::SQUARES))
    return "that square is not on the board";
  return m.is_drop() ? drop_reason(pos, m) : board_move_reason(pos, m);
}

template std::string explain_illegal_move<Tori>(const Position<Tori>&, Move);
template std::string explain_illegal_move<Yari>(const Position<Yari>&, Move);

}  // namespace tori
