// The Tori evaluation weights (centipawns), in the layout of terms.h. Written by
// `tori tune fit`: edit the data or the fit, not this file (docs/tuning.md).
// Reproduce with:
//   tori tune fit --variant tori --data data/tune/tori-labels.txt.xz --epochs 600
//     --learning-rate 5 --regularisation 0.0001 --holdout-percent 10
//     --king-safety data/tune/tori-king-safety.txt.xz --king-scale 250 --hand-bonus 60
//     --output src/engine/eval/weights_tori.h
// 89030 positions (the last 10% held out), K = 803.11
// mean squared error, start weights: train 0.072881, validation 0.071765
// mean squared error, these weights: train 0.059965, validation 0.058256
#pragma once

#include "core/variant_tori.h"
#include "engine/eval/terms.h"

namespace tori::engine::eval {

// clang-format off
inline constexpr Weights<Tori> TORI_WEIGHTS = {
    // board: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 164, 646, 591, 236, 505, 507, 224, 1250,
    // hand: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose, eagle
    0, 0, 179, 666, 596, 320, 563, 567, 0, 0,
    // hand_extra: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, 27, 3, 11, 8, 0, 1, 0, 0,
    // psqt: none (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: phoenix (rank a first, file 7 first; Black's view)
    0, 2, 0, -1, 0, 0, 0,
    1, 0, -1, -1, 0, 0, 0,
    -1, 1, 1, 0, 0, 0, 0,
    -6, -8, 2, 1, 0, 0, 0,
    4, 1, 19, 9, 0, 0, 0,
    -26, -19, -16, 8, 0, 0, 0,
    5, 12, 24, -13, 0, 0, 0,
    // psqt: swallow (rank a first, file 7 first; Black's view)
    6, 11, 16, 22, 0, 0, 0,
    -11, 19, -14, 17, 0, 0, 0,
    34, -47, 31, 62, 0, 0, 0,
    30, -59, 36, 89, 0, 0, 0,
    -30, -1, -45, 26, 0, 0, 0,
    -51, -63, 36, -53, 0, 0, 0,
    -19, -23, -3, -15, 0, 0, 0,
    // psqt: falcon (rank a first, file 7 first; Black's view)
    15, 19, 21, 27, 0, 0, 0,
    6, 26, 19, 20, 0, 0, 0,
    -23, 11, 11, 15, 0, 0, 0,
    -13, 6, -45, 2, 0, 0, 0,
    -14, -17, -14, 24, 0, 0, 0,
    -29, -15, 14, 33, 0, 0, 0,
    -37, -10, -7, -44, 0, 0, 0,
    // psqt: crane (rank a first, file 7 first; Black's view)
    29, 14, 8, 14, 0, 0, 0,
    -18, 6, 17, 15, 0, 0, 0,
    -9, -4, 4, 5, 0, 0, 0,
    -15, -7, 10, 32, 0, 0, 0,
    -26, -20, 26, -11, 0, 0, 0,
    -12, -31, 27, 27, 0, 0, 0,
    -15, -5, -30, -31, 0, 0, 0,
    // psqt: pheasant (rank a first, file 7 first; Black's view)
    -13, 3, 23, 15, 0, 0, 0,
    -2, 0, 3, 16, 0, 0, 0,
    -4, -5, -3, 16, 0, 0, 0,
    -18, 21, 24, 12, 0, 0, 0,
    -10, -11, 4, -15, 0, 0, 0,
    0, -16, 21, 10, 0, 0, 0,
    -8, -35, -13, -15, 0, 0, 0,
    // psqt: left quail (rank a first, file 7 first; Black's view)
    -3, 9, 10, 20, 19, 6, 1,
    2, 2, 5, 12, 10, 12, 4,
    -9, 0, 11, 6, 1, 2, -5,
    -25, -10, 6, 6, 6, 1, -13,
    -13, 4, 1, 14, 8, -5, -6,
    -40, 8, 15, 8, 8, 1, -3,
    -51, -56, 15, 28, 0, -4, -17,
    // psqt: right quail (rank a first, file 7 first; Black's view)
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0,
    // psqt: goose (rank a first, file 7 first; Black's view)
    -7, -14, 5, 15, 0, 0, 0,
    41, 14, 25, 21, 0, 0, 0,
    -11, -6, 11, 9, 0, 0, 0,
    -20, 0, 7, 5, 0, 0, 0,
    -13, -8, 0, 3, 0, 0, 0,
    -19, -10, 0, 0, 0, 0, 0,
    -20, -14, -9, -4, 0, 0, 0,
    // psqt: eagle (rank a first, file 7 first; Black's view)
    8, 18, 21, 25, 0, 0, 0,
    -5, 4, 18, 18, 0, 0, 0,
    -15, 10, 10, 13, 0, 0, 0,
    -8, -1, 0, 10, 0, 0, 0,
    -14, -9, -1, 2, 0, 0, 0,
    -18, -13, -8, -3, 0, 0, 0,
    -24, -18, -13, -8, 0, 0, 0,
    // mobility: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 25, 63, 31, 5, 64, 14, -4, 54, 31,
    // king_attack: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 9, 62, -62, -18, 8, -23, -19, -7, -20,
    // king_defence: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -41, -25, -20, 16, -43, 22, 9, -18,
    // drop_check_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 13, 16, 12, 1, 12, -6, 0, 0,
    // drop_check_unsafe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 15, 13, -4, 8, -25, 1, 0, 0,
    // drop_near_king: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 16, 39, 20, 16, 0, -2, 0, 0,
    // promotion_ready: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 13, 43, 0, 0, 0, 0, 0, 0,
    // promotion_safe: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, -6, 53, 0, 0, 0, 0, 0, 0,
    // hanging: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail, goose,
    // eagle
    0, 0, -90, -30, -17, -40, -59, -46, -9, -4,
    // king_shelter
    -22,
    // king_attackers_squared
    -27,
    // hand_times_weak_zone
    3,
    // hand_times_attacks
    -20,
    // tempo
    32,
    // danger_safe_check: none, phoenix, swallow, falcon, crane, pheasant, left quail, right quail,
    // goose, eagle
    0, 0, 19, -3, -16, -48, 14, -23, 0, 0,
    // danger_bias
    823,
    // danger_attackers
    108,
    // danger_zone_attacks
    114,
    // danger_unsafe_checks
    81,
    // danger_weak_zone
    -75,
    // danger_in_hand
    24,
    // danger_defence
    -94,
    // danger_ring_hit
    101,
    // danger_hand_attackers
    103,
    // danger_move_checks
    96,
    // danger_flank_attacks
    61,
    // danger_any_safe_check: none, phoenix, swallow, falcon, crane, pheasant, left quail,
    // right quail, goose, eagle
    0, 0, -86, 93, 147, 288, 175, 198, 292, 255,
};
// clang-format on

}  // namespace tori::engine::eval
