// Resolving a written move to a Move, shared by every notation that may leave out the origin.
#include "notation/move_resolver.h"

#include <vector>

#include "core/article.h"
#include "core/move_text.h"
#include "core/movegen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

template <class V>
std::string piece_name(PieceType t) {
  return std::string(V::SPECS[t].name);
}

template <class V>
bool droppable(PieceType t) {
  for (PieceType h : V::HAND_TYPES)
    if (h == t) return true;
  return false;
}

template <class V>
Result<Move> resolve_drop(const Position<V>& pos, const MoveSpec& spec) {
  if (spec.piece == NO_PIECE_TYPE) return make_error("a drop must name the piece");
  if (spec.promotion == PromotionMark::PROMOTE)
    return make_error("a dropped piece cannot promote on the same move");
  if (!droppable<V>(spec.piece)) {
    if (V::SPECS[spec.piece].promoted)
      return make_error(
          with_article(piece_name<V>(spec.piece)) + " cannot be dropped: captured pieces " +
          "return to the hand unpromoted, as " + piece_name<V>(V::SPECS[spec.piece].base));
    return make_error(with_article(piece_name<V>(spec.piece)) + " cannot be dropped");
  }
  (void)pos;
  return Move::drop(spec.piece, spec.to);
}

}  // namespace

template <class V>
Result<Move> resolve_move(const Position<V>& pos, const MoveSpec& spec,
                          const MoveDescriber& describe) {
  if (spec.to == NO_SQUARE) return make_error("the move has no destination");
  if (spec.drop) return resolve_drop(pos, spec);
  const bool promote = spec.promotion == PromotionMark::PROMOTE;
  const Color us = pos.side_to_move();
  // A move written without a mark promotes where it must; one written with '=' (declined) stays
  // as written, so that the game says why it is refused.
  auto board_move = [&](Square from) {
    Move m = Move::board(from, spec.to, promote);
    return spec.promotion == PromotionMark::UNSPECIFIED ? with_compulsory_promotion(pos, m) : m;
  };

  if (spec.from != NO_SQUARE) {
    Piece p = pos.piece_on(spec.from);
    if (spec.piece != NO_PIECE_TYPE && p && color_of(p) == us && type_of(p) != spec.piece)
      return make_error("the piece on " + usi_square<V>(spec.from) + " is " +
                        with_article(piece_name<V>(type_of(p))) + ", not " +
                        with_article(piece_name<V>(spec.piece)));
    return board_move(spec.from);
  }

  std::vector<Move> candidates;
  for (Bitboard own = pos.pieces(us); own;) {
    Square s = pop_lsb(own);
    PieceType t = type_of(pos.piece_on(s));
    if (spec.piece != NO_PIECE_TYPE && t != spec.piece) continue;
    if (Attacks<V>::of(us, t, s, pos.pieces()) & square_bb(spec.to))
      candidates.push_back(board_move(s));
  }
  if (candidates.empty()) {
    if (spec.implicit_drop && spec.piece != NO_PIECE_TYPE && !pos.piece_on(spec.to))
      return resolve_drop(pos, spec);
    std::string who = spec.piece == NO_PIECE_TYPE ? "piece" : piece_name<V>(spec.piece);
    return make_error("no " + who + " of yours can move to " + usi_square<V>(spec.to));
  }
  if (candidates.size() == 1) return candidates.front();

  MoveList legal;
  generate_legal(pos, legal);
  std::vector<Move> playable;
  for (Move m : candidates)
    if (legal.contains(m)) playable.push_back(m);
  if (playable.size() == 1) return playable.front();
  const std::vector<Move>& listed = playable.empty() ? candidates : playable;
  std::string list;
  for (std::size_t i = 0; i < listed.size(); ++i)
    list += (i == 0 ? "" : i + 1 == listed.size() ? " or " : ", ") + describe(listed[i]);
  return make_error("ambiguous move: it could be " + list);
}

template <class V>
Move with_compulsory_promotion(const Position<V>& pos, Move m) {
  if (m.is_drop() || m.is_promotion()) return m;
  if (m.from() >= Position<V>::SQUARES || m.to() >= Position<V>::SQUARES) return m;
  const Color us = pos.side_to_move();
  Piece p = pos.piece_on(m.from());
  if (!p || color_of(p) != us) return m;
  const PieceSpec& spec = V::SPECS[type_of(p)];
  if (!spec.promotes_to) return m;
  if (!(Position<V>::zone(us) & (square_bb(m.from()) | square_bb(m.to())))) return m;
  const bool compulsory =
      V::PROMOTION_COMPULSORY ||
      (spec.dead_on_last_rank && (Position<V>::last_rank(us) & square_bb(m.to())));
  return compulsory ? Move::board(m.from(), m.to(), true) : m;
}

template <class V>
bool origin_needed(const Position<V>& pos, Move m) {
  if (m.is_drop()) return false;
  PieceType t = type_of(pos.piece_on(m.from()));
  MoveList legal;
  generate_legal(pos, legal);
  for (Move other : legal)
    if (!other.is_drop() && other.to() == m.to() && other.from() != m.from() &&
        type_of(pos.piece_on(other.from())) == t)
      return true;
  return false;
}

template <class V>
bool declines_promotion(const Position<V>& pos, Move m) {
  if (V::PROMOTION_COMPULSORY || m.is_drop() || m.is_promotion()) return false;
  const PieceSpec& spec = V::SPECS[type_of(pos.piece_on(m.from()))];
  if (!spec.promotes_to) return false;
  return Position<V>::zone(pos.side_to_move()) & (square_bb(m.from()) | square_bb(m.to()));
}

#define TORI_INSTANTIATE(V)                                                  \
  template Result<Move> resolve_move<V>(const Position<V>&, const MoveSpec&, \
                                        const MoveDescriber&);               \
  template Move with_compulsory_promotion<V>(const Position<V>&, Move);      \
  template bool origin_needed<V>(const Position<V>&, Move);                  \
  template bool declines_promotion<V>(const Position<V>&, Move);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
