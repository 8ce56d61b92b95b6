// The three notations built as "piece, origin, separator, destination, promotion":
//   Western (Hodges):  Sw-4d  Fax3b+  Sw*3d  Cr5g-4f   (Yari: YR-7c=, P*4e)
//   numeric (pychess): C-43   Fx52    S*33   S11+      (squares as file and rank digits)
//   the server's:      7g-7f  Cr5g-4f  Sw*4d  g7-f7+  #12   (piece optional, squares 7f or f7,
//                      an optional move-number guard)
#pragma once

#include <string>
#include <string_view>

#include "core/position.h"
#include "core/result.h"

namespace tori {

enum class SanFlavor { WESTERN, NUMERIC, SERVER };

template <class V>
std::string format_san(const Position<V>& pos, Move m, SanFlavor flavor);

template <class V>
Result<Move> parse_san(const Position<V>& pos, std::string_view text, SanFlavor flavor);

}  // namespace tori
