// The Tori evaluation weights. Until the first tuning run these are the hand-set start weights;
// `tori tune fit` writes this file (docs/tuning.md).
#pragma once

#include "engine/eval/start_weights.h"

namespace tori::engine::eval {

inline constexpr Weights<Tori> TORI_WEIGHTS = start_weights<Tori>();

}  // namespace tori::engine::eval
