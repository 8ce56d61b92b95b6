// The Yari evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant yari --data data/tune/yari.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --output src/engine/eval/weights_yari.h
// 124759 positions (the last 10% held out), K = 881.30
// mean squared error, start weights: train 0.222858, validation 0.219226
// mean squared error, these weights: train 0.209155, validation 0.208060
#pragma once

#include "core/variant_yari.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Yari> YARI_WEIGHTS = {
    // board: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 693, 564, 471, 32, 1133, 625, 637, 683,
    // hand: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 757, 538, 545, 150, 0, 0, 0, 0,
    // hand_extra: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 6, 10, 32, 13, 0, 0, 0, 0,
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
    -5, 0, 0, 0, 0, 0, 0,
    6, 0, 0, 0, 0, 0, 0,
    4, 0, 0, 0, 0, 0, 0,
    13, 0, 0, 0, 0, 0, 0,
    32, 0, 0, 0, 0, 0, 0,
    9, 0, 0, 0, 0, 0, 0,
    -21, 0, 0, 0, 0, 0, 0,
    -116, 0, 0, 0, 0, 0, 0,
    78, 0, 0, 0, 0, 0, 0,
    // psqt: yari rook (rank a first, file 7 first; Black's view; one cell per rank, the first)
    20, 0, 0, 0, 0, 0, 0,
    88, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    52, 0, 0, 0, 0, 0, 0,
    -85, 0, 0, 0, 0, 0, 0,
    -16, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    -33, 0, 0, 0, 0, 0, 0,
    -25, 0, 0, 0, 0, 0, 0,
    // psqt: yari bishop (rank a first, file 7 first; Black's view; one cell per rank, the first)
    24, 0, 0, 0, 0, 0, 0,
    -95, 0, 0, 0, 0, 0, 0,
    99, 0, 0, 0, 0, 0, 0,
    10, 0, 0, 0, 0, 0, 0,
    -40, 0, 0, 0, 0, 0, 0,
    32, 0, 0, 0, 0, 0, 0,
    -13, 0, 0, 0, 0, 0, 0,
    25, 0, 0, 0, 0, 0, 0,
    -42, 0, 0, 0, 0, 0, 0,
    // psqt: yari knight (rank a first, file 7 first; Black's view; one cell per rank, the first)
    30, 0, 0, 0, 0, 0, 0,
    15, 0, 0, 0, 0, 0, 0,
    51, 0, 0, 0, 0, 0, 0,
    24, 0, 0, 0, 0, 0, 0,
    -46, 0, 0, 0, 0, 0, 0,
    -90, 0, 0, 0, 0, 0, 0,
    83, 0, 0, 0, 0, 0, 0,
    24, 0, 0, 0, 0, 0, 0,
    -91, 0, 0, 0, 0, 0, 0,
    // psqt: pawn (rank a first, file 7 first; Black's view; one cell per rank, the first)
    34, 0, 0, 0, 0, 0, 0,
    -17, 0, 0, 0, 0, 0, 0,
    34, 0, 0, 0, 0, 0, 0,
    101, 0, 0, 0, 0, 0, 0,
    -39, 0, 0, 0, 0, 0, 0,
    1, 0, 0, 0, 0, 0, 0,
    -81, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    -36, 0, 0, 0, 0, 0, 0,
    // psqt: rook (rank a first, file 7 first; Black's view; one cell per rank, the first)
    -26, 0, 0, 0, 0, 0, 0,
    73, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    -17, 0, 0, 0, 0, 0, 0,
    -11, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    -15, 0, 0, 0, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view; one cell per rank, the first)
    7, 0, 0, 0, 0, 0, 0,
    78, 0, 0, 0, 0, 0, 0,
    -102, 0, 0, 0, 0, 0, 0,
    18, 0, 0, 0, 0, 0, 0,
    -12, 0, 0, 0, 0, 0, 0,
    6, 0, 0, 0, 0, 0, 0,
    19, 0, 0, 0, 0, 0, 0,
    2, 0, 0, 0, 0, 0, 0,
    -17, 0, 0, 0, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view; one cell per rank, the first)
    33, 0, 0, 0, 0, 0, 0,
    23, 0, 0, 0, 0, 0, 0,
    -10, 0, 0, 0, 0, 0, 0,
    -26, 0, 0, 0, 0, 0, 0,
    41, 0, 0, 0, 0, 0, 0,
    -22, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    -16, 0, 0, 0, 0, 0, 0,
    -16, 0, 0, 0, 0, 0, 0,
    // psqt: yari silver (rank a first, file 7 first; Black's view; one cell per rank, the first)
    29, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    4, 0, 0, 0, 0, 0, 0,
    -21, 0, 0, 0, 0, 0, 0,
    6, 0, 0, 0, 0, 0, 0,
    -3, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    -13, 0, 0, 0, 0, 0, 0,
    // mobility: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 32, -9, -18, 31, 145, -16, -1, 3, 32,
    // king_attack: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 12, 16, 49, 13, 36, 8, 127, 82, 9,
    // king_defence: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 25, 95, 53, 26, 85, 104, 43, 84,
    // drop_check_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 51, 92, 55, 25, 0, 0, 0, 0,
    // drop_check_unsafe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 29, -61, -52, -49, 0, 0, 0, 0,
    // drop_near_king: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 9, 11, 22, 20, 0, 0, 0, 0,
    // promotion_ready: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 33, -53, -19, 77, 0, 0, 0, 0,
    // promotion_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 20, 115, 89, 24, 0, 0, 0, 0,
    // hanging: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -53, -59, -73, 54, -5, -6, -11, -1,
    // king_shelter
    71,
    // king_attackers_squared
    43,
    // hand_times_weak_zone
    -19,
    // hand_times_attacks
    18,
    // tempo
    6,
};
// clang-format on

}  // namespace tori::engine::eval
