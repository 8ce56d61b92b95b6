// Readers and writers of the Western, numeric and server notations (see san_notation.h).
#include "notation/san_notation.h"

#include <cctype>
#include <optional>

#include "core/move_text.h"
#include "core/text.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "notation/move_resolver.h"
#include "notation/piece_codes.h"

namespace tori {

namespace {

enum class SquareOrder { FILE_FIRST, RANK_FIRST };

struct SquareRead {
  Square square;
  SquareOrder order;
  std::size_t length;
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Western: "4d"; numeric: "43"; server: "4d" or "d4".
template <class V>
std::optional<SquareRead> read_square(std::string_view s, SanFlavor flavor) {
  using G = Geometry<V::W, V::H>;
  if (s.size() < 2) return std::nullopt;
  auto file_ok = [](char c) { return c >= '1' && c < '1' + V::W; };
  auto rank_letter_ok = [](char c) { return c >= 'a' && c < 'a' + V::H; };
  auto rank_digit_ok = [](char c) { return c >= '1' && c < '1' + V::H; };
  auto make = [](char file, int row, SquareOrder order) {
    return SquareRead{G::square(V::W - (file - '0'), row), order, 2};
  };
  if (flavor == SanFlavor::NUMERIC) {
    if (file_ok(s[0]) && rank_digit_ok(s[1]))
      return make(s[0], s[1] - '1', SquareOrder::FILE_FIRST);
    return std::nullopt;
  }
  if (file_ok(s[0]) && rank_letter_ok(s[1])) return make(s[0], s[1] - 'a', SquareOrder::FILE_FIRST);
  if (flavor == SanFlavor::SERVER && rank_letter_ok(s[0]) && file_ok(s[1]))
    return make(s[1], s[0] - 'a', SquareOrder::RANK_FIRST);
  return std::nullopt;
}

template <class V>
std::string write_square(Square s, SanFlavor flavor) {
  using G = Geometry<V::W, V::H>;
  if (flavor == SanFlavor::NUMERIC) return {char('0' + V::W - G::col(s)), char('1' + G::row(s))};
  return usi_square<V>(s);
}

template <class V>
std::string square_example(SanFlavor flavor) {
  switch (flavor) {
    case SanFlavor::NUMERIC:
      return "a square like 43 (file 1-" + std::to_string(V::W) + ", rank 1-" +
             std::to_string(V::H) + ")";
    case SanFlavor::SERVER:
      return "a square like 4d or d4";
    default:
      return "a square like 4d (file 1-" + std::to_string(V::W) + ", rank a-" +
             std::string(1, char('a' + V::H - 1)) + ")";
  }
}

// The server lets a move carry "#N": it is only accepted as move number N.
template <class V>
std::optional<Error> strip_move_number_guard(std::string_view& s, const Position<V>& pos) {
  std::size_t hash = s.rfind('#');
  if (hash == std::string_view::npos) return std::nullopt;
  std::string_view number = trim(s.substr(hash + 1));
  int n = 0;
  if (number.empty() || number.size() > 6)
    return make_error("expected a move number after '#'", hash);
  for (char c : number) {
    if (!is_digit(c)) return make_error("expected a move number after '#'", hash);
    n = n * 10 + (c - '0');
  }
  if (n != pos.move_number())
    return make_error("the move is marked #" + std::to_string(n) + " but this is move " +
                          std::to_string(pos.move_number()),
                      hash);
  s = trim(s.substr(0, hash));
  return std::nullopt;
}

template <class V>
Result<MoveSpec> read_spec(const Position<V>& pos, std::string_view s, SanFlavor flavor) {
  MoveSpec spec;
  std::size_t i = 0;
  bool western = flavor != SanFlavor::NUMERIC, numeric = flavor != SanFlavor::WESTERN;
  if (auto code = read_piece_code<V>(s, western, numeric)) {
    spec.piece = code->type;
    i = code->length;
  }
  auto first = read_square<V>(s.substr(i), flavor);
  std::optional<SquareRead> origin, destination;
  if (first) i += first->length;
  char sep = i < s.size() ? s[i] : '\0';
  if (sep == '-' || sep == 'x' || sep == '*') {
    ++i;
    origin = first;
    destination = read_square<V>(s.substr(i), flavor);
    if (!destination) return make_error("expected " + square_example<V>(flavor), i);
    i += destination->length;
  } else if (first) {
    destination = first;  // "S11+": no separator
  } else if (spec.piece == NO_PIECE_TYPE) {
    return make_error("expected a piece code or " + square_example<V>(flavor), 0);
  } else {
    return make_error("expected " + square_example<V>(flavor) + " or '-', 'x', '*'", i);
  }
  if (origin && origin->order != destination->order)
    return make_error("write both squares the same way (7g-7f or g7-f7)", i - 2);
  if (i < s.size() && (s[i] == '+' || s[i] == '='))
    spec.promotion = s[i++] == '+' ? PromotionMark::PROMOTE : PromotionMark::DECLINE;
  if (i < s.size())
    return make_error("unexpected '" + std::string(s.substr(i)) + "' after the move", i);

  spec.to = destination->square;
  spec.drop = sep == '*';
  if (origin) spec.from = origin->square;
  if (spec.drop && origin) return make_error("a drop has no origin square", 0);
  if (spec.piece == NO_PIECE_TYPE && !origin)
    return make_error("name the piece or the square it moves from", 0);
  if (sep == 'x') {
    Piece target = pos.piece_on(spec.to);
    if (!target || color_of(target) == pos.side_to_move())
      return make_error(
          "'x' marks a capture, but there is nothing to capture on " + usi_square<V>(spec.to), 0);
  }
  return spec;
}

}  // namespace

template <class V>
std::string format_san(const Position<V>& pos, Move m, SanFlavor flavor) {
  auto code = [&](PieceType t) {
    return flavor == SanFlavor::NUMERIC ? numeric_code<V>(t) : western_code<V>(t);
  };
  if (m.is_drop()) return code(m.dropped()) + "*" + write_square<V>(m.to(), flavor);
  std::string text;
  if (flavor == SanFlavor::SERVER) {
    text = write_square<V>(m.from(), flavor) + "-" + write_square<V>(m.to(), flavor);
  } else {
    text = code(type_of(pos.piece_on(m.from())));
    if (origin_needed(pos, m)) text += write_square<V>(m.from(), flavor);
    text += pos.piece_on(m.to()) ? "x" : "-";
    text += write_square<V>(m.to(), flavor);
  }
  if (m.is_promotion()) text += "+";
  if (declines_promotion(pos, m)) text += "=";
  return text;
}

template <class V>
Result<Move> parse_san(const Position<V>& pos, std::string_view text, SanFlavor flavor) {
  std::string_view s = trim(text);
  if (flavor == SanFlavor::SERVER)
    if (auto error = strip_move_number_guard(s, pos)) return *error;
  if (s.empty()) return make_error("empty move");
  auto spec = read_spec(pos, s, flavor);
  if (!spec) return spec.error();
  return resolve_move(pos, *spec, [&](Move m) {
    // Candidates are listed with their origin so that the player can copy one.
    std::string written = format_san(pos, m, flavor);
    if (flavor == SanFlavor::SERVER || m.is_drop()) return written;
    PieceType t = type_of(pos.piece_on(m.from()));
    std::string code = flavor == SanFlavor::NUMERIC ? numeric_code<V>(t) : western_code<V>(t);
    std::string from = write_square<V>(m.from(), flavor);
    return written.compare(code.size(), from.size(), from) == 0 ? written
                                                                : written.insert(code.size(), from);
  });
}

#define TORI_INSTANTIATE(V)                                                \
  template std::string format_san<V>(const Position<V>&, Move, SanFlavor); \
  template Result<Move> parse_san<V>(const Position<V>&, std::string_view, SanFlavor);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
