// One entry point for every move notation; each notation lives in its own file.
#include "notation/move_notation.h"

#include <array>

#include "core/move_text.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "notation/japanese_notation.h"
#include "notation/move_resolver.h"
#include "notation/san_notation.h"

namespace tori {

template <class V>
std::string format_move(const Position<V>& pos, Move m, MoveNotation n,
                        const MoveContext& context) {
  switch (n) {
    case MoveNotation::USI:
      return to_usi<V>(m);
    case MoveNotation::UCI:
      return to_uci<V>(m);
    case MoveNotation::WESTERN:
      return format_san(pos, m, SanFlavor::WESTERN);
    case MoveNotation::NUMERIC:
      return format_san(pos, m, SanFlavor::NUMERIC);
    case MoveNotation::JAPANESE:
      return format_japanese(pos, m, context);
    case MoveNotation::SERVER:
      return format_san(pos, m, SanFlavor::SERVER);
  }
  return to_usi<V>(m);
}

template <class V>
Result<Move> parse_move(const Position<V>& pos, std::string_view text, MoveNotation n,
                        const MoveContext& context) {
  // USI and UCI have no mark that declines a promotion: a move without '+' promotes where it must
  // (the other notations decide this as they resolve the move).
  auto promoted_where_compulsory = [&](Result<Move> m) {
    return m ? Result<Move>(with_compulsory_promotion(pos, *m)) : m;
  };
  switch (n) {
    case MoveNotation::USI:
      return promoted_where_compulsory(parse_usi_move<V>(text));
    case MoveNotation::UCI:
      return promoted_where_compulsory(parse_uci_move<V>(text));
    case MoveNotation::WESTERN:
      return parse_san(pos, text, SanFlavor::WESTERN);
    case MoveNotation::NUMERIC:
      return parse_san(pos, text, SanFlavor::NUMERIC);
    case MoveNotation::JAPANESE:
      return parse_japanese(pos, text, context);
    case MoveNotation::SERVER:
      return parse_san(pos, text, SanFlavor::SERVER);
  }
  return make_error("unknown notation");
}

template <class V>
Result<Move> parse_any_move(const Position<V>& pos, std::string_view text,
                            const MoveContext& context) {
  constexpr std::array<MoveNotation, 6> ORDER = {MoveNotation::USI,      MoveNotation::UCI,
                                                 MoveNotation::WESTERN,  MoveNotation::NUMERIC,
                                                 MoveNotation::JAPANESE, MoveNotation::SERVER};
  // The most telling error: one without a position means the text was read and only the move
  // it names was wrong ("no crane of yours can move to 4d"); otherwise the one read furthest.
  std::optional<Error> best;
  auto rank = [](const Error& e) {
    return e.offset == Error::NO_OFFSET ? ~std::size_t(0) : e.offset;
  };
  for (MoveNotation n : ORDER) {
    auto move = parse_move(pos, text, n, context);
    if (move) return move;
    if (!best || rank(move.error()) > rank(*best)) best = move.error();
  }
  return *best;
}

#define TORI_INSTANTIATE(V)                                                                        \
  template std::string format_move<V>(const Position<V>&, Move, MoveNotation, const MoveContext&); \
  template Result<Move> parse_move<V>(const Position<V>&, std::string_view, MoveNotation,          \
                                      const MoveContext&);                                         \
  template Result<Move> parse_any_move<V>(const Position<V>&, std::string_view, const MoveContext&);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
