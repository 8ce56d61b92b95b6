// The Yari evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant yari --data data/tune/yari.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --output src/engine/eval/weights_yari.h
// 239939 positions (the last 10% held out), K = 777.88
// mean squared error, start weights: train 0.224665, validation 0.232418
// mean squared error, these weights: train 0.210854, validation 0.217699
#pragma once

#include "core/variant_yari.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Yari> YARI_WEIGHTS = {
    // board: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 637, 514, 480, 60, 1094, 613, 608, 640,
    // hand: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 704, 493, 505, 130, 0, 0, 0, 0,
    // hand_extra: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 3, -3, 27, 0, 0, 0, 0, 0,
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
    -3, 0, -1, 0, 0, 0, 0,
    0, -2, 4, 1, 0, 0, 0,
    3, -2, -1, 2, 0, 0, 0,
    2, 1, -3, 7, 0, 0, 0,
    -5, 17, 5, 7, 0, 0, 0,
    -28, 9, 17, 33, 0, 0, 0,
    -28, 21, -47, 5, 0, 0, 0,
    5, -97, -13, 26, 0, 0, 0,
    -18, -28, 19, 93, 0, 0, 0,
    // psqt: yari rook (rank a first, file 7 first; Black's view)
    30, 12, 26, 22, 0, 0, 0,
    40, 12, 17, 22, 0, 0, 0,
    -6, 14, 19, 19, 0, 0, 0,
    8, 2, 18, 23, 0, 0, 0,
    -2, -23, -32, 3, 0, 0, 0,
    -28, -1, 12, 2, 0, 0, 0,
    -27, -44, -34, -1, 0, 0, 0,
    -69, -38, -24, 50, 0, 0, 0,
    -55, 9, -1, 24, 0, 0, 0,
    // psqt: yari bishop (rank a first, file 7 first; Black's view)
    15, 21, 26, 32, 0, 0, 0,
    -8, -22, 3, -5, 0, 0, 0,
    14, 27, 28, 20, 0, 0, 0,
    -4, 17, 8, 16, 0, 0, 0,
    -34, -4, 19, -3, 0, 0, 0,
    -32, 25, 28, 17, 0, 0, 0,
    -105, -26, 46, 9, 0, 0, 0,
    -102, 52, 21, 79, 0, 0, 0,
    -34, -97, -26, -24, 0, 0, 0,
    // psqt: yari knight (rank a first, file 7 first; Black's view)
    15, 21, 26, 32, 0, 0, 0,
    0, 16, 24, 24, 0, 0, 0,
    7, 27, 46, 12, 0, 0, 0,
    -5, 25, 30, 16, 0, 0, 0,
    -48, -9, 9, 4, 0, 0, 0,
    -37, 2, -108, -28, 0, 0, 0,
    -56, 6, 125, 47, 0, 0, 0,
    -13, -86, 31, -10, 0, 0, 0,
    -47, -36, -18, -43, 0, 0, 0,
    // psqt: pawn (rank a first, file 7 first; Black's view)
    16, 22, 28, 34, 0, 0, 0,
    -9, -43, 0, 21, 0, 0, 0,
    11, 18, 47, 18, 0, 0, 0,
    -4, 25, 109, 39, 0, 0, 0,
    -59, -51, 62, 26, 0, 0, 0,
    -20, -2, 2, 79, 0, 0, 0,
    -40, -37, -94, -18, 0, 0, 0,
    -21, -6, -34, 1, 0, 0, 0,
    -37, -32, -37, -17, 0, 0, 0,
    // psqt: rook (rank a first, file 7 first; Black's view)
    10, 32, -1, 16, 0, 0, 0,
    46, 22, 12, 30, 0, 0, 0,
    -5, 2, -6, 5, 0, 0, 0,
    -14, -7, 5, 4, 0, 0, 0,
    -10, -7, -1, 6, 0, 0, 0,
    -8, -4, -2, 7, 0, 0, 0,
    -17, -8, -1, 3, 0, 0, 0,
    -27, -13, -7, 0, 0, 0, 0,
    -32, -14, -17, -1, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view)
    -33, 66, 8, 38, 17, 19, 27,
    8, 25, 37, 46, 41, -4, -1,
    -64, -33, 16, 30, -2, -15, 2,
    -4, 10, 0, -15, 15, 8, -9,
    1, -12, 8, 17, -7, 2, -4,
    -14, -12, 5, 8, 6, -7, -14,
    -13, -8, 6, 4, 2, -9, -9,
    -14, -14, -10, -2, -7, -16, -18,
    -22, -20, -8, -4, -8, -19, -21,
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
    9, 6, 18, 23, 0, 0, 0,
    -19, -16, 52, 23, 0, 0, 0,
    -23, 1, 41, 27, 0, 0, 0,
    -9, 1, 5, 11, 0, 0, 0,
    -11, -5, -5, 11, 0, 0, 0,
    -13, -5, 9, 4, 0, 0, 0,
    -19, -7, 2, 0, 0, 0, 0,
    -19, -33, -7, 3, 0, 0, 0,
    -24, -19, -9, -3, 0, 0, 0,
    // mobility: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 4, 7, -10, 39, 133, -14, -2, 5, 36,
    // king_attack: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 12, -14, 51, -6, 73, 30, 111, 66, 36,
    // king_defence: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 25, 57, 17, 4, -12, 71, 3, 51,
    // drop_check_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 64, 61, 53, 22, 0, 0, 0, 0,
    // drop_check_unsafe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 5, -43, -39, -17, 0, 0, 0, 0,
    // drop_near_king: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 8, 13, 19, 27, 0, 0, 0, 0,
    // promotion_ready: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 30, -39, -28, 69, 0, 0, 0, 0,
    // promotion_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -1, 69, 51, 14, 0, 0, 0, 0,
    // hanging: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -76, -46, -53, 36, -8, -2, -22, -3,
    // king_shelter
    27,
    // king_attackers_squared
    45,
    // hand_times_weak_zone
    -9,
    // hand_times_attacks
    24,
    // tempo
    19,
};
// clang-format on

}  // namespace tori::engine::eval
