// The Yari evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant yari --data data/tune/yari-fsf-selfplay.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0003 --holdout-percent 10
//     --king-safety data/tune/yari-king-safety.txt.xz --king-scale 250
//     --output src/engine/eval/weights_yari.h
// 78778 positions (the last 10% held out), K = 846.41
// mean squared error, start weights: train 0.182660, validation 0.188078
// mean squared error, these weights: train 0.177506, validation 0.185212
#pragma once

#include "core/variant_yari.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Yari> YARI_WEIGHTS = {
    // board: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 616, 447, 420, 102, 1016, 589, 588, 548,
    // hand: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold, yari gold,
    // yari silver
    0, 0, 644, 472, 438, 89, 0, 0, 0, 0,
    // hand_extra: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 0, 10, 7, -43, 0, 0, 0, 0,
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
    6, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    2, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    -26, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    21, 0, 0, 0, 0, 0, 0,
    // psqt: yari rook (rank a first, file 7 first; Black's view; one cell per rank, the first)
    32, 0, 0, 0, 0, 0, 0,
    35, 0, 0, 0, 0, 0, 0,
    17, 0, 0, 0, 0, 0, 0,
    9, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    -3, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    -53, 0, 0, 0, 0, 0, 0,
    -35, 0, 0, 0, 0, 0, 0,
    // psqt: yari bishop (rank a first, file 7 first; Black's view; one cell per rank, the first)
    25, 0, 0, 0, 0, 0, 0,
    10, 0, 0, 0, 0, 0, 0,
    18, 0, 0, 0, 0, 0, 0,
    18, 0, 0, 0, 0, 0, 0,
    12, 0, 0, 0, 0, 0, 0,
    1, 0, 0, 0, 0, 0, 0,
    -15, 0, 0, 0, 0, 0, 0,
    -17, 0, 0, 0, 0, 0, 0,
    -52, 0, 0, 0, 0, 0, 0,
    // psqt: yari knight (rank a first, file 7 first; Black's view; one cell per rank, the first)
    25, 0, 0, 0, 0, 0, 0,
    19, 0, 0, 0, 0, 0, 0,
    14, 0, 0, 0, 0, 0, 0,
    19, 0, 0, 0, 0, 0, 0,
    26, 0, 0, 0, 0, 0, 0,
    -30, 0, 0, 0, 0, 0, 0,
    24, 0, 0, 0, 0, 0, 0,
    -37, 0, 0, 0, 0, 0, 0,
    -58, 0, 0, 0, 0, 0, 0,
    // psqt: pawn (rank a first, file 7 first; Black's view; one cell per rank, the first)
    22, 0, 0, 0, 0, 0, 0,
    8, 0, 0, 0, 0, 0, 0,
    26, 0, 0, 0, 0, 0, 0,
    44, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    -52, 0, 0, 0, 0, 0, 0,
    -1, 0, 0, 0, 0, 0, 0,
    -22, 0, 0, 0, 0, 0, 0,
    -30, 0, 0, 0, 0, 0, 0,
    // psqt: rook (rank a first, file 7 first; Black's view; one cell per rank, the first)
    19, 0, 0, 0, 0, 0, 0,
    13, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    2, 0, 0, 0, 0, 0, 0,
    -3, 0, 0, 0, 0, 0, 0,
    -4, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    -14, 0, 0, 0, 0, 0, 0,
    -11, 0, 0, 0, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view; one cell per rank, the first)
    6, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    10, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    -3, 0, 0, 0, 0, 0, 0,
    -8, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    -11, 0, 0, 0, 0, 0, 0,
    // psqt: yari gold (rank a first, file 7 first; Black's view; one cell per rank, the first)
    1, 0, 0, 0, 0, 0, 0,
    12, 0, 0, 0, 0, 0, 0,
    9, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    -2, 0, 0, 0, 0, 0, 0,
    -1, 0, 0, 0, 0, 0, 0,
    -9, 0, 0, 0, 0, 0, 0,
    -9, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    // psqt: yari silver (rank a first, file 7 first; Black's view; one cell per rank, the first)
    11, 0, 0, 0, 0, 0, 0,
    -5, 0, 0, 0, 0, 0, 0,
    17, 0, 0, 0, 0, 0, 0,
    3, 0, 0, 0, 0, 0, 0,
    5, 0, 0, 0, 0, 0, 0,
    4, 0, 0, 0, 0, 0, 0,
    -6, 0, 0, 0, 0, 0, 0,
    -14, 0, 0, 0, 0, 0, 0,
    -15, 0, 0, 0, 0, 0, 0,
    // mobility: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 60, -10, 10, 18, 24, -14, 16, -4, -12,
    // king_attack: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 11, -4, -9, -3, 35, -6, -3, 19, 15,
    // king_defence: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -13, 44, 2, -33, 10, 41, 33, 67,
    // drop_check_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 18, 26, 29, 21, 0, 0, 0, 0,
    // drop_check_unsafe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 20, -2, -10, 1, 0, 0, 0, 0,
    // drop_near_king: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -2, 4, 6, 13, 0, 0, 0, 0,
    // promotion_ready: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 57, 23, 20, 42, 0, 0, 0, 0,
    // promotion_safe: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 18, 20, -11, 4, 0, 0, 0, 0,
    // hanging: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, -24, -28, -11, 22, 0, 1, -7, -1,
    // king_shelter
    32,
    // king_attackers_squared
    25,
    // hand_times_weak_zone
    -3,
    // hand_times_attacks
    -6,
    // tempo
    48,
    // danger_safe_check: none, general, yari rook, yari bishop, yari knight, pawn, rook, yari gold,
    // yari gold, yari silver
    0, 0, 3, 12, 14, 69, 0, 0, 0, 0,
    // danger_bias
    606,
    // danger_attackers
    169,
    // danger_zone_attacks
    76,
    // danger_unsafe_checks
    66,
    // danger_weak_zone
    -31,
    // danger_in_hand
    60,
    // danger_defence
    -69,
    // danger_ring_hit
    86,
    // danger_hand_attackers
    81,
    // danger_move_checks
    41,
    // danger_flank_attacks
    44,
    // danger_any_safe_check: none, general, yari rook, yari bishop, yari knight, pawn, rook,
    // yari gold, yari gold, yari silver
    0, 0, 166, 107, 169, -167, 307, 136, 114, 196,
};
// clang-format on

}  // namespace tori::engine::eval
