// The Tori evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant tori --data data/tune/tori.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --output src/engine/eval/weights_tori.h
// 356117 positions (the last 10% held out), K = 809.73
// mean squared error, start weights: train 0.221660, validation 0.222010
// mean squared error, these weights: train 0.203466, validation 0.202014
#pragma once

#include "core/variant_tori.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Tori> TORI_WEIGHTS = {
    // board: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 170, 629, 593, 216, 509, 504, 229, 1236,
    // hand: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 99, 615, 536, 256, 524, 538, 0, 0,
    // hand_extra: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, 28, 4, 9, -8, -7, 1, 0, 0,
    // psqt: none (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: phoenix (rank a first, file 7 first; Black's view)
    1, 4, 1, -4, 0, 0, 0,
    1, 0, -2, -2, 0, 0, 0,
    -2, 2, 2, -1, 0, 0, 0,
    -11, -10, 6, 2, 0, 0, 0,
    21, 4, 51, 20, 0, 0, 0,
    -32, -36, -26, 4, 0, 0, 0,
    6, 4, 26, -30, 0, 0, 0,
    // psqt: swallow (rank a first, file 7 first; Black's view)
    5, 11, 16, 21, 0, 0, 0,
    -26, 20, -16, 18, 0, 0, 0,
    44, -54, 44, 77, 0, 0, 0,
    28, -65, 49, 106, 0, 0, 0,
    -46, 4, -49, 30, 0, 0, 0,
    -55, -81, 55, -87, 0, 0, 0,
    -12, -29, 4, -11, 0, 0, 0,
    // psqt: falcon (rank a first, file 7 first; Black's view)
    17, 18, 22, 29, 0, 0, 0,
    1, 29, 16, 20, 0, 0, 0,
    -41, 13, 19, 22, 0, 0, 0,
    -16, 11, -61, 3, 0, 0, 0,
    -10, -17, -20, 56, 0, 0, 0,
    -34, -25, 17, 28, 0, 0, 0,
    -44, 0, 2, -59, 0, 0, 0,
    // psqt: crane (rank a first, file 7 first; Black's view)
    23, 19, 11, 12, 0, 0, 0,
    -28, 1, 18, 20, 0, 0, 0,
    -10, -7, 4, 0, 0, 0, 0,
    -16, -8, 9, 48, 0, 0, 0,
    -36, -17, 39, -14, 0, 0, 0,
    -14, -36, 45, 25, 0, 0, 0,
    -20, -3, -23, -40, 0, 0, 0,
    // psqt: pheasant (rank a first, file 7 first; Black's view)
    -33, 2, 26, 9, 0, 0, 0,
    1, 0, 6, 20, 0, 0, 0,
    -2, -1, -6, 17, 0, 0, 0,
    -26, 32, 39, 17, 0, 0, 0,
    -7, -25, 15, -31, 0, 0, 0,
    11, -27, 30, 11, 0, 0, 0,
    -2, -39, -14, -23, 0, 0, 0,
    // psqt: left quail (rank a first, file 7 first; Black's view)
    -4, 10, 12, 25, 22, 7, -1,
    8, 0, 2, 14, 8, 22, 8,
    -8, -1, 13, 4, -2, 1, -4,
    -33, -14, 5, 5, 9, 2, -20,
    -11, 16, 1, 17, 13, -7, -4,
    -57, 1, 31, 7, 13, 1, 0,
    -72, -85, 23, 46, 0, -4, -22,
    // psqt: right quail (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: goose (rank a first, file 7 first; Black's view)
    -10, -25, -10, 10, 0, 0, 0,
    78, 14, 40, 26, 0, 0, 0,
    -24, -13, 14, 8, 0, 0, 0,
    -26, -3, 10, 7, 0, 0, 0,
    -13, -10, 1, 3, 0, 0, 0,
    -24, -9, 3, -1, 0, 0, 0,
    -20, -15, -10, -4, 0, 0, 0,
    // psqt: eagle (rank a first, file 7 first; Black's view)
    -1, 21, 25, 32, 0, 0, 0,
    -14, 2, 17, 18, 0, 0, 0,
    -26, 15, 14, 14, 0, 0, 0,
    -8, 0, -2, 13, 0, 0, 0,
    -13, -11, 1, 3, 0, 0, 0,
    -17, -11, -6, -2, 0, 0, 0,
    -24, -17, -14, -8, 0, 0, 0,
    // mobility: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 39, 55, 50, 9, 79, 23, 2, 65, 46,
    // king_attack: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 9, 86, -30, 58, 12, -11, -6, -16, 41,
    // king_defence: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -29, -9, 2, 60, -22, 55, 34, -10,
    // drop_check_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 31, 36, 56, 35, 57, 28, 0, 0,
    // drop_check_unsafe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 39, 24, 12, 19, -10, 24, 0, 0,
    // drop_near_king: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 19, 48, 30, 26, 6, 4, 0, 0,
    // promotion_ready: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 7, 34, 0, 0, 0, 0, 0, 0,
    // promotion_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -15, 67, 0, 0, 0, 0, 0, 0,
    // hanging: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, -108, -28, -13, -41, -59, -48, 4, -2,
    // king_shelter
    6,
    // king_attackers_squared
    4,
    // hand_times_weak_zone
    4,
    // hand_times_attacks
    0,
    // tempo
    9,
};
// clang-format on

}  // namespace tori::engine::eval
