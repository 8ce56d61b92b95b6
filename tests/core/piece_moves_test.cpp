// How every piece of both variants moves, for both colours, as RULES.md describes it.
#include <gtest/gtest.h>

#include <string>

#include "test_support.h"

namespace tori {
namespace {

using test::both_sides;
using test::destinations;
using test::Side;

struct PieceCase {
  const char* letters;  // the piece as SFEN writes it for Black: "S", "+F"
  const char* name;
  const char* squares;  // where it can go from the centre, as Black sees the board
};

// The piece on the centre square (Tori 4d, Yari 4e), Black's king on 6g/6i, White's on 2a, off
// every line and out of reach of the piece; the king itself alone with the other king.
template <class V>
std::string centre_position(std::string_view letters) {
  std::string sfen = "5k1";
  for (int rank = 1; rank < V::H - 1; ++rank)
    sfen += rank == V::H / 2 ? "/3" + std::string(letters) + "3" : "/7";
  return sfen + (letters == "K" ? "/7" : "/1K5") + " b - 1";
}

template <class V>
void expect_centre_moves(const PieceCase& c) {
  std::string centre = V::H == 7 ? "4d" : "4e";
  for (const Side<V>& side : both_sides<V>()) {
    auto pos = side.position(centre_position<V>(c.letters));
    EXPECT_EQ(destinations(pos, side.square(centre)), side.list(c.squares))
        << side.name() << " " << c.name << " in " << to_sfen(pos);
  }
}

TEST(PieceMoves, ToriPiecesFromTheCentre) {
  const PieceCase cases[] = {
      {"K", "phoenix", "3c 4c 5c 3d 5d 3e 4e 5e"},
      {"S", "swallow", "4c"},
      {"F", "falcon", "3c 4c 5c 3d 5d 3e 5e"},
      {"C", "crane", "3c 4c 5c 3e 4e 5e"},
      {"P", "pheasant", "4b 3e 5e"},
      // Left quail: forward ride, back-right ride (towards file 1 for Black), back-left step.
      {"L", "left quail", "4c 4b 4a 3e 2f 1g 5e"},
      {"R", "right quail", "4c 4b 4a 5e 6f 7g 3e"},
      {"+S", "goose", "6b 2b 4f"},
      // Eagle: king steps, forward diagonal rides, backward ride, two squares diagonally back.
      {"+F", "eagle", "3c 4c 5c 3d 5d 3e 4e 5e 2b 1a 6b 7a 4f 4g 2f 6f"},
  };
  for (const PieceCase& c : cases) expect_centre_moves<Tori>(c);
}

TEST(PieceMoves, YariPiecesFromTheCentre) {
  const PieceCase cases[] = {
      {"K", "general", "3d 4d 5d 3e 5e 3f 4f 5f"},
      {"R", "yari rook", "4d 4c 4b 4a 3e 2e 1e 5e 6e 7e"},
      {"B", "yari bishop", "4d 4c 4b 4a 3d 5d"},
      {"N", "yari knight", "4d 4c 4b 4a 3c 5c"},
      {"P", "pawn", "4d"},
      {"+R", "rook", "4d 4c 4b 4a 4f 4g 4h 4i 3e 2e 1e 5e 6e 7e"},
      {"+B", "yari gold (bishop)", "3d 4d 5d 3e 5e 4f 4g 4h 4i"},
      {"+N", "yari gold (knight)", "3d 4d 5d 3e 5e 4f 4g 4h 4i"},
      {"+P", "yari silver", "3d 4d 5d 4f 4g 4h 4i"},
  };
  for (const PieceCase& c : cases) expect_centre_moves<Yari>(c);
}

TEST(PieceMoves, TestPositionsAreWrittenAsIntended) {
  EXPECT_EQ(centre_position<Tori>("S"), "5k1/7/7/3S3/7/7/1K5 b - 1");
  EXPECT_EQ(centre_position<Tori>("K"), "5k1/7/7/3K3/7/7/7 b - 1");
  EXPECT_EQ(centre_position<Yari>("+R"), "5k1/7/7/7/3+R3/7/7/7/1K5 b - 1");
  EXPECT_EQ(test::rotate_sfen<Tori>("5k1/7/7/3S3/7/7/1K5 b S 1"), "5k1/7/7/3s3/7/7/1K5 w s 1");
}

// Moves from one square of a position written for Black, checked for both colours.
template <class V>
void expect_moves_from(std::string_view black_sfen, std::string_view from,
                       std::string_view squares) {
  for (const Side<V>& side : both_sides<V>()) {
    auto pos = side.position(black_sfen);
    EXPECT_EQ(destinations(pos, side.square(from)), side.list(squares))
        << side.name() << " from " << side.square(from) << " in " << to_sfen(pos);
  }
}

TEST(PieceMoves, EagleBackDiagonalIsBlockedByAPieceOnTheFirstSquare) {
  // Own swallow on 5e: neither 5e nor 6f.
  expect_moves_from<Tori>("5k1/7/7/3+F3/2S4/7/1K5 b - 1", "4d",
                          "3c 4c 5c 3d 5d 3e 4e 2b 1a 6b 7a 4f 4g 2f");
  // Enemy swallow on 5e: captured there, still nothing on 6f.
  expect_moves_from<Tori>("5k1/7/7/3+F3/2s4/7/1K5 b - 1", "4d",
                          "3c 4c 5c 3d 5d 3e 4e 5e 2b 1a 6b 7a 4f 4g 2f");
  // Enemy on the second square: captured, and the slide stops there (7g is out of range).
  expect_moves_from<Tori>("5k1/7/7/3+F3/7/1c5/6K b - 1", "4d",
                          "3c 4c 5c 3d 5d 3e 4e 5e 2b 1a 6b 7a 4f 4g 2f 6f");
}

TEST(PieceMoves, EagleForwardDiagonalsAndBackwardRideAreUnlimitedUntilBlocked) {
  // Enemy on 2b stops the forward-right diagonal there; own crane on 4f stops the back ride.
  expect_moves_from<Tori>("5k1/5c1/7/3+F3/7/3C3/1K5 b - 1", "4d",
                          "3c 4c 5c 3d 5d 3e 4e 5e 2b 6b 7a 2f 6f");
  // From the corner the forward diagonal crosses the whole board.
  expect_moves_from<Tori>("3k3/7/7/7/7/7/+F2K3 b - 1", "7g", "7f 6f 6g 5e 4d 3c 2b 1a");
}

TEST(PieceMoves, PheasantJumpsOverAPieceTwoForward) {
  expect_moves_from<Tori>("5k1/7/3s3/3P3/7/7/1K5 b - 1", "4d", "4b 3e 5e");
  expect_moves_from<Tori>("5k1/7/3S3/3P3/7/7/1K5 b - 1", "4d", "4b 3e 5e");
  // An enemy on the landing square is captured; an own piece there takes the jump away.
  expect_moves_from<Tori>("5k1/3c3/3S3/3P3/7/7/1K5 b - 1", "4d", "4b 3e 5e");
  expect_moves_from<Tori>("5k1/3C3/3S3/3P3/7/7/1K5 b - 1", "4d", "3e 5e");
}

TEST(PieceMoves, GooseJumpsOverPieces) {
  // Pieces on every square it passes over: 5c, 3c and 4e.
  expect_moves_from<Tori>("5k1/7/2sCs2/3+S3/3c3/7/1K5 b - 1", "4d", "6b 2b 4f");
  // Own pieces on the landing squares take those jumps away, enemy ones are captured.
  expect_moves_from<Tori>("5k1/1C3c1/7/3+S3/7/3S3/1K5 b - 1", "4d", "2b");
}

TEST(PieceMoves, QuailsRideAndStepAsRulesSay) {
  // Blocked forward ride: the quail captures on 4b and goes no further.
  expect_moves_from<Tori>("5k1/3c3/7/3L3/7/7/1K5 b - 1", "4d", "4c 4b 3e 2f 1g 5e");
  // The back-right ride of the left quail stops on an own piece at 2f.
  expect_moves_from<Tori>("5k1/7/7/3L3/7/5S1/1K5 b - 1", "4d", "4c 4b 4a 3e 5e");
  expect_moves_from<Tori>("5k1/7/7/3R3/7/1S5/K6 b - 1", "4d", "4c 4b 4a 5e 3e");
}

TEST(PieceMoves, WhiteLeftQuailWrittenOut) {
  // Written out rather than rotated: White's forward is down the board, its right is file 7.
  auto pos = test::position_from<Tori>("6k/7/7/3l3/7/7/1K5 w - 1");
  EXPECT_EQ(destinations(pos, "4d"), test::words("4e 4f 4g 5c 6b 7a 3c"));
  auto right = test::position_from<Tori>("6k/7/7/3r3/7/7/1K5 w - 1");
  EXPECT_EQ(destinations(right, "4d"), test::words("4e 4f 4g 3c 2b 5c"));
}

TEST(PieceMoves, YariKnightJumpsOverPiecesAndRidesForward) {
  // A piece on 4d blocks the ride but not the jumps.
  expect_moves_from<Yari>("5k1/7/7/7/3p3/3N3/7/7/1K5 b - 1", "4f", "4e 3d 5d");
  expect_moves_from<Yari>("5k1/7/7/7/3P3/3N3/7/7/1K5 b - 1", "4f", "3d 5d");
  // Enemy pieces on the landing squares are captured; own pieces are not.
  expect_moves_from<Yari>("5k1/7/7/2p1P2/7/3N3/7/7/1K5 b - 1", "4f", "4e 4d 4c 4b 4a 5d");
}

TEST(PieceMoves, YariRidersStopOnTheFirstPiece) {
  // Yari rook: blocked sideways by an own pawn on 6e and forward by an enemy on 4c.
  expect_moves_from<Yari>("5k1/7/3p3/7/1P1R3/7/7/7/1K5 b - 1", "4e", "4d 4c 5e 3e 2e 1e");
  // Yari bishop: captures forward on 4b, steps diagonally only one square.
  expect_moves_from<Yari>("5k1/3p3/7/7/3B3/7/7/7/1K5 b - 1", "4e", "4d 4c 4b 3d 5d");
  // Rook: all four directions, stopped by pieces.
  expect_moves_from<Yari>("5k1/7/7/3p3/1p1+R1P1/7/3P3/7/1K5 b - 1", "4e", "4d 5e 6e 3e 4f");
  // Yari gold and silver: the backward ride stops on a piece.
  expect_moves_from<Yari>("5k1/7/7/7/3+B3/7/3p3/7/1K5 b - 1", "4e", "3d 4d 5d 3e 5e 4f 4g");
  expect_moves_from<Yari>("5k1/7/7/7/3+P3/7/7/3P3/1K5 b - 1", "4e", "3d 4d 5d 4f 4g");
}

}  // namespace
}  // namespace tori
