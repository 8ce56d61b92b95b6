// Pins, king safety, checkmate and stalemate in both variants, for both colours.
#include <gtest/gtest.h>

#include <string>

#include "test_support.h"

namespace tori {
namespace {

using test::both_sides;
using test::destinations;
using test::legal;
using test::Side;

template <class V>
void expect_destinations(const Side<V>& side, std::string_view black_sfen, std::string_view from,
                         std::string_view squares) {
  auto pos = side.position(black_sfen);
  EXPECT_EQ(destinations(pos, side.square(from)), side.list(squares))
      << side.name() << " from " << side.square(from) << " in " << to_sfen(pos);
}

TEST(CheckAndPin, PinnedPieceMovesOnlyAlongThePinLine) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    // White's left quail on 4a pins the crane on 4b to the phoenix on 4g.
    auto pos = side.position("3l2k/3C3/7/7/7/7/3K3 b - 1");
    EXPECT_EQ(pos.pinned(), square_bb(test::usi_move<Tori>(side.move("4b4c")).from()));
    expect_destinations(side, "3l2k/3C3/7/7/7/7/3K3 b - 1", "4b", "4a 4c");
  }
  for (const Side<Yari>& side : both_sides<Yari>()) {
    // A yari rook pinned along rank e by a yari rook on 7e.
    expect_destinations(side, "6k/7/7/7/r1R2K1/7/7/7/7 b - 1", "5e", "7e 6e 4e 3e");
  }
}

TEST(CheckAndPin, PinnedJumperMayNotLeapPastThePinner) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    // Pheasant on 4c, White's left quail on 4b, phoenix on 4g: the jump to 4a would leave the
    // file open, and the diagonal steps back leave the line.
    auto pos = side.position("6k/3l3/3P3/7/7/7/3K3 b - 1");
    Move jump = test::usi_move<Tori>(side.move("4c4a"));
    EXPECT_TRUE(test::contains(test::pseudo_legal_moves(pos), jump)) << side.name();
    EXPECT_FALSE(is_legal(pos, jump)) << side.name();
    EXPECT_FALSE(legal(pos, side.move("4c4a")));
    EXPECT_TRUE(destinations(pos, side.square("4c")).empty()) << side.name();
  }
  for (const Side<Yari>& side : both_sides<Yari>()) {
    // A pinned yari knight: its ride along the file is fine, its jumps are not.
    auto pos = side.position("3r2k/7/3N3/7/7/7/7/7/3K3 b - 1");
    EXPECT_EQ(test::legal_usi_from(pos, side.square("4c")), side.list("4c4b 4c4b+ 4c4a+"));
  }
}

TEST(CheckAndPin, EagleTwoSquareRidePinsOnlyWithinReach) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    // White's eagle on 4e reaches 2c diagonally back: the crane on 3d is pinned to the phoenix.
    expect_destinations(side, "k6/7/5K1/4C2/3+f3/7/7 b - 1", "3d", "4e");
    // With the phoenix on 1b, out of the eagle's two-square reach, the crane is free.
    expect_destinations(side, "k6/6K/7/4C2/3+f3/7/7 b - 1", "3d", "4c 3c 2c 4e 3e 2e");
  }
}

TEST(CheckAndPin, KingCannotStepIntoAttackOrBackAlongTheCheckingRide) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    auto quail = side.position("3l2k/7/7/3K3/7/7/7 b - 1");
    EXPECT_TRUE(quail.in_check()) << side.name();
    EXPECT_EQ(test::legal_usi(quail), side.list("4d3c 4d5c 4d3d 4d5d 4d3e 4d5e"));
    EXPECT_FALSE(legal(quail, side.move("4d4e")));  // behind the king on the quail's file
    // White's eagle on 4e: its two-square diagonal slide reaches 2c behind the phoenix on 3d;
    // 4c is on its backward ride, the rest are its steps.
    auto eagle = side.position("k6/7/7/4K2/3+f3/7/7 b - 1");
    EXPECT_EQ(test::legal_usi(eagle), side.list("3d3c 3d2d 3d4e 3d2e"));
    EXPECT_FALSE(legal(eagle, side.move("3d2c")));
  }
  for (const Side<Yari>& side : both_sides<Yari>()) {
    auto rook = side.position("6k/7/7/7/r2K3/7/7/7/7 b - 1");
    EXPECT_EQ(test::legal_usi(rook), side.list("4e5d 4e4d 4e3d 4e5f 4e4f 4e3f"));
    EXPECT_FALSE(legal(rook, side.move("4e3e")));
    // Not in check, the general still may not step onto the rank the yari rook sweeps.
    auto quiet = side.position("6k/7/7/7/7/7/7/r6/2K4 b - 1");
    EXPECT_FALSE(quiet.in_check()) << side.name();
    EXPECT_EQ(test::legal_usi(quiet), side.list("5i4i 5i6i"));
  }
}

template <class V>
void expect_no_moves(const Side<V>& side, std::string_view black_sfen, bool in_check) {
  auto pos = side.position(black_sfen);
  EXPECT_EQ(pos.in_check(), in_check) << side.name() << " " << to_sfen(pos);
  EXPECT_TRUE(test::legal_moves(pos).empty()) << side.name() << " " << to_sfen(pos);
}

TEST(CheckAndPin, StalemateHasNoLegalMoveAndNoCheck) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    // Phoenix on 7g: 7f and 6g attacked, the swallow on 6f guarded by the one on 6e.
    expect_no_moves(side, "6k/7/7/7/ss5/1s5/K6 b - 1", false);
  }
  for (const Side<Yari>& side : both_sides<Yari>()) {
    // General on 7i: the yari gold on 6g covers 7h and guards the pawn on 6h, which covers 6i.
    expect_no_moves(side, "6k/7/7/7/7/7/1+b5/1p5/K6 b - 1", false);
  }
}

TEST(CheckAndPin, CheckmateHasNoLegalMoveAndCheck) {
  for (const Side<Tori>& side : both_sides<Tori>()) {
    expect_no_moves(side, "2sks2/3S3/3C3/7/7/7/K6 w - 1", true);
    // The same with an escape square: not mate.
    auto escape = side.position("2sk3/3S3/3C3/7/7/7/K6 w - 1");
    EXPECT_EQ(test::legal_usi(escape), side.list("4a3a"));
  }
  for (const Side<Yari>& side : both_sides<Yari>()) {
    expect_no_moves(side, "2pkp2/3P3/3+P3/7/7/7/7/7/K6 w - 1", true);
    // A back-rank mate by the rook.
    expect_no_moves(side, "+R2k3/2ppp2/7/7/7/7/7/7/K6 w - 1", true);
  }
}

}  // namespace
}  // namespace tori
