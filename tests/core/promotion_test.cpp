// Promotion rules of both variants (RULES.md, "Promotion"), checked for both colours.
#include <gtest/gtest.h>

#include <string>

#include "test_support.h"

namespace tori {
namespace {

using test::both_sides;
using test::legal;
using test::legal_usi_from;
using test::Side;

// `with` is legal and `without` is not: the promoting form is the only one.
template <class V>
void expect_only(const Side<V>& side, const Position<V>& pos, std::string_view with,
                 std::string_view without) {
  EXPECT_TRUE(legal(pos, side.move(with))) << side.name();
  EXPECT_FALSE(legal(pos, side.move(without))) << side.name();
}

// Both the promoting and the non-promoting form of a board move are legal.
template <class V>
void expect_both(const Side<V>& side, const Position<V>& pos, std::string_view plain) {
  EXPECT_TRUE(legal(pos, side.move(plain))) << side.name();
  EXPECT_TRUE(legal(pos, side.move(std::string(plain) + "+"))) << side.name();
}

// Neither form is legal.
template <class V>
void expect_neither(const Side<V>& side, const Position<V>& pos, std::string_view plain) {
  EXPECT_FALSE(legal(pos, side.move(plain))) << side.name();
  EXPECT_FALSE(legal(pos, side.move(std::string(plain) + "+"))) << side.name();
}

// The promoted form is not legal, the plain one is.
template <class V>
void expect_plain_only(const Side<V>& side, const Position<V>& pos, std::string_view plain) {
  expect_only(side, pos, plain, std::string(plain) + "+");
}

// --- Tori: compulsory on every move that starts or ends in the zone ---

TEST(Promotion, ToriSwallowMustPromoteEnteringAndWithinTheZone) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    auto entering = side.position("k6/7/3S3/7/7/7/6K b - 1");
    expect_only(side, entering, "4c4b+", "4c4b");
    EXPECT_EQ(legal_usi_from(entering, side.square("4c")), side.list("4c4b+"));
    auto within = side.position("k6/3S3/7/7/7/7/6K b - 1");
    expect_only(side, within, "4b4a+", "4b4a");
    // Outside the zone a swallow's step does not promote.
    auto outside = side.position("k6/7/7/3S3/7/7/6K b - 1");
    expect_plain_only(side, outside, "4d4c");
  }
}

TEST(Promotion, ToriFalconMustPromoteEnteringWithinAndLeavingTheZone) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    auto entering = side.position("k6/7/3F3/7/7/7/6K b - 1");
    for (const char* m : {"4c4b+", "4c3b+", "4c5b+"})
      expect_only(side, entering, m, std::string(m, 4));
    // Its moves that stay outside the zone do not promote.
    for (const char* m : {"4c3c", "4c5c", "4c3d", "4c5d"}) expect_plain_only(side, entering, m);

    auto within = side.position("k6/3F3/7/7/7/7/6K b - 1");
    for (const char* m : {"4b4a+", "4b3a+", "4b5a+", "4b3b+", "4b5b+"})
      expect_only(side, within, m, std::string(m, 4));
    // Leaving the zone (diagonally back) promotes as well.
    expect_only(side, within, "4b3c+", "4b3c");
    expect_only(side, within, "4b5c+", "4b5c");
    EXPECT_EQ(legal_usi_from(within, side.square("4b")),
              side.list("4b4a+ 4b3a+ 4b5a+ 4b3b+ 4b5b+ 4b3c+ 4b5c+"));
  }
}

TEST(Promotion, ToriSwallowDroppedInTheZoneStaysUnpromotedUntilItMoves) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    auto pos = side.position("k6/7/7/7/7/7/6K b S 1");
    ASSERT_TRUE(legal(pos, side.move("S*4b")));
    Move drop = test::usi_move<Tori>(side.move("S*4b"));
    Position<Tori>::Undo undo;
    pos.do_move(drop, undo);
    EXPECT_EQ(pos.piece_on(drop.to()), make_piece(side.color(), Tori::SWALLOW)) << side.name();
    Position<Tori>::Undo reply_undo;
    pos.do_move(test::usi_move<Tori>(side.move("7a7b")), reply_undo);
    // Its next move, within the zone, must promote.
    EXPECT_EQ(legal_usi_from(pos, side.square("4b")), side.list("4b4a+")) << side.name();
  }
}

TEST(Promotion, ToriOtherPiecesNeverPromote) {
  // Eagle, crane, phoenix, pheasant, goose, both quails: all with moves into the zone.
  for (const Side<Tori>& side : both_sides<Tori>()) {
    auto pos = side.position("7/7/1+F1CKP1/4+S1L/k1R4/7/7 b - 1");
    int moves_into_zone = 0;
    for (Move m : test::legal_moves(pos)) {
      EXPECT_FALSE(m.is_promotion()) << to_usi<Tori>(m) << " for " << side.name();
      if (Position<Tori>::zone(side.color()) & square_bb(m.to())) ++moves_into_zone;
    }
    EXPECT_GE(moves_into_zone, 10) << side.name();
    for (const char* m : {"6c4a", "4c4b", "3c3b", "2c2a", "3d5b", "1d1a", "5e5a"})
      expect_plain_only(side, pos, m);
  }
}

// --- Yari: optional, except where the piece could never move again ---

TEST(Promotion, YariPromotionIsOptionalEnteringAndWithinTheZone) {
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto rook = side.position("7/7/7/3R3/7/5k1/7/7/K6 b - 1");
    for (const char* m : {"4d4c", "4d4b", "4d4a"}) expect_both(side, rook, m);
    expect_plain_only(side, rook, "4d3d");  // sideways outside the zone
    auto in_zone = side.position("7/7/3R3/7/7/5k1/7/7/K6 b - 1");
    // Sideways within the zone: the move starts and ends in it.
    for (const char* m : {"4c3c", "4c7c", "4c1c", "4c4b"}) expect_both(side, in_zone, m);
    auto pawn = side.position("7/7/7/3P3/7/5k1/7/7/K6 b - 1");
    expect_both(side, pawn, "4d4c");
    auto bishop = side.position("7/7/7/3B3/7/5k1/7/7/K6 b - 1");
    for (const char* m : {"4d4c", "4d4b", "4d3c", "4d5c"}) expect_both(side, bishop, m);
    // No unpromoted Yari piece moves backwards, so none can leave the zone: nothing to test.
  }
}

TEST(Promotion, YariPawnBishopAndKnightMustPromoteOnTheLastRank) {
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto pawn = side.position("7/3P3/7/7/7/5k1/7/7/K6 b - 1");
    expect_only(side, pawn, "4b4a+", "4b4a");
    auto bishop = side.position("7/7/3B3/7/7/5k1/7/7/K6 b - 1");
    expect_only(side, bishop, "4c4a+", "4c4a");
    expect_both(side, bishop, "4c4b");
    auto bishop_b = side.position("7/3B3/7/7/7/5k1/7/7/K6 b - 1");
    for (const char* m : {"4b4a+", "4b3a+", "4b5a+"})
      expect_only(side, bishop_b, m, std::string(m, 4));
    auto knight = side.position("7/7/3N3/7/7/5k1/7/7/K6 b - 1");
    for (const char* m : {"4c3a+", "4c5a+", "4c4a+"})
      expect_only(side, knight, m, std::string(m, 4));
    expect_both(side, knight, "4c4b");
    EXPECT_EQ(legal_usi_from(knight, side.square("4c")), side.list("4c3a+ 4c5a+ 4c4a+ 4c4b 4c4b+"));
  }
}

TEST(Promotion, YariKnightMayDeclineOnTheSecondToLastRank) {
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto knight = side.position("7/7/7/3N3/7/5k1/7/7/K6 b - 1");
    for (const char* m : {"4d3b", "4d5b", "4d4b", "4d4c"}) expect_both(side, knight, m);
    expect_only(side, knight, "4d4a+", "4d4a");
  }
}

TEST(Promotion, YariRookMayDeclineOnTheLastRank) {
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto entering = side.position("7/3R3/7/7/7/5k1/7/7/K6 b - 1");
    expect_both(side, entering, "4b4a");
    auto on_last = side.position("3R3/7/7/7/7/5k1/7/7/K6 b - 1");
    for (const char* m : {"4a7a", "4a5a", "4a3a", "4a1a"}) expect_both(side, on_last, m);
  }
}

TEST(Promotion, YariPromotedPiecesDoNotPromoteAgain) {
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto pos = side.position("7/1+R5/3+B3/2+N4/4+P2/5k1/7/7/K6 b - 1");
    for (Move m : test::legal_moves(pos))
      EXPECT_FALSE(m.is_promotion()) << to_usi<Yari>(m) << " for " << side.name();
    for (const char* m : {"6b6a", "4c4b", "5d5c", "3e3d"}) expect_plain_only(side, pos, m);
  }
}

}  // namespace
}  // namespace tori
