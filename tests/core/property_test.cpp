// Invariants of make/unmake, keys, legality, FEN/SFEN and USI/UCI on seeded random playouts.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "test_support.h"

namespace tori {
namespace {

using ::testing::Test;

template <class V>
std::string describe(const Position<V>& pos, Move m) {
  return to_usi<V>(m) + " in " + to_sfen(pos);
}

template <class V>
std::vector<std::string> sorted_usi(const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(to_usi<V>(m));
  std::sort(out.begin(), out.end());
  return out;
}

template <class V>
bool king_attacked(const Position<V>& pos, Color c) {
  return pos.attackers_to(pos.king_square(c), pos.pieces(), ~c) != 0;
}

// Whether the side to move has any move that leaves its king safe (no swallow-drop rule: that
// rule cannot matter when answering a check by an adjacent swallow).
template <class V>
bool has_safe_move(const Position<V>& pos) {
  for (Move m : test::pseudo_legal_moves(pos)) {
    Position<V> after = pos;
    typename Position<V>::Undo undo;
    after.do_move(m, undo);
    if (!king_attacked(after, pos.side_to_move())) return true;
  }
  return false;
}

// Legality by brute force: make the move on a copy and look at the mover's king; a Tori swallow
// drop that checks must leave the opponent a move.
template <class V>
bool oracle_is_legal(const Position<V>& pos, Move m) {
  Position<V> after = pos;
  typename Position<V>::Undo undo;
  after.do_move(m, undo);
  if (king_attacked(after, pos.side_to_move())) return false;
  if constexpr (!V::PAWN_DROP_MATE_ALLOWED) {
    if (m.is_drop() && m.dropped() == V::PAWN_LIKE && king_attacked(after, ~pos.side_to_move()))
      return has_safe_move(after);
  }
  return true;
}

struct Coverage {
  int positions = 0;
  int in_check = 0;
  int no_legal_move = 0;
  int checking_pawn_drops = 0;  // pseudo-legal swallow/pawn drops that give check
  int mating_pawn_drops = 0;
};

// (a) and (b): every legal move is undone exactly, and the incremental key and checkers agree
// with recomputed ones after it.
template <class V>
void check_make_unmake(const Position<V>& before, const std::vector<Move>& legal) {
  Position<V> pos = before;
  for (Move m : legal) {
    typename Position<V>::Undo undo;
    pos.do_move(m, undo);
    EXPECT_EQ(pos.key(), pos.compute_key()) << "key after " << describe(before, m);
    Color us = pos.side_to_move();
    EXPECT_EQ(pos.checkers(), pos.attackers_to(pos.king_square(us), pos.pieces(), ~us))
        << "checkers after " << describe(before, m);
    EXPECT_FALSE(king_attacked(pos, ~us)) << "mover left in check by " << describe(before, m);
    pos.undo_move(m, undo);
    EXPECT_TRUE(pos == before) << "undo of " << describe(before, m) << " gives " << to_sfen(pos);
    EXPECT_EQ(pos.key(), before.key()) << "undo of " << describe(before, m);
    EXPECT_EQ(pos.checkers(), before.checkers()) << "undo of " << describe(before, m);
    EXPECT_EQ(pos.pinned(), before.pinned()) << "undo of " << describe(before, m);
    EXPECT_EQ(pos.move_number(), before.move_number()) << "undo of " << describe(before, m);
    if (Test::HasFailure()) return;
  }
}

// (c): the legal moves are exactly the pseudo-legal ones that is_legal accepts, without repeats.
template <class V>
void check_legal_is_filtered_pseudo_legal(const Position<V>& pos, const std::vector<Move>& legal,
                                          const std::vector<Move>& pseudo) {
  std::vector<Move> filtered;
  for (Move m : pseudo)
    if (is_legal(pos, m)) filtered.push_back(m);
  auto generated = sorted_usi<V>(legal);
  EXPECT_EQ(generated, sorted_usi<V>(filtered)) << to_sfen(pos);
  EXPECT_EQ(std::adjacent_find(generated.begin(), generated.end()), generated.end())
      << "a move generated twice in " << to_sfen(pos);
}

// (d): is_legal agrees with the brute-force oracle on every pseudo-legal move.
template <class V>
void check_against_oracle(const Position<V>& pos, const std::vector<Move>& pseudo,
                          Coverage& coverage) {
  for (Move m : pseudo) {
    bool expected = oracle_is_legal(pos, m);
    EXPECT_EQ(is_legal(pos, m), expected) << describe(pos, m);
    if (m.is_drop() && m.dropped() == V::PAWN_LIKE) {
      Position<V> after = pos;
      typename Position<V>::Undo undo;
      after.do_move(m, undo);
      // Only drops that are legal apart from the mate rule: after an illegal one the
      // opponent's pseudo-legal moves would include taking the king.
      if (!king_attacked(after, pos.side_to_move()) && king_attacked(after, ~pos.side_to_move())) {
        ++coverage.checking_pawn_drops;
        if (!has_safe_move(after)) ++coverage.mating_pawn_drops;
      }
    }
  }
}

// (e): FEN and SFEN read back to the same position and are written the same way again.
template <class V>
void check_text_round_trip(const Position<V>& pos) {
  std::string fen = to_fen(pos);
  auto from_fen = parse_fen<V>(fen);
  ASSERT_TRUE(from_fen.ok()) << fen << ": " << from_fen.error().to_string();
  EXPECT_TRUE(*from_fen == pos) << fen;
  EXPECT_EQ(to_fen(*from_fen), fen);
  EXPECT_EQ(from_fen->key(), pos.key()) << fen;

  std::string sfen = to_sfen(pos);
  auto from_sfen = parse_sfen<V>(sfen);
  ASSERT_TRUE(from_sfen.ok()) << sfen << ": " << from_sfen.error().to_string();
  EXPECT_TRUE(*from_sfen == pos) << sfen;
  EXPECT_EQ(to_sfen(*from_sfen), sfen);
  EXPECT_EQ(from_sfen->key(), pos.key()) << sfen;
  EXPECT_EQ(from_sfen->move_number(), pos.move_number()) << sfen;
  // A position set up from scratch has the check and pin information kept up move by move.
  EXPECT_EQ(from_sfen->checkers(), pos.checkers()) << sfen;
  EXPECT_EQ(from_sfen->pinned(), pos.pinned()) << sfen;
}

// (f): every legal move survives USI and UCI.
template <class V>
void check_move_text_round_trip(const Position<V>& pos, const std::vector<Move>& legal) {
  for (Move m : legal) {
    std::string usi = to_usi<V>(m), uci = to_uci<V>(m);
    auto from_usi = parse_usi_move<V>(usi);
    auto from_uci = parse_uci_move<V>(uci);
    ASSERT_TRUE(from_usi.ok()) << usi << " in " << to_sfen(pos);
    ASSERT_TRUE(from_uci.ok()) << uci << " in " << to_sfen(pos);
    EXPECT_EQ(from_usi->raw(), m.raw()) << usi;
    EXPECT_EQ(from_uci->raw(), m.raw()) << uci;
  }
}

template <class V>
void check_position(const Position<V>& pos, Coverage& coverage) {
  auto legal = test::legal_moves(pos);
  auto pseudo = test::pseudo_legal_moves(pos);
  check_make_unmake(pos, legal);
  check_legal_is_filtered_pseudo_legal(pos, legal, pseudo);
  check_against_oracle(pos, pseudo, coverage);
  check_text_round_trip(pos);
  check_move_text_round_trip(pos, legal);
  ++coverage.positions;
  coverage.in_check += pos.in_check();
  coverage.no_legal_move += legal.empty();
}

// Plays `games` random games of up to `max_plies` plies, each from the next of `starts`, and
// checks every position on the way. Stops at the first failure.
template <class V>
Coverage play_random_games(const std::vector<std::string>& starts, int games, int max_plies,
                           unsigned seed) {
  std::mt19937 rng(seed);
  Coverage coverage;
  for (int game = 0; game < games; ++game) {
    Position<V> pos = test::position_from<V>(starts[std::size_t(game) % starts.size()]);
    for (int ply = 0; ply < max_plies; ++ply) {
      check_position(pos, coverage);
      if (Test::HasFailure()) {
        ADD_FAILURE() << "stopped at game " << game << ", ply " << ply << ": " << to_sfen(pos);
        return coverage;
      }
      auto legal = test::legal_moves(pos);
      if (legal.empty()) break;
      typename Position<V>::Undo undo;
      pos.do_move(legal[rng() % legal.size()], undo);
    }
  }
  return coverage;
}

TEST(Property, ToriRandomPlayouts) {
  auto starts = test::suite_positions("tori.epd");
  ASSERT_GE(starts.size(), 5u);
  // Hand-made starts where a swallow drop would mate (for Black, then White) or only checks.
  starts.insert(starts.begin() + 1, {"2sks2/7/3C3/7/7/7/K6 b SC 1", "2sks2/4f2/3C3/7/7/7/K6 b S 1",
                                     "6k/7/7/7/3c3/7/2SKS2 w sc 1"});
  Coverage c = play_random_games<Tori>(starts, 64, 100, 20240521);
  EXPECT_GE(c.positions, 4000);
  EXPECT_GE(c.in_check, 20);
  EXPECT_GE(c.checking_pawn_drops, 10);
  EXPECT_GE(c.mating_pawn_drops, 5);
  EXPECT_GE(c.no_legal_move, 1);
}

TEST(Property, YariRandomPlayouts) {
  auto starts = test::suite_positions("yari.epd");
  ASSERT_GE(starts.size(), 5u);
  Coverage c = play_random_games<Yari>(starts, 64, 100, 20240522);
  EXPECT_GE(c.positions, 4000);
  EXPECT_GE(c.in_check, 20);
  EXPECT_GE(c.checking_pawn_drops, 10);
}

}  // namespace
}  // namespace tori
