// Handicaps by name come from the variant traits; removal by square edits the start position.
#include "server/service/handicap.h"

#include <set>
#include <vector>

#include "core/fen.h"

namespace tori::server {

namespace {

std::vector<std::string_view> split_commas(std::string_view s) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    std::size_t comma = s.find(',', start);
    parts.push_back(s.substr(start, comma == std::string_view::npos ? comma : comma - start));
    if (comma == std::string_view::npos) return parts;
    start = comma + 1;
  }
}

// "1a": file digit (1 = right-hand file as Black sees it), rank letter from the top.
template <class V>
Result<Square> read_square(std::string_view text) {
  using G = Geometry<V::W, V::H>;
  if (text.size() != 2 || text[0] < '1' || text[0] > char('0' + V::W) || text[1] < 'a' ||
      text[1] >= char('a' + V::H))
    return make_error("'" + std::string(text) + "' is not a square of " + std::string(V::NAME) +
                      " (file 1-" + std::to_string(V::W) + ", rank a-" +
                      std::string(1, char('a' + V::H - 1)) + ")");
  return G::square(V::W - (text[0] - '0'), text[1] - 'a');
}

template <class V>
Result<std::string> remove_white_pieces(std::string_view squares) {
  Position<V> start = start_position<V>();
  std::set<Square> removed;
  for (std::string_view part : split_commas(squares)) {
    auto sq = read_square<V>(part);
    if (!sq) return sq.error();
    Piece p = start.piece_on(*sq);
    if (p == NO_PIECE || color_of(p) != WHITE)
      return make_error("no White piece stands on " + std::string(part) + " at the start");
    if (type_of(p) == V::KING)
      return make_error("the king on " + std::string(part) + " cannot be given as a handicap");
    if (!removed.insert(*sq).second)
      return make_error(std::string(part) + " is named twice in the handicap");
  }
  Position<V> pos;
  for (Square s = 0; s < Position<V>::SQUARES; ++s)
    if (start.piece_on(s) != NO_PIECE && !removed.count(s)) pos.put_piece(start.piece_on(s), s);
  pos.set_side_to_move(WHITE);
  pos.finish_setup();
  return to_sfen(pos);
}

template <class V>
bool looks_like_squares(std::string_view s) {
  return !s.empty() && s[0] >= '1' && s[0] <= '9' && s.size() >= 2 && s[1] >= 'a' && s[1] <= 'z';
}

}  // namespace

std::string even_start_sfen(VariantId variant) {
  return visit_variant(variant, []<class V>() { return std::string(V::START_SFEN); });
}

Result<std::string> handicap_start_sfen(VariantId variant, std::string_view handicap) {
  return visit_variant(variant, [&]<class V>() -> Result<std::string> {
    for (const auto& h : V::HANDICAPS)
      if (h.code == handicap) return std::string(h.sfen);
    if (looks_like_squares<V>(handicap)) return remove_white_pieces<V>(handicap);
    std::string names;
    for (const auto& h : V::HANDICAPS) names += (names.empty() ? "" : ", ") + std::string(h.code);
    return make_error("unknown handicap '" + std::string(handicap) + "' for " +
                      std::string(V::NAME) + " (known: " + names +
                      "; or White's squares to clear, such as 1a,4b)");
  });
}

}  // namespace tori::server
