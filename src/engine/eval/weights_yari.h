// The Yari evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant yari --data data/tune/yari-labels.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --output src/engine/eval/weights_yari.h
// 124759 positions (the last 10% held out), K = 806.01
// mean squared error, start weights: train 0.072095, validation 0.070221
// mean squared error, these weights: train 0.061587, validation 0.060794
#pragma once

#include "core/variant_yari.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Yari> YARI_WEIGHTS = {
    // board: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 664, 535, 468, 50, 1104, 625, 630, 654,
    // hand: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 728, 514, 517, 145, 0, 0, 0, 0,
    // hand_extra: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 6, 2, 30, -3, 0, 0, 0, 0,
    // psqt: none (rank a first, file 7 first; Black's view; one cell per rank, the first)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: general (rank a first, file 7 first; Black's view; one cell per rank, the first)
    -3, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    4, 0, 0, 0, 0, 0, 0,
    9, 0, 0, 0, 0, 0, 0,
    23, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    -10, 0, 0, 0, 0, 0, 0,
    -83, 0, 0, 0, 0, 0, 0,
    50, 0, 0, 0, 0, 0, 0,
    // psqt: yari rook (rank a first, file 7 first; Black's view; one cell per rank, the first)
    24, 0, 0, 0, 0, 0, 0,
    74, 0, 0, 0, 0, 0, 0,
    13, 0, 0, 0, 0, 0, 0,
    33, 0, 0, 0, 0, 0, 0,
    -55, 0, 0, 0, 0, 0, 0,
    -11, 0, 0, 0, 0, 0, 0,
    -20, 0, 0, 0, 0, 0, 0,
    -31, 0, 0, 0, 0, 0, 0,
    -28, 0, 0, 0, 0, 0, 0,
    // psqt: yari bishop (rank a first, file 7 first; Black's view; one cell per rank, the first)
    25, 0, 0, 0, 0, 0, 0,
    -68, 0, 0, 0, 0, 0, 0,
    73, 0, 0, 0, 0, 0, 0,
    14, 0, 0, 0, 0, 0, 0,
    -30, 0, 0, 0, 0, 0, 0,
    13, 0, 0, 0, 0, 0, 0,
    -4, 0, 0, 0, 0, 0, 0,
    16, 0, 0, 0, 0, 0, 0,
    -38, 0, 0, 0, 0, 0, 0,
    // psqt: yari knight (rank a first, file 7 first; Black's view; one cell per rank, the first)
    28, 0, 0, 0, 0, 0, 0,
    15, 0, 0, 0, 0, 0, 0,
    32, 0, 0, 0, 0, 0, 0,
    31, 0, 0, 0, 0, 0, 0,
    -54, 0, 0, 0, 0, 0, 0,
    -76, 0, 0, 0, 0, 0, 0,
    68, 0, 0, 0, 0, 0, 0,
    22, 0, 0, 0, 0, 0, 0,
    -67, 0, 0, 0, 0, 0, 0,
    // psqt: pawn (rank a first, file 7 first; Black's view; one cell per rank, the first)
    31, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    27, 0, 0, 0, 0, 0, 0,
    83, 0, 0, 0, 0, 0, 0,
    -22, 0, 0, 0, 0, 0, 0,
    -3, 0, 0, 0, 0, 0, 0,
    -79, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    -31, 0, 0, 0, 0, 0, 0,
    // psqt: rook (rank a first, file 7 first; Black's view; one cell per rank, the first)
    -5, 0, 0, 0, 0, 0, 0,
    50, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    -12, 0, 0, 0, 0, 0, 0,
    -9, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    -13, 0, 0, 0, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view; one cell per rank, the first)
    9, 0, 0, 0, 0, 0, 0,
    60, 0, 0, 0, 0, 0, 0,
    -63, 0, 0, 0, 0, 0, 0,
    9, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    7, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    -14, 0, 0, 0, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view; one cell per rank, the first)
    25, 0, 0, 0, 0, 0, 0,
    28, 0, 0, 0, 0, 0, 0,
    -11, 0, 0, 0, 0, 0, 0,
    -18, 0, 0, 0, 0, 0, 0,
    26, 0, 0, 0, 0, 0, 0,
    -15, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    -14, 0, 0, 0, 0, 0, 0,
    -15, 0, 0, 0, 0, 0, 0,
    // psqt: yari silver (rank a first, file 7 first; Black's view; one cell per rank, the first)
    26, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    4, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    -11, 0, 0, 0, 0, 0, 0,
    1, 0, 0, 0, 0, 0, 0,
    -4, 0, 0, 0, 0, 0, 0,
    -11, 0, 0, 0, 0, 0, 0,
    -15, 0, 0, 0, 0, 0, 0,
    // mobility: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 34, -5, -12, 25, 123, -13, 0, 4, 30,
    // king_attack: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 12, 1, 32, 6, 28, -10, 99, 58, 16,
    // king_defence: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 13, 71, 31, 16, 56, 65, 34, 59,
    // drop_check_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 43, 66, 55, 21, 0, 0, 0, 0,
    // drop_check_unsafe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 18, -34, -32, -26, 0, 0, 0, 0,
    // drop_near_king: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 8, 10, 18, 20, 0, 0, 0, 0,
    // promotion_ready: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 35, -40, -18, 67, 0, 0, 0, 0,
    // promotion_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 18, 84, 72, 17, 0, 0, 0, 0,
    // hanging: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -66, -57, -71, 34, -7, -2, -7, -2,
    // king_shelter
    58,
    // king_attackers_squared
    36,
    // hand_times_weak_zone
    -17,
    // hand_times_attacks
    16,
    // tempo
    48,
    // danger_safe_check: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 52, 49, 51, 45, 0, 0, 0, 0,
    // danger_bias
    10,
    // danger_attackers
    62,
    // danger_zone_attacks
    43,
    // danger_unsafe_checks
    4,
    // danger_weak_zone
    62,
    // danger_in_hand
    48,
    // danger_defence
    -38,
};
// clang-format on

}  // namespace tori::engine::eval
