// The Tori evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant tori --data data/tune/tori-labels.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --output src/engine/eval/weights_tori.h
// 89030 positions (the last 10% held out), K = 798.79
// mean squared error, start weights: train 0.072456, validation 0.073499
// mean squared error, these weights: train 0.058496, validation 0.057514
#pragma once

#include "core/variant_tori.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Tori> TORI_WEIGHTS = {
    // board: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 168, 639, 585, 234, 500, 502, 223, 1239,
    // hand: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 113, 606, 534, 259, 527, 533, 0, 0,
    // hand_extra: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, 13, 3, 7, 0, -3, 0, 0, 0,
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
    -6, -7, 4, 0, 0, 0, 0,
    11, 3, 32, 12, 0, 0, 0,
    -21, -16, -20, 7, 0, 0, 0,
    4, 3, 16, -20, 0, 0, 0,
    // psqt: swallow (rank a first, file 7 first; Black's view)
    5, 11, 16, 21, 0, 0, 0,
    -14, 20, -13, 16, 0, 0, 0,
    30, -39, 35, 63, 0, 0, 0,
    26, -59, 43, 89, 0, 0, 0,
    -31, -5, -44, 25, 0, 0, 0,
    -50, -63, 30, -56, 0, 0, 0,
    -18, -27, 2, -13, 0, 0, 0,
    // psqt: falcon (rank a first, file 7 first; Black's view)
    15, 18, 21, 27, 0, 0, 0,
    5, 25, 19, 20, 0, 0, 0,
    -23, 11, 14, 18, 0, 0, 0,
    -13, 7, -42, 6, 0, 0, 0,
    -14, -16, -9, 35, 0, 0, 0,
    -29, -24, 6, 23, 0, 0, 0,
    -39, -11, -7, -42, 0, 0, 0,
    // psqt: crane (rank a first, file 7 first; Black's view)
    22, 12, 10, 14, 0, 0, 0,
    -23, 5, 19, 18, 0, 0, 0,
    -11, -2, 6, 5, 0, 0, 0,
    -15, -6, 6, 31, 0, 0, 0,
    -25, -15, 40, -3, 0, 0, 0,
    -16, -34, 20, 19, 0, 0, 0,
    -17, -7, -25, -28, 0, 0, 0,
    // psqt: pheasant (rank a first, file 7 first; Black's view)
    -18, 4, 21, 12, 0, 0, 0,
    -2, 1, 6, 18, 0, 0, 0,
    -3, 0, -1, 17, 0, 0, 0,
    -19, 18, 27, 13, 0, 0, 0,
    -10, -16, 4, -17, 0, 0, 0,
    1, -16, 21, 10, 0, 0, 0,
    -9, -37, -11, -14, 0, 0, 0,
    // psqt: left quail (rank a first, file 7 first; Black's view)
    -3, 9, 11, 20, 19, 6, -1,
    3, 2, 4, 14, 8, 13, 3,
    -8, 1, 12, 7, 2, 2, -5,
    -26, -9, 6, 6, 7, 1, -13,
    -15, 7, 3, 14, 10, -5, -5,
    -43, 7, 15, 9, 8, 1, -4,
    -58, -59, 15, 31, -2, -4, -17,
    // psqt: right quail (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: goose (rank a first, file 7 first; Black's view)
    -8, -15, 0, 14, 0, 0, 0,
    44, 12, 26, 23, 0, 0, 0,
    -14, -8, 11, 10, 0, 0, 0,
    -20, -1, 10, 7, 0, 0, 0,
    -13, -9, 0, 3, 0, 0, 0,
    -18, -10, 0, 0, 0, 0, 0,
    -20, -14, -9, -4, 0, 0, 0,
    // psqt: eagle (rank a first, file 7 first; Black's view)
    3, 15, 22, 28, 0, 0, 0,
    -7, 5, 15, 18, 0, 0, 0,
    -16, 9, 12, 14, 0, 0, 0,
    -8, -1, 1, 12, 0, 0, 0,
    -14, -10, 1, 3, 0, 0, 0,
    -18, -12, -7, -3, 0, 0, 0,
    -24, -17, -13, -8, 0, 0, 0,
    // mobility: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 39, 57, 39, 12, 65, 19, 3, 60, 37,
    // king_attack: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 9, 62, -27, 44, 6, -2, -3, -3, 35,
    // king_defence: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -21, -5, 0, 44, -20, 41, 21, -1,
    // drop_check_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 26, 28, 44, 27, 41, 22, 0, 0,
    // drop_check_unsafe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 26, 24, 8, 13, -4, 17, 0, 0,
    // drop_near_king: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 22, 46, 26, 23, 3, 2, 0, 0,
    // promotion_ready: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 12, 46, 0, 0, 0, 0, 0, 0,
    // promotion_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 1, 59, 0, 0, 0, 0, 0, 0,
    // hanging: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, -93, -30, -18, -35, -55, -44, -7, -1,
    // king_shelter
    7,
    // king_attackers_squared
    6,
    // hand_times_weak_zone
    5,
    // hand_times_attacks
    1,
    // tempo
    33,
};
// clang-format on

}  // namespace tori::engine::eval
