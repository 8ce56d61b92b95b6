// Drop rules of both variants (RULES.md, "Drops") and drops as answers to check.
#include <gtest/gtest.h>

#include <string>

#include "test_support.h"

namespace tori {
namespace {

using test::both_sides;
using test::legal;
using test::legal_drops;
using test::Side;

template <class V>
Square target_of(const Side<V>& side, std::string_view usi) {
  return test::usi_move<V>(side.move(usi)).to();
}

// Every drop of `letter` avoids the ranks and files in `forbidden` ("a" or "4"), and there is at
// least one drop of it.
template <class V>
void expect_no_drop_on(const Side<V>& side, const Position<V>& pos, char letter, char forbidden) {
  auto drops = legal_drops(pos, letter);
  EXPECT_FALSE(drops.empty()) << side.name() << " " << letter;
  char turned = forbidden >= 'a' ? side.square(std::string("4") + forbidden)[1]
                                 : side.square(std::string(1, forbidden) + "a")[0];
  for (const std::string& m : drops)
    EXPECT_NE(m[forbidden >= 'a' ? 3 : 2], turned) << m << " for " << side.name();
}

// The drop is legal, gives check, and the opponent still has a legal move.
template <class V>
void expect_checking_drop(const Side<V>& side, Position<V> pos, std::string_view drop) {
  EXPECT_FALSE(is_pawn_drop_mate(pos, target_of(side, drop))) << side.name();
  EXPECT_TRUE(legal(pos, side.move(drop))) << side.name();
  typename Position<V>::Undo undo;
  pos.do_move(test::usi_move<V>(side.move(drop)), undo);
  EXPECT_TRUE(pos.in_check()) << side.name() << " " << drop;
  EXPECT_FALSE(test::legal_moves(pos).empty()) << side.name() << " " << drop;
}

// The drop is legal and mates.
template <class V>
void expect_mating_drop(const Side<V>& side, Position<V> pos, std::string_view drop) {
  EXPECT_TRUE(legal(pos, side.move(drop))) << side.name();
  typename Position<V>::Undo undo;
  pos.do_move(test::usi_move<V>(side.move(drop)), undo);
  EXPECT_TRUE(pos.in_check()) << side.name() << " " << drop;
  EXPECT_TRUE(test::legal_moves(pos).empty()) << side.name() << " " << drop;
}

// --- Tori ---

TEST(Drops, ToriNoSwallowDropOnTheLastRankButOtherPiecesMay) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    auto pos = side.position("6k/7/7/7/7/7/K6 b SFCPLR 1");
    expect_no_drop_on(side, pos, 'S', 'a');
    // Every empty square off the last rank: 49 - 7 - 1.
    EXPECT_EQ(legal_drops(pos, 'S').size(), 41u) << side.name();
    EXPECT_FALSE(legal(pos, side.move("S*4a")));
    EXPECT_TRUE(legal(pos, side.move("S*4b")));
    for (const char* m : {"F*4a", "C*4a", "P*4a", "L*4a", "R*4a", "F*7a"})
      EXPECT_TRUE(legal(pos, side.move(m))) << side.name();
  }
}

TEST(Drops, ToriNoThirdUnpromotedSwallowOnAFile) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    auto two = side.position("6k/7/7/7/3S3/3S3/K6 b S 1");
    expect_no_drop_on(side, two, 'S', '4');
    EXPECT_FALSE(legal(two, side.move("S*4c")));
    EXPECT_TRUE(legal(two, side.move("S*3d")));
    // A goose is not an unpromoted swallow.
    auto goose = side.position("6k/7/7/7/3S3/3+S3/K6 b S 1");
    EXPECT_TRUE(legal(goose, side.move("S*4c")));
    // The opponent's swallows do not count.
    auto theirs = side.position("6k/3s3/3s3/7/3S3/7/K6 b S 1");
    EXPECT_TRUE(legal(theirs, side.move("S*4d")));
  }
}

TEST(Drops, ToriSwallowDropMayGiveCheck) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    // The phoenix takes the swallow or steps aside.
    expect_checking_drop(side, side.position("3k3/7/7/7/7/7/K6 b S 1"), "S*4b");
    // Every flight is covered, but a falcon on 3b takes the swallow.
    expect_checking_drop(side, side.position("2sks2/4f2/3C3/7/7/7/K6 b S 1"), "S*4b");
  }
}

TEST(Drops, ToriSwallowDropMateIsIllegal) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    // Swallows of its own on 3a and 5a, the crane on 4c guards 4b, 3b and 5b.
    auto pos = side.position("2sks2/7/3C3/7/7/7/K6 b SC 1");
    Move drop = test::usi_move<Tori>(side.move("S*4b"));
    EXPECT_TRUE(is_pawn_drop_mate(pos, drop.to())) << side.name();
    EXPECT_TRUE(test::contains(test::pseudo_legal_moves(pos), drop)) << side.name();
    EXPECT_FALSE(is_legal(pos, drop)) << side.name();
    EXPECT_FALSE(legal(pos, side.move("S*4b")));
    // Only the drop that mates is refused; elsewhere the swallow may be dropped.
    EXPECT_TRUE(legal(pos, side.move("S*4d")));
    // Off the last rank 42 squares, 2 taken, and not 4b.
    EXPECT_EQ(legal_drops(pos, 'S').size(), 42u - 2 - 1) << side.name();
    // Mating with a dropped crane is fine.
    expect_mating_drop(side, pos, "C*4b");
  }
}

// --- Yari ---

TEST(Drops, YariNoPawnKnightOrBishopDropOnTheLastRank) {
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto pos = side.position("6k/7/7/7/7/7/7/7/K6 b RBNP 1");
    for (char letter : {'P', 'N', 'B'}) expect_no_drop_on(side, pos, letter, 'a');
    for (const char* m : {"P*4a", "N*4a", "B*4a"}) EXPECT_FALSE(legal(pos, side.move(m)));
    for (const char* m : {"R*4a", "P*4b", "N*4b", "B*4b"}) EXPECT_TRUE(legal(pos, side.move(m)));
    EXPECT_EQ(legal_drops(pos, 'R').size(), 63u - 2) << side.name();
  }
}

TEST(Drops, YariNoSecondUnpromotedPawnOnAFile) {
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto pawn = side.position("6k/7/7/7/7/7/3P3/7/K6 b P 1");
    expect_no_drop_on(side, pawn, 'P', '4');
    EXPECT_FALSE(legal(pawn, side.move("P*4d")));
    EXPECT_TRUE(legal(pawn, side.move("P*3d")));
    // A yari silver is not a pawn, and neither are the opponent's pawns.
    auto silver = side.position("6k/7/7/7/7/7/3+P3/7/K6 b P 1");
    EXPECT_TRUE(legal(silver, side.move("P*4d")));
    auto theirs = side.position("6k/7/3p3/7/7/7/7/7/K6 b P 1");
    EXPECT_TRUE(legal(theirs, side.move("P*4e")));
  }
}

TEST(Drops, YariPawnDropMateIsLegal) {
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto pos = side.position("2pkp2/7/3+P3/7/7/7/7/7/K6 b P 1");
    EXPECT_FALSE(is_pawn_drop_mate(pos, target_of(side, "P*4b"))) << side.name();
    expect_mating_drop(side, pos, "P*4b");
  }
}

// --- Drops as answers to check ---

TEST(Drops, InterposingDropsAnswerARideCheck) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    auto pos = side.position("3l2k/7/7/7/7/7/3K3 b CS 1");
    EXPECT_EQ(test::legal_usi(pos), side.list("C*4b C*4c C*4d C*4e C*4f S*4b S*4c S*4d S*4e S*4f "
                                              "4g3g 4g5g 4g3f 4g5f"));
  }
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto rook = side.position("3r2k/7/7/7/7/7/7/7/3K3 b P 1");
    EXPECT_EQ(test::legal_usi(rook), side.list("P*4b P*4c P*4d P*4e P*4f P*4g P*4h "
                                               "4i3i 4i5i 4i3h 4i5h"));
    // The yari knight's forward ride can be blocked like any other.
    auto knight = side.position("6k/7/3n3/7/7/7/7/7/3K3 b P 1");
    EXPECT_EQ(legal_drops(knight, 'P'), side.list("P*4d P*4e P*4f P*4g P*4h"));
  }
}

// In check from a jump or a step: no drop is legal, though the king has moves.
template <class V>
void expect_no_drops(const Side<V>& side, std::string_view black_sfen,
                     std::string_view would_block) {
  auto pos = side.position(black_sfen);
  EXPECT_TRUE(pos.in_check()) << side.name() << " " << black_sfen;
  auto moves = test::legal_usi(pos);
  EXPECT_FALSE(moves.empty()) << side.name() << " " << black_sfen;
  for (const std::string& m : moves) EXPECT_NE(m[1], '*') << m << " for " << side.name();
  EXPECT_FALSE(legal(pos, side.move(would_block)));
}

TEST(Drops, NoDropAnswersAJumpOrAStepCheck) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    expect_no_drops(side, "6k/7/7/7/3p3/7/3K3 b C 1", "C*4f");   // pheasant
    expect_no_drops(side, "6k/7/7/7/3+s3/7/1K5 b C 1", "C*5f");  // goose
    expect_no_drops(side, "6k/7/7/7/7/3f3/3K3 b C 1", "C*3g");   // falcon step
  }
  for (const Side<Yari>& side : both_sides<Yari>()) {
    expect_no_drops(side, "6k/7/7/7/7/7/4n2/7/3K3 b P 1", "P*3h");  // yari knight jump
    expect_no_drops(side, "6k/7/7/7/7/7/7/3p3/3K3 b P 1", "P*3h");  // pawn step
  }
}

TEST(Drops, DoubleCheckLeavesOnlyKingMoves) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    // Left quail down file 4 and falcon on 3f; the cranes could block or capture otherwise.
    auto pos = side.position("3l2k/7/7/7/2C2C1/4f2/3K3 b C 1");
    EXPECT_EQ(popcount(pos.checkers()), 2) << side.name();
    EXPECT_EQ(test::legal_usi(pos), side.list("4g5g 4g3f 4g5f"));
    EXPECT_FALSE(legal(pos, side.move("C*4f")));
    EXPECT_FALSE(legal(pos, side.move("2e3f")));
  }
  for (const Side<Yari>& side : both_sides<Yari>()) {
    // Yari rook down file 4 and yari knight on 3g; the rook on 6e could block on 4e otherwise.
    auto pos = side.position("3r2k/7/7/7/1R5/7/4n2/7/3K3 b P 1");
    EXPECT_EQ(popcount(pos.checkers()), 2) << side.name();
    EXPECT_EQ(test::legal_usi(pos), side.list("4i5i 4i5h"));
    EXPECT_FALSE(legal(pos, side.move("P*4e")));
    EXPECT_FALSE(legal(pos, side.move("6e4e")));
  }
}

}  // namespace
}  // namespace tori
