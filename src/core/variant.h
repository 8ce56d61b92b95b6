// Choosing a variant at run time: the one place where a name becomes a compile-time variant.
#pragma once

#include <optional>
#include <string_view>

#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

enum class VariantId { TORI, YARI };

// Accepts our names and the Fairy-Stockfish/pychess ones: tori, torishogi, yari, yarishogi.
inline std::optional<VariantId> parse_variant_name(std::string_view name) {
  if (name == Tori::NAME || name == Tori::FSF_NAME) return VariantId::TORI;
  if (name == Yari::NAME || name == Yari::FSF_NAME) return VariantId::YARI;
  return std::nullopt;
}

// Calls f.template operator()<Tori>() or <Yari>(): code written once as a template runs for
// whichever variant was named.
template <class F>
decltype(auto) visit_variant(VariantId id, F&& f) {
  if (id == VariantId::TORI) return f.template operator()<Tori>();
  return f.template operator()<Yari>();
}

}  // namespace tori
