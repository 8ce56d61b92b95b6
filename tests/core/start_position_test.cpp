// The start positions and handicap starts of both variants, as RULES.md draws them.
#include <gtest/gtest.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/variant.h"

namespace tori {
namespace {

TEST(StartPosition, ToriMatchesRulesFen) {
  auto pos = start_position<Tori>();
  EXPECT_EQ(to_fen(pos), "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1");
  EXPECT_EQ(to_sfen(pos), "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1");
  EXPECT_EQ(pos.side_to_move(), BLACK);
}

TEST(StartPosition, YariMatchesRulesFen) {
  auto pos = start_position<Yari>();
  EXPECT_EQ(to_fen(pos), "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1");
  EXPECT_EQ(pos.side_to_move(), BLACK);
}

TEST(StartPosition, ToriBlackLeftQuailStandsOnFile7) {
  auto pos = start_position<Tori>();
  // Square 6 * 7 + 0 is 7g, Black's bottom-left corner.
  EXPECT_EQ(pos.piece_on(6 * 7 + 0), make_piece(BLACK, Tori::LEFT_QUAIL));
  EXPECT_EQ(pos.piece_on(6 * 7 + 6), make_piece(BLACK, Tori::RIGHT_QUAIL));
  EXPECT_EQ(pos.piece_on(0), make_piece(WHITE, Tori::RIGHT_QUAIL));
  EXPECT_EQ(pos.piece_on(6), make_piece(WHITE, Tori::LEFT_QUAIL));
}

template <class V>
void expect_handicaps_remove_only_white_pieces() {
  auto even = start_position<V>();
  for (const auto& h : V::HANDICAPS) {
    auto pos = parse_sfen<V>(h.sfen);
    ASSERT_TRUE(pos.ok()) << h.code;
    EXPECT_EQ(pos->side_to_move(), WHITE) << h.code << ": White gives the handicap and starts";
    EXPECT_EQ(pos->pieces(BLACK), even.pieces(BLACK)) << h.code;
    EXPECT_EQ(pos->pieces(WHITE) & ~even.pieces(WHITE), 0u) << h.code;
    EXPECT_LT(popcount(pos->pieces(WHITE)), popcount(even.pieces(WHITE))) << h.code;
    MoveList moves;
    generate_legal(*pos, moves);
    EXPECT_FALSE(moves.empty());
  }
}

TEST(StartPosition, HandicapsRemoveWhitePiecesAndWhiteMovesFirst) {
  expect_handicaps_remove_only_white_pieces<Tori>();
  expect_handicaps_remove_only_white_pieces<Yari>();
}

TEST(StartPosition, ToriHandicapsRemoveTheNamedPieces) {
  auto even = start_position<Tori>();
  auto removed = [&](std::string_view code) {
    for (const auto& h : Tori::HANDICAPS)
      if (h.code == code) return even.pieces(WHITE) & ~parse_sfen<Tori>(h.sfen)->pieces(WHITE);
    return Bitboard(0);
  };
  // White's left quail stands on 1a (square 6); its falcon on 4b (square 10).
  EXPECT_EQ(removed("lq"), square_bb(6));
  EXPECT_EQ(removed("f"), square_bb(10));
  EXPECT_EQ(removed("f+lq"), square_bb(6) | square_bb(10));
  EXPECT_EQ(removed("f+2q"), square_bb(0) | square_bb(6) | square_bb(10));
}

TEST(StartPosition, YariHandicapsRemoveTheNamedPieces) {
  auto even = start_position<Yari>();
  auto removed = [&](std::string_view code) {
    for (const auto& h : Yari::HANDICAPS)
      if (h.code == code) return even.pieces(WHITE) & ~parse_sfen<Yari>(h.sfen)->pieces(WHITE);
    return Bitboard(0);
  };
  // Rank a from file 7 to 1: squares 0..6; the left yari rook is on 1a, the bishop on 2a.
  EXPECT_EQ(removed("yb"), square_bb(5));
  EXPECT_EQ(removed("yr"), square_bb(6));
  EXPECT_EQ(removed("2p"), square_bb(5) | square_bb(6));
  EXPECT_EQ(removed("4p"), square_bb(0) | square_bb(4) | square_bb(5) | square_bb(6));
  EXPECT_EQ(removed("6p"), square_bb(0) | square_bb(1) | square_bb(2) | square_bb(4) |
                               square_bb(5) | square_bb(6));
}

}  // namespace
}  // namespace tori
