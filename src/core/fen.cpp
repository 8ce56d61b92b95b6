// FEN and SFEN readers and writers. Readers never trust their input: every field is checked and
// the position is validated (kings, piece counts, immobile pieces, the side not to move in check)
// before it is returned.
#include "core/fen.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

#include "core/text.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

template <class V>
std::optional<PieceType> base_type_for_letter(char upper) {
  for (PieceType t = 1; t < V::TYPE_NB; ++t)
    if (!V::SPECS[t].promoted && V::SPECS[t].letter == upper) return t;
  return std::nullopt;
}

// Splits on runs of spaces, remembering where each field starts.
struct Field {
  std::string_view text;
  std::size_t offset;
};

std::vector<Field> split_fields(std::string_view s) {
  std::vector<Field> fields;
  for (std::string_view word : split_words(s))
    fields.push_back({word, std::size_t(word.data() - s.data())});
  return fields;
}

template <class V>
std::optional<Error> read_board(std::string_view s, std::size_t base, Position<V>& pos) {
  using G = Geometry<V::W, V::H>;
  int row = 0, col = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    std::size_t at = base + i;
    if (c == '/') {
      if (col != V::W)
        return make_error("rank " + std::string(1, char('a' + row)) + " has " +
                              std::to_string(col) + " squares; expected " + std::to_string(V::W),
                          at);
      if (++row >= V::H)
        return make_error(
            "too many ranks; " + std::string(V::NAME) + " has " + std::to_string(V::H), at);
      col = 0;
    } else if (c >= '1' && c <= '9') {
      col += c - '0';
      if (col > V::W)
        return make_error("rank is wider than " + std::to_string(V::W) + " files", at);
    } else {
      bool promoted = c == '+';
      if (promoted && ++i >= s.size()) return make_error("'+' must be followed by a piece", at);
      char letter = s[i];
      auto type = base_type_for_letter<V>(char(std::toupper(static_cast<unsigned char>(letter))));
      if (!std::isalpha(static_cast<unsigned char>(letter)) || !type)
        return make_error(
            "unknown piece letter '" + std::string(1, letter) + "' for " + std::string(V::NAME),
            base + i);
      PieceType t = *type;
      if (promoted) {
        if (!V::SPECS[t].promotes_to)
          return make_error("the " + std::string(V::SPECS[t].name) + " does not promote", at);
        t = V::SPECS[t].promotes_to;
      }
      if (col >= V::W)
        return make_error("rank is wider than " + std::to_string(V::W) + " files", at);
      Color color = std::isupper(static_cast<unsigned char>(letter)) ? BLACK : WHITE;
      pos.put_piece(make_piece(color, t), G::square(col, row));
      ++col;
    }
  }
  if (row != V::H - 1 || col != V::W)
    return make_error("the board needs " + std::to_string(V::H) + " ranks of " +
                          std::to_string(V::W) + " squares",
                      base + s.size());
  return std::nullopt;
}

// A hand as FEN ("SSp", "2Sp", "-", "") or SFEN ("2Sp", "-") writes it.
template <class V>
std::optional<Error> read_hand(std::string_view s, std::size_t base, Position<V>& pos) {
  std::array<Hand, COLOR_NB> hands{};
  if (s == "-") s = "";
  int count = 0;
  bool have_count = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c >= '0' && c <= '9') {
      count = count * 10 + (c - '0');
      have_count = true;
      if (count > 99) return make_error("hand count too large", base + i);
      continue;
    }
    auto type = base_type_for_letter<V>(char(std::toupper(static_cast<unsigned char>(c))));
    if (!std::isalpha(static_cast<unsigned char>(c)) || !type)
      return make_error("unknown piece letter '" + std::string(1, c) + "' in hand", base + i);
    if (*type == V::KING) return make_error("a king cannot be in hand", base + i);
    Color color = std::isupper(static_cast<unsigned char>(c)) ? BLACK : WHITE;
    int n = have_count ? count : 1;
    if (have_count && count == 0) return make_error("hand count 0", base + i);
    int total = hands[color].count(*type) + n;
    if (total > 2 * V::SET_COUNT[*type])
      return make_error("too many " + std::string(V::SPECS[*type].name) + " in hand", base + i);
    hands[color].set(*type, total);
    count = 0;
    have_count = false;
  }
  if (have_count) return make_error("hand count without a piece", base + s.size());
  pos.set_hand(BLACK, hands[BLACK]);
  pos.set_hand(WHITE, hands[WHITE]);
  return std::nullopt;
}

// Checks that a position could arise in a game: one king each, no more pieces than two sets
// hold, no piece that could never move, the side that just moved not in check.
template <class V>
std::optional<Error> validate_kings(const Position<V>& pos) {
  for (int c = 0; c < COLOR_NB; ++c)
    if (popcount(pos.pieces(Color(c), V::KING)) != 1)
      return make_error(std::string(c == BLACK ? "Black" : "White") + " must have exactly one " +
                        std::string(V::SPECS[V::KING].name));
  return std::nullopt;
}

// Hands hold no more of a type than two sets have (the position's key is read per count).
template <class V>
std::optional<Error> validate_hands(const Position<V>& pos) {
  for (int c = 0; c < COLOR_NB; ++c)
    for (PieceType t : V::HAND_TYPES)
      if (pos.hand(Color(c)).count(t) > 2 * V::SET_COUNT[t])
        return make_error("too many " + std::string(V::SPECS[t].name) + " in hand");
  return std::nullopt;
}

// The rest of the checks; they need the kings in place and the check information computed.
template <class V>
std::optional<Error> validate(const Position<V>& pos) {
  std::array<int, V::TYPE_NB> total{};
  for (int c = 0; c < COLOR_NB; ++c)
    for (PieceType t : V::HAND_TYPES) total[t] += pos.hand(Color(c)).count(t);
  for (PieceType t = 1; t < V::TYPE_NB; ++t) {
    total[V::SPECS[t].base] += popcount(pos.pieces(t));
    if (V::SPECS[t].dead_on_last_rank)
      for (int c = 0; c < COLOR_NB; ++c)
        if (pos.pieces(Color(c), t) & Position<V>::last_rank(Color(c)))
          return make_error("an unpromoted " + std::string(V::SPECS[t].name) +
                            " cannot stand on its last rank");
  }
  for (PieceType t = 1; t < V::TYPE_NB; ++t)
    if (total[t] > 2 * V::SET_COUNT[t])
      return make_error("more " + std::string(V::SPECS[t].name) + " pieces than the two sets hold");
  Color mover = pos.side_to_move();
  if (pos.attacked(pos.king_square(~mover), mover))
    return make_error("the side not to move is in check");
  return std::nullopt;
}

}  // namespace

template <class V>
Result<Position<V>> finish_position(Position<V> pos) {
  if (auto e = validate_kings(pos)) return *e;
  if (auto e = validate_hands(pos)) return *e;
  pos.finish_setup();
  if (auto e = validate(pos)) return *e;
  return pos;
}

template <class V>
Result<Position<V>> parse_fen(std::string_view text) {
  auto fields = split_fields(text);
  if (fields.empty()) return make_error("empty FEN");
  Position<V> pos;
  std::string_view board = fields[0].text;
  std::size_t open = board.find('[');
  std::string_view hand;
  if (open != std::string_view::npos) {
    std::size_t close = board.find(']', open);
    if (close == std::string_view::npos || close != board.size() - 1)
      return make_error("the hand must be closed by ']' at the end of the board field",
                        fields[0].offset + open);
    hand = board.substr(open + 1, close - open - 1);
    board = board.substr(0, open);
  }
  if (auto e = read_board(board, fields[0].offset, pos)) return *e;
  if (auto e = read_hand(hand, fields[0].offset + open + 1, pos)) return *e;
  if (fields.size() < 2) return make_error("missing side to move ('w' or 'b')", text.size());
  if (fields[1].text != "w" && fields[1].text != "b")
    return make_error("side to move must be 'w' (Black, sente) or 'b' (White, gote)",
                      fields[1].offset);
  Color side = fields[1].text == "w" ? BLACK : WHITE;
  pos.set_side_to_move(side);
  std::size_t i = 2;
  // Chess-style castling and en-passant fields, which Fairy-Stockfish may write as "- -".
  while (i < fields.size() && i < 4 && fields[i].text == "-") ++i;
  std::optional<int> counters[2];
  for (int k = 0; k < 2 && i < fields.size(); ++k, ++i) {
    counters[k] = read_decimal(fields[i].text);
    if (!counters[k]) return make_error("expected a move counter", fields[i].offset);
  }
  if (i < fields.size()) return make_error("unexpected text after the FEN", fields[i].offset);
  int fullmove = counters[1] ? *counters[1] : 1;  // counters[0], the halfmove clock, is unused
  if (fullmove > Position<V>::MAX_MOVE_NUMBER / 2)
    return make_error(
        "move number too large (at most " + std::to_string(Position<V>::MAX_MOVE_NUMBER / 2) + ")",
        fields[i - 1].offset);
  pos.set_move_number(2 * std::max(fullmove, 1) - 1 + (side == WHITE ? 1 : 0));
  return finish_position(pos);
}

template <class V>
Result<Position<V>> parse_sfen(std::string_view text) {
  auto fields = split_fields(text);
  if (fields.size() > 0 && fields[0].text == "sfen") fields.erase(fields.begin());
  if (fields.size() < 3)
    return make_error("an SFEN needs board, side to move and hand", text.size());
  Position<V> pos;
  if (auto e = read_board(fields[0].text, fields[0].offset, pos)) return *e;
  if (fields[1].text != "b" && fields[1].text != "w")
    return make_error("side to move must be 'b' (Black, sente) or 'w' (White, gote)",
                      fields[1].offset);
  pos.set_side_to_move(fields[1].text == "b" ? BLACK : WHITE);
  if (auto e = read_hand(fields[2].text, fields[2].offset, pos)) return *e;
  if (fields.size() >= 4) {
    auto n = read_decimal(fields[3].text);
    if (!n || *n < 1) return make_error("move number must be a positive number", fields[3].offset);
    if (*n > Position<V>::MAX_MOVE_NUMBER)
      return make_error(
          "move number too large (at most " + std::to_string(Position<V>::MAX_MOVE_NUMBER) + ")",
          fields[3].offset);
    pos.set_move_number(*n);
  }
  if (fields.size() > 4) return make_error("unexpected text after the SFEN", fields[4].offset);
  return finish_position(pos);
}

template <class V>
Result<Position<V>> parse_position(std::string_view text) {
  auto fields = split_fields(text);
  if (fields.size() == 1 && fields[0].text == "startpos") return start_position<V>();
  if (text.find('[') != std::string_view::npos) return parse_fen<V>(text);
  return parse_sfen<V>(text);
}

template <class V>
std::string piece_letters(Piece p) {
  const PieceSpec& spec = V::SPECS[type_of(p)];
  char letter = color_of(p) == BLACK ? spec.letter : char(std::tolower(spec.letter));
  return spec.promoted ? std::string{'+', letter} : std::string{letter};
}

namespace {

template <class V>
std::string board_text(const Position<V>& pos) {
  using G = Geometry<V::W, V::H>;
  std::string s;
  for (int row = 0; row < V::H; ++row) {
    int empty = 0;
    for (int col = 0; col < V::W; ++col) {
      Piece p = pos.piece_on(G::square(col, row));
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) s += char('0' + empty);
      empty = 0;
      s += piece_letters<V>(p);
    }
    if (empty) s += char('0' + empty);
    if (row + 1 < V::H) s += '/';
  }
  return s;
}

template <class V>
std::string hand_text(const Position<V>& pos, bool with_counts) {
  std::string s;
  for (int c = 0; c < COLOR_NB; ++c)
    for (PieceType t : V::HAND_TYPES) {
      int n = pos.hand(Color(c)).count(t);
      char letter = c == BLACK ? V::SPECS[t].letter : char(std::tolower(V::SPECS[t].letter));
      if (with_counts) {
        if (n > 1) s += std::to_string(n);
        if (n > 0) s += letter;
      } else {
        s.append(std::size_t(n), letter);
      }
    }
  return s;
}

}  // namespace

template <class V>
std::string to_fen(const Position<V>& pos) {
  std::string hand = hand_text(pos, false);
  return board_text(pos) + "[" + (hand.empty() ? "-" : hand) + "] " +
         (pos.side_to_move() == BLACK ? "w" : "b") + " 0 " +
         std::to_string((pos.move_number() + 1) / 2);
}

template <class V>
std::string to_sfen(const Position<V>& pos) {
  std::string hand = hand_text(pos, true);
  return board_text(pos) + " " + (pos.side_to_move() == BLACK ? "b" : "w") + " " +
         (hand.empty() ? "-" : hand) + " " + std::to_string(pos.move_number());
}

template <class V>
Position<V> start_position() {
  return parse_sfen<V>(V::START_SFEN).value();
}

#define TORI_INSTANTIATE(V)                                         \
  template Result<Position<V>> parse_fen<V>(std::string_view);      \
  template Result<Position<V>> parse_sfen<V>(std::string_view);     \
  template Result<Position<V>> parse_position<V>(std::string_view); \
  template std::string to_fen<V>(const Position<V>&);               \
  template std::string to_sfen<V>(const Position<V>&);              \
  template Position<V> start_position<V>();                         \
  template Result<Position<V>> finish_position<V>(Position<V>);     \
  template std::string piece_letters<V>(Piece);
TORI_INSTANTIATE(Tori)
TORI_INSTANTIATE(Yari)
#undef TORI_INSTANTIATE

}  // namespace tori
