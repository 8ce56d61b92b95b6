// The three text boards of the network shogi server, drawn for Tori (7x7) and Yari (7x9).
//
// Layout (Tori, alternate style, Black at the bottom; compare seeds/tori-shogi-rules-server.txt):
//
//          7    6    5    4    3    2    1
//       +----+----+----+----+----+----+----+    White (Wanda)
//     a | wQr| wPt| wCr| wPh| wCr| wPt| wQl| a    White hand: Sw x2, Fa
//       +----+----+----+----+----+----+----+
//     b |    |    |    | wFa|    |    |    | b
//       +----+----*----+----+----*----+----+
//     ...                                         Black to move     (beside the middle rank;
//                                                                    ", in check" when it is)
//       ...                                       Last move: 5c5d   (the line below it)
//     g | bQl| bPt| bCr| bPh| bCr| bPt| bQr| g    Black hand: -
//       +----+----+----+----+----+----+----+    Black (Bob)
//          7    6    5    4    3    2    1
//
// Every line starts with a four-column margin ("  a " on a rank), then the left border '|' (or
// '+' on a grid line) in column 4. Cells of one fixed width follow, one separator column after
// each ('|' between cells and as the right border; in the small style a space between cells),
// then " a" repeats the rank letter. So the drawing is 7 + W * (cell width + 1) columns wide
// (board_text_width) and every cell, separator and coordinate sits in the same column on every
// line. The notes beside the board start two columns after the drawing; lines without a note
// carry no trailing spaces.
//
// Cell widths, chosen so that two-letter codes and promoted pieces always fit:
//   standard   5  "/+Sw\"  "\ Fa/"  "     "   wedge: '/'..'\' points up, '\'..'/' points down;
//                                              '+' for promoted; Yari codes padded to two
//                                              ("\ G /", "/+P \")
//   alternate  4  " wQr"  "+bSw"  "    "      '+' (promoted) or space, colour letter, code; a
//                                              one-letter Yari code is padded: " bP ", "+bP "
//   small      4  "wSw "  "bSw+"  " .  "      colour letter, code, '+' suffix, padded right;
//                                              cells separated by one space, no '|' inside
// The file digit stands above and below the first letter of each code (cell offset 2 in the
// standard and alternate styles, 1 in the small one), where the small style's empty-square dot is.
//
// Grid lines: standard and alternate draw one between every two ranks; the small style only the
// two that bound the promotion zones (and the top and bottom borders), to stay small. On the
// lines bounding a promotion zone (Tori b|c and e|f, Yari c|d and f|g) the crossings between
// files 6|5 and 3|2 are '*', as in the seed diagram (generally W/3 and W - W/3 columns in from the
// left). Both are symmetric, so they stay put when the board is turned.
//
// A wedge points in its owner's forward direction on the screen: with Black at the bottom,
// Black's pieces point up and White's down; white_at_bottom turns the board by 180 degrees
// (ranks and files reversed, coordinates with them), so then White's point up. The player at the
// top has name and hand at the top right, the player at the bottom at the bottom right.
#include "notation/board_text.h"

#include <array>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

constexpr int MARGIN = 4;    // "  a " before the left border
constexpr int NOTE_GAP = 2;  // spaces between the drawing and a note beside it

constexpr std::array<std::pair<BoardStyle, std::string_view>, 3> STYLE_NAMES = {{
    {BoardStyle::STANDARD, "standard"},
    {BoardStyle::ALTERNATE, "alternate"},
    {BoardStyle::SMALL, "small"},
}};

int cell_width(BoardStyle style) { return style == BoardStyle::STANDARD ? 5 : 4; }

// Where in a cell the first letter of a piece code stands; the file digits go there too.
int code_column(BoardStyle style) { return style == BoardStyle::SMALL ? 1 : 2; }

// The code of a base piece as the boards write it: Tori as the seed diagram (Ql/Qr, Pt), Yari's
// Western codes.
template <class V>
std::string_view base_code(PieceType base) {
  static constexpr auto CODES = [] {
    std::array<std::string_view, V::TYPE_NB> c{};
    if constexpr (std::is_same_v<V, Tori>) {
      c[Tori::PHOENIX] = "Ph";
      c[Tori::SWALLOW] = "Sw";
      c[Tori::FALCON] = "Fa";
      c[Tori::CRANE] = "Cr";
      c[Tori::PHEASANT] = "Pt";
      c[Tori::LEFT_QUAIL] = "Ql";
      c[Tori::RIGHT_QUAIL] = "Qr";
    } else {
      c[Yari::GENERAL] = "G";
      c[Yari::YARI_ROOK] = "YR";
      c[Yari::YARI_BISHOP] = "YB";
      c[Yari::YARI_KNIGHT] = "YN";
      c[Yari::PAWN] = "P";
    }
    return c;
  }();
  return CODES[base];
}

std::string padded(std::string s, int width) {
  if (int(s.size()) < width) s.append(std::size_t(width - int(s.size())), ' ');
  return s;
}

template <class V>
std::string cell_text(BoardStyle style, Piece p, bool points_up) {
  if (!p)
    return style == BoardStyle::SMALL ? " .  " : std::string(std::size_t(cell_width(style)), ' ');
  const PieceSpec& spec = V::SPECS[type_of(p)];
  std::string code(base_code<V>(spec.base));
  char colour = color_of(p) == BLACK ? 'b' : 'w';
  switch (style) {
    case BoardStyle::STANDARD:
      return std::string(1, points_up ? '/' : '\\') + (spec.promoted ? '+' : ' ') +
             padded(code, 2) + (points_up ? '\\' : '/');
    case BoardStyle::ALTERNATE:
      return padded(std::string(1, spec.promoted ? '+' : ' ') + colour + code, 4);
    case BoardStyle::SMALL:
      return padded(colour + code + (spec.promoted ? "+" : ""), 4);
  }
  return {};
}

std::string player_label(Color c, const BoardView& view) {
  std::string_view side = c == BLACK ? "Black" : "White";
  const std::string& name = c == BLACK ? view.black_name : view.white_name;
  return name.empty() ? std::string(side) : std::string(side) + " (" + name + ")";
}

template <class V>
std::string hand_note(const Position<V>& pos, Color c) {
  std::string s = c == BLACK ? "Black hand: " : "White hand: ";
  bool any = false;
  for (PieceType t : V::HAND_TYPES) {
    int n = pos.hand(c).count(t);
    if (n == 0) continue;
    if (any) s += ", ";
    s += base_code<V>(t);
    if (n > 1) s += " x" + std::to_string(n);
    any = true;
  }
  return any ? s : s + "-";
}

// One drawing in progress: its lines and the note, if any, beside each.
template <class V>
class BoardDrawing {
 public:
  BoardDrawing(const Position<V>& pos, const BoardView& view)
      : pos_(pos), view_(view), style_(view.style), cell_(cell_width(view.style)) {}

  std::string render() {
    add_file_numbers();
    add_grid_line(false);
    const Color top = view_.white_at_bottom ? BLACK : WHITE;
    note(player_label(top, view_));
    std::size_t middle = 0;
    for (int row = 0; row < V::H; ++row) {
      add_rank(row);
      if (row == 0) note(hand_note(pos_, top));
      if (row == V::H - 1) note(hand_note(pos_, ~top));
      if (row == V::H / 2) {
        note(side_to_move_note());
        middle = lines_.size() - 1;
      }
      if (row + 1 < V::H) {
        bool zone_edge = row + 1 == V::PROMOTION_RANKS || row + 1 == V::H - V::PROMOTION_RANKS;
        if (zone_edge || style_ != BoardStyle::SMALL) add_grid_line(zone_edge);
      }
    }
    add_grid_line(false);
    note(player_label(~top, view_));
    if (!view_.last_move.empty()) notes_[middle + 1] = "Last move: " + view_.last_move;
    add_file_numbers();
    return join();
  }

 private:
  int width() const { return 7 + V::W * (cell_ + 1); }
  int cell_start(int column) const { return MARGIN + 1 + column * (cell_ + 1); }

  // The board square drawn at screen row/column.
  Square square_at(int row, int column) const {
    if (view_.white_at_bottom) return (V::H - 1 - row) * V::W + (V::W - 1 - column);
    return row * V::W + column;
  }
  char rank_letter(int row) const { return char('a' + square_at(row, 0) / V::W); }
  char file_digit(int column) const { return char('0' + V::W - square_at(0, column) % V::W); }

  // "Black to move", and ", in check" when that side's royal piece is attacked: a new
  // player may not see the check on the board, and a move that ignores it is refused.
  std::string side_to_move_note() const {
    std::string text = pos_.side_to_move() == BLACK ? "Black to move" : "White to move";
    return pos_.in_check() ? text + ", in check" : text;
  }

  void push(std::string line) {
    lines_.push_back(std::move(line));
    notes_.emplace_back();
  }
  void note(std::string text) { notes_.back() = std::move(text); }

  void add_file_numbers() {
    std::string line(std::size_t(width()), ' ');
    for (int column = 0; column < V::W; ++column)
      line[std::size_t(cell_start(column) + code_column(style_))] = file_digit(column);
    push(line);
  }

  // A horizontal line; one that bounds a promotion zone has '*' at the crossings a third of the
  // way in from each side. The small style has no crossings inside, only those marks.
  void add_grid_line(bool zone_edge) {
    std::string line(std::size_t(width()), ' ');
    for (int x = MARGIN; x <= cell_start(V::W) - 1; ++x) line[std::size_t(x)] = '-';
    for (int column = 0; column <= V::W; ++column) {
      auto x = std::size_t(cell_start(column) - 1);
      bool star = zone_edge && (column == V::W / 3 || column == V::W - V::W / 3);
      bool edge = column == 0 || column == V::W;
      if (star)
        line[x] = '*';
      else if (edge || style_ != BoardStyle::SMALL)
        line[x] = '+';
    }
    push(line);
  }

  void add_rank(int row) {
    char letter = rank_letter(row);
    std::string line = std::string(2, ' ') + letter + " |";
    for (int column = 0; column < V::W; ++column) {
      Piece p = pos_.piece_on(square_at(row, column));
      bool points_up = (color_of(p) == BLACK) != view_.white_at_bottom;
      line += cell_text<V>(style_, p, points_up);
      line += column + 1 < V::W && style_ == BoardStyle::SMALL ? ' ' : '|';
    }
    line += std::string(" ") + letter;
    push(line);
  }

  std::string join() const {
    std::string out;
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      std::string line = lines_[i];
      if (notes_[i].empty()) {
        while (!line.empty() && line.back() == ' ') line.pop_back();
      } else {
        line = padded(line, width() + NOTE_GAP) + notes_[i];
      }
      out += line + '\n';
    }
    return out;
  }

  const Position<V>& pos_;
  const BoardView& view_;
  BoardStyle style_;
  int cell_;
  std::vector<std::string> lines_;
  std::vector<std::string> notes_;
};

}  // namespace

std::optional<BoardStyle> parse_board_style(std::string_view name) {
  for (auto [style, text] : STYLE_NAMES)
    if (text == name) return style;
  return std::nullopt;
}

std::string_view board_style_name(BoardStyle style) {
  for (auto [s, text] : STYLE_NAMES)
    if (s == style) return text;
  return "?";
}

template <class V>
std::string render_board(const Position<V>& pos, const BoardView& view) {
  return BoardDrawing<V>(pos, view).render();
}

template <class V>
int board_text_width(BoardStyle style) {
  return 7 + V::W * (cell_width(style) + 1);
}

template <class V>
std::string board_piece_code(PieceType type) {
  const PieceSpec& spec = V::SPECS[type];
  return (spec.promoted ? "+" : "") + std::string(base_code<V>(spec.base));
}

template std::string render_board<Tori>(const Position<Tori>&, const BoardView&);
template std::string render_board<Yari>(const Position<Yari>&, const BoardView&);
template int board_text_width<Tori>(BoardStyle);
template int board_text_width<Yari>(BoardStyle);
template std::string board_piece_code<Tori>(PieceType);
template std::string board_piece_code<Yari>(PieceType);

}  // namespace tori
