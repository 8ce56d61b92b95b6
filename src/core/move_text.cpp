// USI and UCI move readers and writers.
#include "core/move_text.h"

#include <optional>

#include "core/bitboard.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

enum class Style { USI, UCI };

template <class V>
std::optional<Square> read_square(Style style, char a, char b) {
  using G = Geometry<V::W, V::H>;
  int col, row;
  if (style == Style::USI) {  // file digit (1 = right), rank letter (a = top)
    if (a < '1' || a >= '1' + V::W || b < 'a' || b >= 'a' + V::H) return std::nullopt;
    col = V::W - (a - '0');
    row = b - 'a';
  } else {  // file letter (a = left), rank digit (1 = bottom)
    if (a < 'a' || a >= 'a' + V::W || b < '1' || b >= '1' + V::H) return std::nullopt;
    col = a - 'a';
    row = V::H - (b - '0');
  }
  return G::square(col, row);
}

template <class V>
std::string write_square(Style style, Square s) {
  using G = Geometry<V::W, V::H>;
  int col = G::col(s), row = G::row(s);
  if (style == Style::USI) return {char('0' + V::W - col), char('a' + row)};
  return {char('a' + col), char('0' + V::H - row)};
}

template <class V>
std::string square_expectation(Style style) {
  return style == Style::USI ? "a square like 4e (file 1-" + std::to_string(V::W) + ", rank a-" +
                                   std::string(1, char('a' + V::H - 1)) + ")"
                             : "a square like d3 (file a-" + std::string(1, char('a' + V::W - 1)) +
                                   ", rank 1-" + std::to_string(V::H) + ")";
}

template <class V>
Result<Move> read_move(Style style, std::string_view s) {
  const char drop_mark = style == Style::USI ? '*' : '@';
  if (s.size() >= 2 && s[1] == drop_mark) {
    PieceType t = NO_PIECE_TYPE;
    for (PieceType candidate : V::HAND_TYPES)
      if (V::SPECS[candidate].letter == s[0]) t = candidate;
    if (!t)
      return make_error("'" + std::string(1, s[0]) + "' is not a piece that can be dropped in " +
                            std::string(V::NAME) + " (use an uppercase letter)",
                        0);
    if (s.size() != 4)
      return make_error("a drop is a piece, '" + std::string(1, drop_mark) + "' and " +
                            square_expectation<V>(style),
                        2);
    auto to = read_square<V>(style, s[2], s[3]);
    if (!to) return make_error("expected " + square_expectation<V>(style), 2);
    return Move::drop(t, *to);
  }
  if (s.size() < 4)
    return make_error(
        "a move needs two squares, like " + std::string(style == Style::USI ? "4e4d" : "d3d4"),
        s.size());
  auto from = read_square<V>(style, s[0], s[1]);
  if (!from) return make_error("expected " + square_expectation<V>(style), 0);
  auto to = read_square<V>(style, s[2], s[3]);
  if (!to) return make_error("expected " + square_expectation<V>(style), 2);
  bool promote = false;
  if (s.size() == 5 && s[4] == '+')
    promote = true;
  else if (s.size() != 4)
    return make_error("only '+' (promote) may follow the squares", 4);
  if (*from == *to) return make_error("a move must change squares", 2);
  return Move::board(*from, *to, promote);
}

template <class V>
std::string write_move(Style style, Move m) {
  if (m.is_drop())
    return std::string{V::SPECS[m.dropped()].letter, style == Style::USI ? '*' : '@'} +
           write_square<V>(style, m.to());
  return write_square<V>(style, m.from()) + write_square<V>(style, m.to()) +
         (m.is_promotion() ? "+" : "");
}

}  // namespace

template <class V>
Result<Move> parse_usi_move(std::string_view text) {
  return read_move<V>(Style::USI, text);
}
template <class V>
std::string to_usi(Move m) {
  return write_move<V>(Style::USI, m);
}
template <class V>
Result<Move> parse_uci_move(std::string_view text) {
  return read_move<V>(Style::UCI, text);
}
template <class V>
std::string to_uci(Move m) {
  return write_move<V>(Style::UCI, m);
}
template <class V>
std::string usi_square(Square s) {
  return write_square<V>(Style::USI, s);
}

#define TORI_INSTANTIATE(V)                                  \
  template Result<Move> parse_usi_move<V>(std::string_view); \
  template std::string to_usi<V>(Move);                      \
  template Result<Move> parse_uci_move<V>(std::string_view); \
  template std::string to_uci<V>(Move);                      \
  template std::string usi_square<V>(Square);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
