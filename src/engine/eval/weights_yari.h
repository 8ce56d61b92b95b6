// The Yari evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant yari --data data/tune/yari.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --output src/engine/eval/weights_yari.h
// 124759 positions (the last 10% held out), K = 866.25
// mean squared error, start weights: train 0.222468, validation 0.218804
// mean squared error, these weights: train 0.205421, validation 0.203083
#pragma once

#include "core/variant_yari.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Yari> YARI_WEIGHTS = {
    // board: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 681, 588, 487, 24, 1122, 625, 634, 678,
    // hand: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 744, 521, 526, 148, 0, 0, 0, 0,
    // hand_extra: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 6, 9, 34, 1, 0, 0, 0, 0,
    // psqt: none (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: general (rank a first, file 7 first; Black's view)
    -3, 0, -2, 0, 0, 0, 0,
    -1, 1, 5, 1, 0, 0, 0,
    7, -6, -1, 3, 0, 0, 0,
    3, 2, -3, 11, 0, 0, 0,
    -6, 22, 12, 6, 0, 0, 0,
    -32, -6, 18, 34, 0, 0, 0,
    -27, 11, 9, 12, 0, 0, 0,
    -18, -125, -30, 25, 0, 0, 0,
    -27, -4, 14, 96, 0, 0, 0,
    // psqt: yari rook (rank a first, file 7 first; Black's view)
    18, 17, 24, 20, 0, 0, 0,
    59, 18, 28, 36, 0, 0, 0,
    -13, 8, 15, 24, 0, 0, 0,
    6, 7, 31, 29, 0, 0, 0,
    -19, -18, -50, -7, 0, 0, 0,
    -36, 17, -9, 15, 0, 0, 0,
    -2, 14, -45, -9, 0, 0, 0,
    -74, 7, -75, 18, 0, 0, 0,
    -76, 41, -30, 11, 0, 0, 0,
    // psqt: yari bishop (rank a first, file 7 first; Black's view)
    14, 20, 27, 33, 0, 0, 0,
    -4, -41, -1, -10, 0, 0, 0,
    29, 34, 42, 32, 0, 0, 0,
    -1, 18, 1, 5, 0, 0, 0,
    -36, 0, -13, 1, 0, 0, 0,
    -34, 32, 32, -12, 0, 0, 0,
    -136, -41, 50, 13, 0, 0, 0,
    -64, -5, 18, 106, 0, 0, 0,
    -32, -48, -13, -16, 0, 0, 0,
    // psqt: yari knight (rank a first, file 7 first; Black's view)
    16, 22, 28, 34, 0, 0, 0,
    -2, 21, 27, 23, 0, 0, 0,
    1, 27, 58, 12, 0, 0, 0,
    1, 24, 6, 19, 0, 0, 0,
    -44, -20, -35, 25, 0, 0, 0,
    -48, 36, -131, -28, 0, 0, 0,
    -44, -12, 110, 104, 0, 0, 0,
    -13, -32, 88, -29, 0, 0, 0,
    -54, -77, -61, -54, 0, 0, 0,
    // psqt: pawn (rank a first, file 7 first; Black's view)
    18, 24, 30, 36, 0, 0, 0,
    -19, 8, 13, 30, 0, 0, 0,
    11, 27, 13, 19, 0, 0, 0,
    19, 16, 58, 53, 0, 0, 0,
    -59, -58, 38, 10, 0, 0, 0,
    -13, -14, 40, 35, 0, 0, 0,
    -27, -99, -120, 66, 0, 0, 0,
    -37, -2, -15, 9, 0, 0, 0,
    -40, -33, -16, -19, 0, 0, 0,
    // psqt: rook (rank a first, file 7 first; Black's view)
    -18, 28, -41, 16, 0, 0, 0,
    41, 6, 21, 41, 0, 0, 0,
    2, 6, 5, 12, 0, 0, 0,
    -16, -9, 10, 4, 0, 0, 0,
    -11, -10, 3, 5, 0, 0, 0,
    -5, -7, 0, 9, 0, 0, 0,
    -19, -9, 1, 7, 0, 0, 0,
    -14, -10, -4, -1, 0, 0, 0,
    -26, -12, -4, -1, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view)
    -47, 71, -7, 68, 18, 5, 4,
    26, 28, 70, 55, -4, -12, 7,
    -105, -46, 9, 40, 3, 0, 10,
    -3, 11, -5, -16, 1, 7, 7,
    9, -16, 22, 20, -11, 8, 0,
    -18, -13, -2, 5, 2, -4, -6,
    -14, -1, 11, 3, 0, -10, -10,
    -13, -11, -12, 3, 0, -17, -18,
    -23, -22, -8, -5, -8, -16, -22,
    // psqt: yari gold (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: yari silver (rank a first, file 7 first; Black's view)
    6, 19, 19, 35, 0, 0, 0,
    -13, -29, 59, 21, 0, 0, 0,
    -44, 12, 8, 43, 0, 0, 0,
    -11, 2, 13, 11, 0, 0, 0,
    -17, -8, -10, 13, 0, 0, 0,
    -8, 2, 2, -2, 0, 0, 0,
    -19, -5, -3, 0, 0, 0, 0,
    -18, -20, -4, 3, 0, 0, 0,
    -26, -21, -9, -1, 0, 0, 0,
    // mobility: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 28, -3, -27, 27, 148, -15, -6, -1, 33,
    // king_attack: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 12, 18, 55, 10, 33, 3, 124, 76, 8,
    // king_defence: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 21, 71, 40, 46, 81, 82, 34, 81,
    // drop_check_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 51, 88, 53, 25, 0, 0, 0, 0,
    // drop_check_unsafe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 28, -56, -53, -42, 0, 0, 0, 0,
    // drop_near_king: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 9, 11, 22, 18, 0, 0, 0, 0,
    // promotion_ready: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 30, -52, -31, 89, 0, 0, 0, 0,
    // promotion_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 21, 111, 99, 23, 0, 0, 0, 0,
    // hanging: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -53, -54, -66, 54, -5, -5, -13, -2,
    // king_shelter
    49,
    // king_attackers_squared
    44,
    // hand_times_weak_zone
    -16,
    // hand_times_attacks
    17,
    // tempo
    8,
};
// clang-format on

}  // namespace tori::engine::eval
