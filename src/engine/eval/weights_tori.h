// The Tori evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant tori --data data/tune/tori-labels.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --output src/engine/eval/weights_tori.h
// 89030 positions (the last 10% held out), K = 799.92
// mean squared error, start weights: train 0.072272, validation 0.073238
// mean squared error, these weights: train 0.058300, validation 0.057311
#pragma once

#include "core/variant_tori.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Tori> TORI_WEIGHTS = {
    // board: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 167, 639, 585, 235, 500, 502, 222, 1241,
    // hand: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 117, 608, 538, 262, 529, 535, 0, 0,
    // hand_extra: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, 15, 3, 9, 1, -2, 1, 0, 0,
    // psqt: none (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: phoenix (rank a first, file 7 first; Black's view)
    0, 2, 0, -2, 0, 0, 0,
    1, 0, -1, -1, 0, 0, 0,
    -1, 0, 1, -1, 0, 0, 0,
    -6, -7, 4, 1, 0, 0, 0,
    11, 3, 31, 12, 0, 0, 0,
    -20, -16, -21, 8, 0, 0, 0,
    3, 3, 14, -19, 0, 0, 0,
    // psqt: swallow (rank a first, file 7 first; Black's view)
    5, 11, 16, 21, 0, 0, 0,
    -13, 20, -13, 16, 0, 0, 0,
    30, -40, 35, 62, 0, 0, 0,
    26, -58, 43, 89, 0, 0, 0,
    -31, -4, -44, 24, 0, 0, 0,
    -50, -64, 30, -56, 0, 0, 0,
    -18, -27, 1, -13, 0, 0, 0,
    // psqt: falcon (rank a first, file 7 first; Black's view)
    15, 18, 21, 26, 0, 0, 0,
    5, 25, 19, 20, 0, 0, 0,
    -23, 11, 14, 18, 0, 0, 0,
    -13, 7, -43, 6, 0, 0, 0,
    -14, -17, -9, 34, 0, 0, 0,
    -30, -23, 6, 24, 0, 0, 0,
    -39, -11, -8, -42, 0, 0, 0,
    // psqt: crane (rank a first, file 7 first; Black's view)
    23, 12, 10, 14, 0, 0, 0,
    -22, 6, 19, 18, 0, 0, 0,
    -11, -2, 7, 5, 0, 0, 0,
    -15, -6, 7, 31, 0, 0, 0,
    -25, -15, 39, -3, 0, 0, 0,
    -16, -35, 19, 20, 0, 0, 0,
    -17, -7, -27, -28, 0, 0, 0,
    // psqt: pheasant (rank a first, file 7 first; Black's view)
    -18, 4, 21, 12, 0, 0, 0,
    -2, 1, 6, 18, 0, 0, 0,
    -3, 0, 0, 17, 0, 0, 0,
    -18, 18, 27, 13, 0, 0, 0,
    -10, -15, 4, -17, 0, 0, 0,
    1, -17, 21, 10, 0, 0, 0,
    -9, -37, -11, -14, 0, 0, 0,
    // psqt: left quail (rank a first, file 7 first; Black's view)
    -3, 9, 11, 20, 19, 6, 0,
    3, 2, 4, 14, 8, 13, 3,
    -8, 1, 12, 7, 2, 2, -5,
    -26, -9, 6, 6, 7, 1, -13,
    -15, 6, 3, 14, 10, -5, -5,
    -43, 7, 14, 9, 8, 1, -5,
    -59, -58, 15, 31, -2, -4, -17,
    // psqt: right quail (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: goose (rank a first, file 7 first; Black's view)
    -9, -15, 1, 14, 0, 0, 0,
    44, 12, 26, 23, 0, 0, 0,
    -13, -8, 11, 10, 0, 0, 0,
    -20, 0, 10, 7, 0, 0, 0,
    -13, -9, 0, 3, 0, 0, 0,
    -18, -10, 0, 0, 0, 0, 0,
    -20, -14, -9, -4, 0, 0, 0,
    // psqt: eagle (rank a first, file 7 first; Black's view)
    4, 16, 22, 27, 0, 0, 0,
    -7, 6, 15, 18, 0, 0, 0,
    -16, 9, 12, 14, 0, 0, 0,
    -8, -1, 1, 11, 0, 0, 0,
    -14, -10, 1, 3, 0, 0, 0,
    -18, -12, -7, -3, 0, 0, 0,
    -24, -18, -13, -8, 0, 0, 0,
    // mobility: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 43, 57, 37, 11, 65, 19, 2, 59, 37,
    // king_attack: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 9, 68, -30, 38, 7, -3, -4, -4, 31,
    // king_defence: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -24, -7, -3, 40, -24, 37, 19, -5,
    // drop_check_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 22, 24, 37, 25, 36, 17, 0, 0,
    // drop_check_unsafe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 27, 24, 5, 11, -8, 13, 0, 0,
    // drop_near_king: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 22, 44, 25, 22, 3, 2, 0, 0,
    // promotion_ready: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 12, 46, 0, 0, 0, 0, 0, 0,
    // promotion_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -1, 59, 0, 0, 0, 0, 0, 0,
    // hanging: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, -94, -30, -17, -36, -56, -44, -7, -1,
    // king_shelter
    7,
    // king_attackers_squared
    0,
    // hand_times_weak_zone
    2,
    // hand_times_attacks
    -1,
    // tempo
    33,
    // danger_safe_check: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 44, 43, 48, 44, 47, 40, 0, 0,
    // danger_bias
    7,
    // danger_attackers
    66,
    // danger_zone_attacks
    75,
    // danger_unsafe_checks
    41,
    // danger_weak_zone
    69,
    // danger_in_hand
    17,
    // danger_defence
    -34,
};
// clang-format on

}  // namespace tori::engine::eval
