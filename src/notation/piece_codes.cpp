// Piece code tables and the longest-match reader.
#include "notation/piece_codes.h"

#include <array>
#include <utility>

#include "core/text.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

// Two-letter codes are read in any case ("SW", "fa"); a one-letter code must match exactly, so
// that "g7" stays a square and not Yari's general.
bool code_matches(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  if (a.size() == 1 || (a.size() == 2 && a[0] == '+')) return a == b;
  return equals_ignoring_case(a, b);
}

template <class V>
struct Aliases {
  static constexpr std::array<std::pair<std::string_view, PieceType>, 0> list{};
};

template <>
struct Aliases<Tori> {
  static constexpr std::array<std::pair<std::string_view, PieceType>, 4> list{{
      {"Go", Tori::GOOSE},
      {"Eg", Tori::EAGLE},
      {"Ql", Tori::LEFT_QUAIL},
      {"Qr", Tori::RIGHT_QUAIL},
  }};
};

void consider(std::optional<PieceCodeMatch>& best, PieceType t, std::size_t length) {
  if (!best || length > best->length) best = PieceCodeMatch{t, length};
}

}  // namespace

template <class V>
std::string western_code(PieceType t) {
  return std::string(V::SPECS[t].code);
}

template <class V>
std::string numeric_code(PieceType t) {
  const PieceSpec& spec = V::SPECS[t];
  return spec.promoted ? std::string{'+', spec.letter} : std::string{spec.letter};
}

template <class V>
std::optional<PieceCodeMatch> read_piece_code(std::string_view text, bool western, bool numeric) {
  std::optional<PieceCodeMatch> best;
  for (PieceType t = 1; t < V::TYPE_NB; ++t) {
    if (western) {
      std::string code = western_code<V>(t);
      if (text.size() >= code.size() && code_matches(text.substr(0, code.size()), code))
        consider(best, t, code.size());
    }
    if (numeric) {
      std::string code = numeric_code<V>(t);
      if (text.substr(0, code.size()) == code) consider(best, t, code.size());
    }
  }
  if (western)
    for (auto [alias, t] : Aliases<V>::list) {
      if (text.size() >= alias.size() && code_matches(text.substr(0, alias.size()), alias))
        consider(best, t, alias.size());
    }
  return best;
}

#define TORI_INSTANTIATE(V)                        \
  template std::string western_code<V>(PieceType); \
  template std::string numeric_code<V>(PieceType); \
  template std::optional<PieceCodeMatch> read_piece_code<V>(std::string_view, bool, bool);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
