// A position of one variant: board, hands, side to move, Zobrist key, and the check and pin
// information that the move generator reads. Moves are made and unmade in place with a small
// Undo record; nothing here allocates.
#pragma once

#include <array>

#include "core/attacks.h"
#include "core/hand.h"
#include "core/zobrist.h"

namespace tori {

template <class V>
class Position {
 public:
  using Variant = V;
  using G = Geometry<V::W, V::H>;
  using A = Attacks<V>;
  static constexpr int SQUARES = G::SQUARES;
  // The move counter stops here, so that every position the readers accept, and every position
  // reached from one, writes a move number the readers accept again.
  static constexpr int MAX_MOVE_NUMBER = 100'000'000;

  // What make_move changes and unmake_move needs back.
  struct Undo {
    Piece captured = NO_PIECE;
    int move_number = 1;  // before the move: the counter saturates, so it is kept, not recomputed
    Key key = 0;
    Bitboard checkers = 0;
    Bitboard pinned = 0;
    Bitboard pinners = 0;
  };

  Position() = default;

  // --- building a position (used by the FEN readers); call finish_setup() afterwards ---
  void put_piece(Piece p, Square s);
  void set_hand(Color c, Hand h) { hand_[c] = h; }
  void set_side_to_move(Color c) { side_ = c; }
  void set_move_number(int n) { move_number_ = n; }
  void finish_setup();

  // --- reading ---
  Piece piece_on(Square s) const { return board_[s]; }
  Bitboard pieces() const { return by_color_[BLACK] | by_color_[WHITE]; }
  Bitboard pieces(Color c) const { return by_color_[c]; }
  Bitboard pieces(PieceType t) const { return by_type_[t]; }
  Bitboard pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
  Hand hand(Color c) const { return hand_[c]; }
  Color side_to_move() const { return side_; }
  Square king_square(Color c) const { return king_[c]; }
  Key key() const { return key_; }
  Bitboard checkers() const { return checkers_; }
  bool in_check() const { return checkers_ != 0; }
  // Pieces of the side to move that shield its king from a rider and so may not leave the line.
  Bitboard pinned() const { return pinned_; }
  // Where a pinned piece on `from` may go without exposing its king: the squares between the
  // king and the pinner, and the pinner. (Not the whole line: a jumper could leap past the
  // pinner.)
  Bitboard pin_segment(Square from) const {
    Square ksq = king_[side_];
    for (Bitboard b = pinners_ & G::line(ksq, from); b;) {
      Square s = pop_lsb(b);
      if (G::between(ksq, s) & square_bb(from)) return G::between(ksq, s) | square_bb(s);
    }
    return 0;
  }
  int move_number() const { return move_number_; }  // as in SFEN: 1 for the first move

  // Pieces of colour `by` that attack s, with occ as the occupancy.
  Bitboard attackers_to(Square s, Bitboard occ, Color by) const;
  bool attacked(Square s, Color by) const { return attackers_to(s, pieces(), by) != 0; }
  // The key computed from nothing: a check on the incremental one.
  Key compute_key() const;

  void do_move(Move m, Undo& undo);
  void undo_move(Move m, const Undo& undo);
  // Passing the move (for the search's null-move pruning); never while in check.
  void do_null_move(Undo& undo);
  void undo_null_move(const Undo& undo);

  bool operator==(const Position& o) const {
    return board_ == o.board_ && hand_ == o.hand_ && side_ == o.side_;
  }

  static constexpr Bitboard zone(Color c) {  // the promotion zone of colour c
    Bitboard b = 0;
    for (int i = 0; i < V::PROMOTION_RANKS; ++i) b |= G::rank_mask(c == BLACK ? i : V::H - 1 - i);
    return b;
  }
  static constexpr Bitboard last_rank(Color c) { return G::rank_mask(c == BLACK ? 0 : V::H - 1); }

 private:
  template <Color By>
  Bitboard attackers_of(Square s, Bitboard occ) const;
  void remove_piece(Square s);
  void add_to_hand(Color c, PieceType t);
  void remove_from_hand(Color c, PieceType t);
  void update_check_info();

  std::array<Piece, 64> board_{};
  std::array<Bitboard, COLOR_NB> by_color_{};
  std::array<Bitboard, V::TYPE_NB> by_type_{};
  std::array<Hand, COLOR_NB> hand_{};
  std::array<Square, COLOR_NB> king_{NO_SQUARE, NO_SQUARE};
  Color side_ = BLACK;
  Key key_ = 0;
  Bitboard checkers_ = 0;
  Bitboard pinned_ = 0;
  Bitboard pinners_ = 0;  // the opponent's riders that pin a piece of the side to move
  int move_number_ = 1;
};

}  // namespace tori
