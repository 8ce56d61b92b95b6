// Static exchange evaluation on small Tori positions: captures of undefended and defended pieces,
// drops into attack, and a king that may not recapture a defended piece. Thresholds are written
// in terms of the piece values, so that tuning the values does not break the tests.
#include "engine/see.h"

#include <gtest/gtest.h>

#include "core/fen.h"

namespace tori::engine {
namespace {

using G = Geometry<Tori::W, Tori::H>;
constexpr int value(PieceType t) { return SeeValues<Tori>::of(t); }

Position<Tori> tori_position(const char* sfen) {
  auto pos = parse_sfen<Tori>(sfen);
  EXPECT_TRUE(pos) << sfen;
  return *pos;
}

Square at(int row, int col) { return row * Tori::W + col; }

TEST(See, AnUndefendedPieceIsWonWhole) {
  auto pos = tori_position("3k3/7/7/3c3/3S3/7/K6 b - 1");
  Move take = Move::board(at(4, 3), at(3, 3));
  EXPECT_TRUE(see_ge(pos, take, value(Tori::CRANE)));
  EXPECT_FALSE(see_ge(pos, take, value(Tori::CRANE) + 1));
}

TEST(See, TakingADefendedSwallowWithACraneLosesTheDifference) {
  auto pos = tori_position("3k3/7/3s3/3s3/3C3/7/K6 b - 1");
  Move take = Move::board(at(4, 3), at(3, 3));
  EXPECT_FALSE(see_ge(pos, take, 0));
  EXPECT_TRUE(see_ge(pos, take, value(Tori::SWALLOW) - value(Tori::CRANE)));
  EXPECT_FALSE(see_ge(pos, take, value(Tori::SWALLOW) - value(Tori::CRANE) + 1));
}

TEST(See, ADropIntoAttackLosesThePiece) {
  auto pos = tori_position("3k3/3s3/7/7/7/7/K6 b F 1");
  EXPECT_FALSE(see_ge(pos, Move::drop(Tori::FALCON, at(2, 3)), 0));
  EXPECT_TRUE(see_ge(pos, Move::drop(Tori::FALCON, at(2, 3)), -value(Tori::FALCON)));
  EXPECT_TRUE(see_ge(pos, Move::drop(Tori::FALCON, at(4, 0)), 0));
}

TEST(See, TheKingRecapturesOnlyAnUndefendedPiece) {
  Move take = Move::board(at(2, 3), at(1, 3));
  auto undefended = tori_position("3k3/3s3/3S3/7/7/7/K6 b - 1");
  EXPECT_TRUE(see_ge(undefended, take, 0));
  EXPECT_FALSE(see_ge(undefended, take, 1));
  auto defended = tori_position("3k3/3s3/2CS3/7/7/7/K6 b - 1");
  EXPECT_TRUE(see_ge(defended, take, value(Tori::SWALLOW)));
}

}  // namespace
}  // namespace tori::engine
