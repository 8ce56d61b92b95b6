// The Tori evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant tori --data data/tune/tori.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --output src/engine/eval/weights_tori.h
// 171590 positions (the last 10% held out), K = 819.95
// mean squared error, start weights: train 0.224192, validation 0.226261
// mean squared error, these weights: train 0.207007, validation 0.212145
#pragma once

#include "core/variant_tori.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Tori> TORI_WEIGHTS = {
    // board: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 156, 598, 602, 203, 575, 586, 154, 1296,
    // hand: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 90, 629, 564, 278, 553, 561, 0, 0,
    // hand_extra: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, 35, 7, 0, 9, -6, 2, 0, 0,
    // psqt: none (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: phoenix (rank a first, file 7 first; Black's view)
    3, 8, 2, -5, 0, 0, 0,
    4, 1, -1, -1, 0, 0, 0,
    -3, 2, 3, -1, 0, 0, 0,
    -2, 2, 4, -4, 0, 0, 0,
    -11, 7, 64, 31, 0, 0, 0,
    -9, -77, -35, 5, 0, 0, 0,
    0, 18, 15, -18, 0, 0, 0,
    // psqt: swallow (rank a first, file 7 first; Black's view)
    6, 12, 18, 23, 0, 0, 0,
    28, 34, -30, 17, 0, 0, 0,
    86, -60, 21, 10, 0, 0, 0,
    33, -58, 50, 129, 0, 0, 0,
    -123, 8, -47, 85, 0, 0, 0,
    -28, -75, 38, -129, 0, 0, 0,
    -39, 9, -3, -16, 0, 0, 0,
    // psqt: falcon (rank a first, file 7 first; Black's view)
    26, 22, 24, 27, 0, 0, 0,
    10, 37, 18, 28, 0, 0, 0,
    -79, 9, 35, 33, 0, 0, 0,
    -18, 8, -80, -24, 0, 0, 0,
    -5, -6, -13, 80, 0, 0, 0,
    -42, -18, 39, 47, 0, 0, 0,
    -58, 6, 6, -111, 0, 0, 0,
    // psqt: crane (rank a first, file 7 first; Black's view)
    2, 19, 11, 24, 0, 0, 0,
    -71, -12, 30, 24, 0, 0, 0,
    0, 20, 15, -13, 0, 0, 0,
    -4, -31, 17, 75, 0, 0, 0,
    4, -28, 41, -13, 0, 0, 0,
    7, -20, 27, 17, 0, 0, 0,
    -17, -24, -28, -72, 0, 0, 0,
    // psqt: pheasant (rank a first, file 7 first; Black's view)
    -58, 5, 32, 3, 0, 0, 0,
    2, 6, -4, 39, 0, 0, 0,
    1, 1, -11, 13, 0, 0, 0,
    -66, 35, 69, 26, 0, 0, 0,
    -7, -16, 35, -58, 0, 0, 0,
    38, -36, 52, 2, 0, 0, 0,
    -1, -32, -28, -44, 0, 0, 0,
    // psqt: left quail (rank a first, file 7 first; Black's view)
    30, 15, 9, 31, 14, 3, 3,
    -14, 0, -3, 13, 7, 23, 10,
    -23, -3, 13, 6, -13, 1, -13,
    -62, -32, 2, 2, 17, 3, -40,
    9, 31, -13, 30, 19, -9, -11,
    -32, -36, 30, -8, 30, -2, 6,
    -9, -100, 2, 87, 28, -7, -44,
    // psqt: right quail (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: goose (rank a first, file 7 first; Black's view)
    34, -24, -28, 3, 0, 0, 0,
    17, 8, 6, 11, 0, 0, 0,
    -1, 1, 22, 13, 0, 0, 0,
    -37, -9, 33, 9, 0, 0, 0,
    -9, -5, 7, 7, 0, 0, 0,
    -22, -4, 9, -2, 0, 0, 0,
    -18, -12, -8, -1, 0, 0, 0,
    // psqt: eagle (rank a first, file 7 first; Black's view)
    -15, 35, 29, 41, 0, 0, 0,
    -25, 1, 24, 15, 0, 0, 0,
    -44, 17, 17, 14, 0, 0, 0,
    -10, 4, -4, 18, 0, 0, 0,
    -13, -11, 7, 3, 0, 0, 0,
    -16, -11, -7, -4, 0, 0, 0,
    -27, -11, -15, -9, 0, 0, 0,
    // mobility: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 12, 48, 54, 19, 70, 20, -16, 81, 38,
    // king_attack: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 9, 54, -29, 54, 19, 2, -25, 20, 46,
    // king_defence: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -90, -16, 11, 83, -26, 56, 58, -2,
    // drop_check_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 40, 28, 54, 27, 64, 15, 0, 0,
    // drop_check_unsafe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 33, 6, -3, 24, -30, 32, 0, 0,
    // drop_near_king: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 15, 47, 26, 12, 9, 0, 0, 0,
    // promotion_ready: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 28, 34, 0, 0, 0, 0, 0, 0,
    // promotion_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -11, 89, 0, 0, 0, 0, 0, 0,
    // hanging: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, -121, -22, 1, -61, -71, -56, 15, -2,
    // king_shelter
    -3,
    // king_attackers_squared
    -7,
    // hand_times_weak_zone
    -1,
    // hand_times_attacks
    -1,
    // tempo
    3,
};
// clang-format on

}  // namespace tori::engine::eval
