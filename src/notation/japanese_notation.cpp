// Japanese notation: kanji tables, writer and reader. Text is UTF-8 throughout.
#include "notation/japanese_notation.h"

#include <array>
#include <optional>
#include <utility>

#include "core/movegen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "notation/move_resolver.h"

namespace tori {

namespace {

constexpr std::array<std::string_view, 9> FULLWIDTH_DIGITS = {"１", "２", "３", "４", "５",
                                                              "６", "７", "８", "９"};
constexpr std::array<std::string_view, 9> KANJI_NUMERALS = {"一", "二", "三", "四", "五",
                                                            "六", "七", "八", "九"};

using NameTable = std::array<std::string_view, 10>;

template <class V>
struct Kanji;

template <>
struct Kanji<Tori> {
  static constexpr NameTable names = {"", "鵬", "燕", "鷹", "鶴", "雉", "左鶉", "右鶉", "鴈", "鵰"};
  static constexpr std::array<std::pair<std::string_view, PieceType>, 1> aliases = {
      {{"雁", Tori::GOOSE}}};
};

template <>
struct Kanji<Yari> {
  static constexpr NameTable names = {"",   "玉", "香飛",   "香角",   "香桂",
                                      "歩", "飛", "成香角", "成香桂", "香銀"};
  static constexpr std::array<std::pair<std::string_view, PieceType>, 2> aliases = {
      {{"王", Yari::GENERAL}, {"将", Yari::GENERAL}}};
};

// Consumes one of `options` at the start of s; returns its index.
template <std::size_t N>
std::optional<int> take(std::string_view& s, const std::array<std::string_view, N>& options) {
  for (std::size_t i = 0; i < N; ++i)
    if (!options[i].empty() && s.starts_with(options[i])) {
      s.remove_prefix(options[i].size());
      return int(i);
    }
  return std::nullopt;
}

bool take(std::string_view& s, std::string_view word) {
  if (!s.starts_with(word)) return false;
  s.remove_prefix(word.size());
  return true;
}

void skip_spaces(std::string_view& s) {
  while (true) {
    if (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
      s.remove_prefix(1);
    else if (!take(s, "　"))
      return;
  }
}

// A digit written fullwidth, in ASCII or (for ranks) as a kanji numeral; 1-based.
std::optional<int> take_number(std::string_view& s, bool kanji) {
  if (auto i = take(s, FULLWIDTH_DIGITS)) return *i + 1;
  if (kanji)
    if (auto i = take(s, KANJI_NUMERALS)) return *i + 1;
  if (!s.empty() && s.front() >= '1' && s.front() <= '9') {
    int n = s.front() - '0';
    s.remove_prefix(1);
    return n;
  }
  return std::nullopt;
}

template <class V>
std::optional<PieceType> take_piece(std::string_view& s) {
  // Longest name first: "成香角" must not be read as a promotion mark after nothing.
  std::optional<PieceType> best;
  std::size_t best_length = 0;
  for (PieceType t = 1; t < V::TYPE_NB; ++t) {
    std::string_view name = Kanji<V>::names[t];
    if (s.starts_with(name) && name.size() > best_length) best = t, best_length = name.size();
  }
  for (auto [alias, t] : Kanji<V>::aliases)
    if (s.starts_with(alias) && alias.size() > best_length) best = t, best_length = alias.size();
  if (best) s.remove_prefix(best_length);
  return best;
}

// Bytes in the UTF-8 character that starts with `lead` (1 for a stray continuation byte).
std::size_t utf8_length(char lead) {
  auto b = static_cast<unsigned char>(lead);
  return b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
}

template <class V>
std::size_t offset_in(std::string_view whole, std::string_view rest) {
  return whole.size() - rest.size();
}

// 打 is needed when a piece of the same type on the board could move to the square: without
// the mark the text would name that move (see resolve_move).
template <class V>
bool drop_mark_needed(const Position<V>& pos, Move m) {
  Color us = pos.side_to_move();
  for (Bitboard b = pos.pieces(us, m.dropped()); b;)
    if (Attacks<V>::of(us, m.dropped(), pop_lsb(b), pos.pieces()) & square_bb(m.to())) return true;
  return false;
}

}  // namespace

template <class V>
std::string japanese_piece_name(PieceType t) {
  return std::string(Kanji<V>::names[t]);
}

template <class V>
std::string japanese_square(Square s) {
  using G = Geometry<V::W, V::H>;
  return std::string(FULLWIDTH_DIGITS[V::W - G::col(s) - 1]) +
         std::string(KANJI_NUMERALS[G::row(s)]);
}

template <class V>
std::string format_japanese(const Position<V>& pos, Move m, const MoveContext& context,
                            const JapaneseStyle& style) {
  using G = Geometry<V::W, V::H>;
  std::string text;
  if (style.side_mark) text += pos.side_to_move() == BLACK ? "▲" : "△";
  if (context.previous && context.previous.to() == m.to())
    text += "同　";
  else
    text += japanese_square<V>(m.to());
  if (m.is_drop()) {
    text += japanese_piece_name<V>(m.dropped());
    if (style.always_drop_mark || drop_mark_needed(pos, m)) text += "打";
    return text;
  }
  text += japanese_piece_name<V>(type_of(pos.piece_on(m.from())));
  if (m.is_promotion()) text += "成";
  if (declines_promotion(pos, m)) text += "不成";
  if (style.always_origin || origin_needed(pos, m))
    text +=
        "(" + std::to_string(V::W - G::col(m.from())) + std::to_string(G::row(m.from()) + 1) + ")";
  return text;
}

template <class V>
Result<Move> parse_japanese(const Position<V>& pos, std::string_view text,
                            const MoveContext& context) {
  using G = Geometry<V::W, V::H>;
  std::string_view s = text;
  skip_spaces(s);
  if (take(s, "▲") || take(s, "☗")) {
    if (pos.side_to_move() != BLACK)
      return make_error("▲ marks a move of Black, but White is to move", 0);
  } else if (take(s, "△") || take(s, "☖")) {
    if (pos.side_to_move() != WHITE)
      return make_error("△ marks a move of White, but Black is to move", 0);
  }
  MoveSpec spec;
  spec.implicit_drop = true;
  if (take(s, "同")) {
    if (!context.previous) return make_error("同 (same square) needs a previous move", 0);
    spec.to = context.previous.to();
    skip_spaces(s);
  } else {
    std::size_t at = offset_in<V>(text, s);
    auto file = take_number(s, false);
    auto rank = take_number(s, true);
    if (!file || !rank || *file > V::W || *rank > V::H)
      return make_error("expected a square like ３四 (file １-" + std::to_string(V::W) +
                            ", rank 一-" + std::string(KANJI_NUMERALS[V::H - 1]) + ") or 同",
                        at);
    spec.to = G::square(V::W - *file, *rank - 1);
  }
  std::size_t piece_at = offset_in<V>(text, s);
  auto piece = take_piece<V>(s);
  if (!piece) return make_error("expected the kanji of a piece", piece_at);
  spec.piece = *piece;
  while (!s.empty()) {
    std::size_t at = offset_in<V>(text, s);
    if (take(s, "不成") || take(s, "生")) {
      spec.promotion = PromotionMark::DECLINE;
    } else if (take(s, "成")) {
      spec.promotion = PromotionMark::PROMOTE;
    } else if (take(s, "打")) {
      spec.drop = true;
    } else if (take(s, "(") || take(s, "（")) {
      auto file = take_number(s, false), rank = take_number(s, false);
      if (!file || !rank || *file > V::W || *rank > V::H || !(take(s, ")") || take(s, "）")))
        return make_error("expected an origin like (53)", at);
      spec.from = G::square(V::W - *file, *rank - 1);
    } else if (s.front() == ' ' || s.front() == '\t' || s.starts_with("　")) {
      skip_spaces(s);
    } else {
      return make_error("unexpected '" + std::string(s.substr(0, utf8_length(s.front()))) +
                            "'; relative words such as 右 or 引 are not read, write the origin "
                            "as (53)",
                        at);
    }
  }
  return resolve_move(pos, spec, [&](Move m) {
    return format_japanese(pos, m, context, JapaneseStyle{false, true, false});
  });
}

#define TORI_INSTANTIATE(V)                                                             \
  template std::string format_japanese<V>(const Position<V>&, Move, const MoveContext&, \
                                          const JapaneseStyle&);                        \
  template Result<Move> parse_japanese<V>(const Position<V>&, std::string_view,         \
                                          const MoveContext&);                          \
  template std::string japanese_piece_name<V>(PieceType);                               \
  template std::string japanese_square<V>(Square);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
