// The weights the engine evaluates with: the one table per variant.
#pragma once

#include "engine/eval/weights_tori.h"
#include "engine/eval/weights_yari.h"

namespace tori::engine::eval {

template <class V>
inline constexpr Weights<V> WEIGHTS{};
template <>
inline constexpr Weights<Tori> WEIGHTS<Tori> = TORI_WEIGHTS;
template <>
inline constexpr Weights<Yari> WEIGHTS<Yari> = YARI_WEIGHTS;

}  // namespace tori::engine::eval
