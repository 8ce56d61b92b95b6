// The Yari evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant yari --data data/tune/yari-fsf-selfplay.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0003 --holdout-percent 10
//     --output src/engine/eval/weights_yari.h
// 78778 positions (the last 10% held out), K = 843.45
// mean squared error, start weights: train 0.188166, validation 0.192621
// mean squared error, these weights: train 0.178295, validation 0.187167
#pragma once

#include "core/variant_yari.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Yari> YARI_WEIGHTS = {
    // board: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 612, 445, 421, 103, 1015, 586, 585, 546,
    // hand: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 639, 465, 430, 83, 0, 0, 0, 0,
    // hand_extra: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -3, 5, 1, -52, 0, 0, 0, 0,
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
    7, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    2, 0, 0, 0, 0, 0, 0,
    -1, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    -22, 0, 0, 0, 0, 0, 0,
    -1, 0, 0, 0, 0, 0, 0,
    14, 0, 0, 0, 0, 0, 0,
    // psqt: yari rook (rank a first, file 7 first; Black's view; one cell per rank, the first)
    31, 0, 0, 0, 0, 0, 0,
    35, 0, 0, 0, 0, 0, 0,
    17, 0, 0, 0, 0, 0, 0,
    11, 0, 0, 0, 0, 0, 0,
    8, 0, 0, 0, 0, 0, 0,
    -2, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    -54, 0, 0, 0, 0, 0, 0,
    -38, 0, 0, 0, 0, 0, 0,
    // psqt: yari bishop (rank a first, file 7 first; Black's view; one cell per rank, the first)
    25, 0, 0, 0, 0, 0, 0,
    7, 0, 0, 0, 0, 0, 0,
    17, 0, 0, 0, 0, 0, 0,
    20, 0, 0, 0, 0, 0, 0,
    14, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    -17, 0, 0, 0, 0, 0, 0,
    -19, 0, 0, 0, 0, 0, 0,
    -51, 0, 0, 0, 0, 0, 0,
    // psqt: yari knight (rank a first, file 7 first; Black's view; one cell per rank, the first)
    24, 0, 0, 0, 0, 0, 0,
    18, 0, 0, 0, 0, 0, 0,
    11, 0, 0, 0, 0, 0, 0,
    17, 0, 0, 0, 0, 0, 0,
    30, 0, 0, 0, 0, 0, 0,
    -25, 0, 0, 0, 0, 0, 0,
    25, 0, 0, 0, 0, 0, 0,
    -41, 0, 0, 0, 0, 0, 0,
    -60, 0, 0, 0, 0, 0, 0,
    // psqt: pawn (rank a first, file 7 first; Black's view; one cell per rank, the first)
    22, 0, 0, 0, 0, 0, 0,
    9, 0, 0, 0, 0, 0, 0,
    26, 0, 0, 0, 0, 0, 0,
    42, 0, 0, 0, 0, 0, 0,
    7, 0, 0, 0, 0, 0, 0,
    -49, 0, 0, 0, 0, 0, 0,
    -3, 0, 0, 0, 0, 0, 0,
    -24, 0, 0, 0, 0, 0, 0,
    -31, 0, 0, 0, 0, 0, 0,
    // psqt: rook (rank a first, file 7 first; Black's view; one cell per rank, the first)
    24, 0, 0, 0, 0, 0, 0,
    14, 0, 0, 0, 0, 0, 0,
    2, 0, 0, 0, 0, 0, 0,
    2, 0, 0, 0, 0, 0, 0,
    -4, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    -14, 0, 0, 0, 0, 0, 0,
    -12, 0, 0, 0, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view; one cell per rank, the first)
    3, 0, 0, 0, 0, 0, 0,
    1, 0, 0, 0, 0, 0, 0,
    12, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    4, 0, 0, 0, 0, 0, 0,
    -2, 0, 0, 0, 0, 0, 0,
    -7, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    -11, 0, 0, 0, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view; one cell per rank, the first)
    1, 0, 0, 0, 0, 0, 0,
    10, 0, 0, 0, 0, 0, 0,
    9, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    -1, 0, 0, 0, 0, 0, 0,
    -1, 0, 0, 0, 0, 0, 0,
    -9, 0, 0, 0, 0, 0, 0,
    -9, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    // psqt: yari silver (rank a first, file 7 first; Black's view; one cell per rank, the first)
    9, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    18, 0, 0, 0, 0, 0, 0,
    4, 0, 0, 0, 0, 0, 0,
    6, 0, 0, 0, 0, 0, 0,
    4, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    -15, 0, 0, 0, 0, 0, 0,
    -15, 0, 0, 0, 0, 0, 0,
    // mobility: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 61, -7, 13, 21, 16, -2, 19, -3, -15,
    // king_attack: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 11, 9, 8, 17, 31, 19, 8, 33, 27,
    // king_defence: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -1, 53, 15, -28, 11, 48, 43, 76,
    // drop_check_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 50, 54, 52, 23, 0, 0, 0, 0,
    // drop_check_unsafe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 49, 13, 2, 10, 0, 0, 0, 0,
    // drop_near_king: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -2, 5, 8, 18, 0, 0, 0, 0,
    // promotion_ready: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 55, 22, 16, 41, 0, 0, 0, 0,
    // promotion_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 18, 24, -4, 3, 0, 0, 0, 0,
    // hanging: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -21, -29, -12, 19, 2, 1, -6, -1,
    // king_shelter
    49,
    // king_attackers_squared
    61,
    // hand_times_weak_zone
    -1,
    // hand_times_attacks
    28,
    // tempo
    45,
    // danger_safe_check: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 52, 56, 52, 45, 0, 0, 0, 0,
    // danger_bias
    8,
    // danger_attackers
    53,
    // danger_zone_attacks
    42,
    // danger_unsafe_checks
    22,
    // danger_weak_zone
    43,
    // danger_in_hand
    27,
    // danger_defence
    -11,
};
// clang-format on

}  // namespace tori::engine::eval
