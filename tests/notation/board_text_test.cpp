// The text boards: golden files for every variant, style and orientation, the geometry every
// rendering must keep (fixed widths, aligned columns, '*' on the promotion-zone lines), the
// 180-degree turn, and the seed's own Tori diagram reproduced.
#include "notation/board_text.h"

#include <gtest/gtest.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "support/random_game.h"

namespace tori {
namespace {

constexpr std::array<BoardStyle, 3> STYLES = {BoardStyle::STANDARD, BoardStyle::ALTERNATE,
                                              BoardStyle::SMALL};

// Promoted pieces of both colours and pieces in both hands (White: two swallows).
constexpr std::string_view TORI_SAMPLE =
    "rp1kcpl/3+f3/ss1sss1/2s1+S2/SS+sS1SS/3F3/LPCKCPR b SC2s 23";
constexpr std::string_view YARI_SAMPLE =
    "rnnk1b+R/7/pp1ppp1/2p3+P/7/2P1+b2/PP1PPP1/7/RBBKNN1 w Rp 16";

template <class V>
Position<V> parse(std::string_view text) {
  auto parsed = parse_position<V>(text);
  EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed ? "" : parsed.error().to_string());
  return parsed ? parsed.value() : start_position<V>();
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string rstrip(std::string s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Compares with tests/data/boards/<name>.txt; on a mismatch writes <name>.txt.actual beside it
// for review (the golden file itself is never written).
void expect_golden(const std::string& name, const std::string& actual) {
  std::string path = std::string(TORI_TEST_DATA_DIR) + "/boards/" + name + ".txt";
  std::string expected = read_file(path);
  if (expected == actual) return;
  std::ofstream(path + ".actual", std::ios::binary) << actual;
  ADD_FAILURE() << "rendering differs from " << path << " (written: " << path
                << ".actual)\n--- expected\n"
                << expected << "--- actual\n"
                << actual;
}

template <class V>
void expect_goldens(std::string_view variant, std::string_view sample, const char* last_move) {
  Position<V> pos = parse<V>(sample);
  for (BoardStyle style : STYLES)
    for (bool white_at_bottom : {false, true}) {
      BoardView view;
      view.style = style;
      view.white_at_bottom = white_at_bottom;
      view.black_name = "Bob";
      view.white_name = "Wanda";
      view.last_move = last_move;
      expect_golden(std::string(variant) + "-" + std::string(board_style_name(style)) + "-" +
                        (white_at_bottom ? "white" : "black"),
                    render_board(pos, view));
    }
}

TEST(BoardText, GoldenFilesTori) { expect_goldens<Tori>("tori", TORI_SAMPLE, "5c5d"); }
TEST(BoardText, GoldenFilesYari) { expect_goldens<Yari>("yari", YARI_SAMPLE, "5g5f"); }

// The documented layout: cell width and where in a cell the code (and the file digit) starts.
struct CellLayout {
  int width, code_column;
};
CellLayout layout_of(BoardStyle style) {
  switch (style) {
    case BoardStyle::STANDARD:
      return {5, 2};
    case BoardStyle::ALTERNATE:
      return {4, 2};
    case BoardStyle::SMALL:
      return {4, 1};
  }
  return {0, 0};
}

bool is_rank_row(const std::string& line) {
  return line.size() > 4 && std::islower(static_cast<unsigned char>(line[2])) && line[4] == '|';
}
bool is_grid_line(const std::string& line) { return line.size() > 4 && line[4] == '+'; }

// Every line of the drawing keeps its width, every column its place, whatever stands where.
template <class V>
void expect_geometry(const std::string& text, const BoardView& view) {
  SCOPED_TRACE(text);
  const int width = board_text_width<V>(view.style);
  const CellLayout cell = layout_of(view.style);
  ASSERT_EQ(width, 7 + V::W * (cell.width + 1));
  std::vector<std::string> lines = split_lines(text);
  std::vector<std::string> ranks, grids, files;
  for (const std::string& line : lines) {
    if (int(line.size()) > width) {  // a note: two spaces after the drawing, then text
      EXPECT_EQ(line.substr(std::size_t(width), 2), "  ") << line;
      EXPECT_NE(line[std::size_t(width) + 2], ' ') << line;
    }
    EXPECT_EQ(line, rstrip(line)) << "trailing spaces";
    std::string drawing = rstrip(line.substr(0, std::size_t(width)));
    if (is_rank_row(drawing)) {
      EXPECT_EQ(int(drawing.size()), width) << drawing;
      EXPECT_EQ(drawing.substr(0, 2), "  ");
      EXPECT_EQ(drawing[3], ' ');
      EXPECT_EQ(drawing.substr(drawing.size() - 3), std::string("| ") + drawing[2]);
      ranks.push_back(drawing);
    } else if (is_grid_line(drawing)) {
      EXPECT_EQ(int(drawing.size()), width - 2) << drawing;
      EXPECT_EQ(drawing.substr(0, 4), "    ");
      EXPECT_EQ(drawing.back(), '+');
      EXPECT_EQ(drawing.find_first_not_of("-+*", 4), std::string::npos) << drawing;
      grids.push_back(drawing);
    } else {
      files.push_back(drawing);
    }
  }
  ASSERT_EQ(int(ranks.size()), V::H);
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(files[0], files[1]);
  EXPECT_EQ(lines.front(), files[0]);
  EXPECT_EQ(lines.back(), files[1]);
  bool small = view.style == BoardStyle::SMALL;
  ASSERT_EQ(int(grids.size()), 2 + (small ? 2 : V::H - 1));

  // Rank letters in order, files in order; each digit above the first letter of its cells' codes.
  for (int i = 0; i < V::H; ++i)
    EXPECT_EQ(ranks[std::size_t(i)][2],
              view.white_at_bottom ? char('a' + V::H - 1 - i) : char('a' + i));
  std::string digits;
  for (int x = 0; x < int(files[0].size()); ++x)
    if (files[0][std::size_t(x)] != ' ') {
      EXPECT_EQ((x - 5 - cell.code_column) % (cell.width + 1), 0) << "digit at column " << x;
      digits += files[0][std::size_t(x)];
    }
  EXPECT_EQ(digits, view.white_at_bottom ? "1234567" : "7654321");

  // Separators: standard and alternate rows have '|' exactly where every grid line crosses;
  // small rows and lines only at the borders.
  const int right = width - 3;
  std::set<int> crossings;
  for (int x = 4; x <= right; x += small ? right - 4 : cell.width + 1) crossings.insert(x);
  for (const std::string& rank : ranks) {
    std::set<int> bars;
    for (int x = 4; x <= right; ++x)
      if (rank[std::size_t(x)] == '|') bars.insert(x);
    EXPECT_EQ(bars, crossings) << rank;
  }
  // '*' only on the two lines that bound the promotion zones, between files 6|5 and 3|2, where
  // every rank row has a separator.
  int ranks_seen = 0;
  std::vector<int> star_lines;
  for (const std::string& line : lines) {
    if (is_rank_row(line)) ++ranks_seen;
    if (!is_grid_line(line)) continue;
    std::set<int> marks, stars;
    for (int x = 4; x <= right; ++x) {
      if (line[std::size_t(x)] != '-') marks.insert(x);
      if (line[std::size_t(x)] == '*') stars.insert(x);
    }
    // Small lines cross nothing inside; only their '*' stand out.
    if (!small || stars.empty()) {
      EXPECT_EQ(marks, crossings) << line;
    }
    if (stars.empty()) continue;
    star_lines.push_back(ranks_seen);
    ASSERT_EQ(stars.size(), 2u) << line;
    std::string between;
    for (int x : stars) {
      between += std::string(1, files[0][std::size_t(x - cell.width + cell.code_column)]) +
                 files[0][std::size_t(x + 1 + cell.code_column)];
      for (const std::string& rank : ranks)
        EXPECT_TRUE(rank[std::size_t(x)] == '|' || rank[std::size_t(x)] == ' ') << rank;
    }
    EXPECT_EQ(between, view.white_at_bottom ? "2356" : "6532") << line;
  }
  EXPECT_EQ(star_lines, (std::vector<int>{V::PROMOTION_RANKS, V::H - V::PROMOTION_RANKS}));
}

// Positions all over a game: random legal moves from the start (a fixed seed), so that pieces
// move, promote and fill both hands.
template <class V>
std::vector<Position<V>> sample_positions(std::string_view extra) {
  std::vector<Position<V>> out = {start_position<V>(), parse<V>(extra)};
  for (const auto& h : V::HANDICAPS) out.push_back(parse<V>(h.sfen));
  for (uint64_t seed : {1u, 7u, 42u}) {
    const std::vector<Position<V>> game = test_support::random_game<V>(seed, 160);
    for (std::size_t ply = 7; ply < game.size(); ply += 8) out.push_back(game[ply]);
  }
  return out;
}

template <class V>
void expect_geometry_everywhere(std::string_view extra) {
  for (const Position<V>& pos : sample_positions<V>(extra))
    for (BoardStyle style : STYLES)
      for (bool white_at_bottom : {false, true}) {
        BoardView view;
        view.style = style;
        view.white_at_bottom = white_at_bottom;
        view.white_name = "a rather long name";
        view.last_move = "x";
        expect_geometry<V>(render_board(pos, view), view);
      }
}

TEST(BoardText, EveryRowKeepsItsWidthTori) { expect_geometry_everywhere<Tori>(TORI_SAMPLE); }
TEST(BoardText, EveryRowKeepsItsWidthYari) { expect_geometry_everywhere<Yari>(YARI_SAMPLE); }

// The codes a reader expects, by base piece type.
template <class V>
std::string_view expected_code(PieceType base) {
  if constexpr (std::is_same_v<V, Tori>) {
    constexpr std::array<std::string_view, 8> codes = {"",   "Ph", "Sw", "Fa",
                                                       "Cr", "Pt", "Ql", "Qr"};
    return codes[base];
  } else {
    constexpr std::array<std::string_view, 6> codes = {"", "G", "YR", "YB", "YN", "P"};
    return codes[base];
  }
}

// Reads a rendering back: the text of the cell under each file digit, by (file, rank).
std::map<std::pair<char, char>, std::string> read_cells(const std::string& text, BoardStyle style) {
  CellLayout cell = layout_of(style);
  std::vector<std::string> lines = split_lines(text);
  std::map<std::pair<char, char>, std::string> cells;
  for (const std::string& line : lines) {
    if (!is_rank_row(line)) continue;
    for (int x = 0; x < int(lines[0].size()); ++x) {
      char file = lines[0][std::size_t(x)];
      if (file == ' ') continue;
      cells[{file, line[2]}] =
          line.substr(std::size_t(x - cell.code_column), std::size_t(cell.width));
    }
  }
  return cells;
}

// Each cell shows the piece that stands on the square its coordinates name, with its owner's
// wedge direction or colour letter.
template <class V>
void expect_cells_show_position(const Position<V>& pos, const std::string& text,
                                const BoardView& view) {
  auto cells = read_cells(text, view.style);
  ASSERT_EQ(int(cells.size()), V::W * V::H);
  for (auto& [coordinate, cell] : cells) {
    auto [file, rank] = coordinate;
    Square sq = (rank - 'a') * V::W + (V::W - (file - '0'));
    Piece p = pos.piece_on(sq);
    SCOPED_TRACE(std::string(1, file) + rank + " '" + cell + "'");
    if (!p) {
      EXPECT_EQ(cell.find_first_not_of(" ."), std::string::npos);
      continue;
    }
    const PieceSpec& spec = V::SPECS[type_of(p)];
    std::string_view code = expected_code<V>(spec.base);
    std::size_t at = std::size_t(layout_of(view.style).code_column);
    EXPECT_EQ(cell.substr(at, code.size()), code);
    EXPECT_EQ(cell.find('+') != std::string::npos, spec.promoted);
    if (view.style == BoardStyle::STANDARD) {
      bool up = (color_of(p) == BLACK) != view.white_at_bottom;
      EXPECT_EQ(cell.front(), up ? '/' : '\\');
      EXPECT_EQ(cell.back(), up ? '\\' : '/');
    } else {
      EXPECT_EQ(cell[at - 1], color_of(p) == BLACK ? 'b' : 'w');
    }
  }
}

template <class V>
void expect_flip_is_rotation(std::string_view extra) {
  for (const Position<V>& pos : sample_positions<V>(extra))
    for (BoardStyle style : STYLES) {
      BoardView black_view, white_view;
      black_view.style = white_view.style = style;
      white_view.white_at_bottom = true;
      std::string from_black = render_board(pos, black_view);
      std::string from_white = render_board(pos, white_view);
      expect_cells_show_position(pos, from_black, black_view);
      expect_cells_show_position(pos, from_white, white_view);
      // The same piece at every coordinate; only a wedge turns round.
      auto cells = read_cells(from_white, style);
      for (auto& [coordinate, cell] : read_cells(from_black, style)) {
        std::string turned = cell;
        for (char& c : turned) c = c == '/' ? '\\' : c == '\\' ? '/' : c;
        EXPECT_EQ(cells[coordinate], style == BoardStyle::STANDARD ? turned : cell);
      }
      // Top to bottom is bottom to top: row i of one is row H-1-i of the other.
      std::vector<std::string> a = split_lines(from_black), b = split_lines(from_white);
      std::vector<char> ranks_a, ranks_b;
      for (auto& l : a)
        if (is_rank_row(l)) ranks_a.push_back(l[2]);
      for (auto& l : b)
        if (is_rank_row(l)) ranks_b.insert(ranks_b.begin(), l[2]);
      EXPECT_EQ(ranks_a, ranks_b);
    }
}

TEST(BoardText, FlipTurnsTheBoardRoundTori) { expect_flip_is_rotation<Tori>(TORI_SAMPLE); }
TEST(BoardText, FlipTurnsTheBoardRoundYari) { expect_flip_is_rotation<Yari>(YARI_SAMPLE); }

// The alternate style reproduces the diagram of the rules specification's server seed (its
// position, with the advanced swallows as the seed draws them), coordinates, '*' marks and names
// included: tests/data/boards/tori-alternate-diagram.txt is that diagram, its indent removed.
TEST(BoardText, AlternateStyleIsTheSeedDiagram) {
  std::vector<std::string> seed = split_lines(
      read_file(std::string(TORI_TEST_DATA_DIR) + "/boards/tori-alternate-diagram.txt"));
  ASSERT_EQ(seed.size(), 17u);
  BoardView view;
  view.style = BoardStyle::ALTERNATE;
  auto pos = parse<Tori>("rpckcpl/3f3/sssssss/2S1s2/SSSSSSS/3F3/LPCKCPR b - 1");
  std::vector<std::string> ours = split_lines(render_board(pos, view));
  ASSERT_EQ(ours.size(), 17u);
  const auto width = std::size_t(board_text_width<Tori>(BoardStyle::ALTERNATE));
  for (std::size_t i = 0; i < ours.size(); ++i) {
    std::string theirs = rstrip(seed[i]);
    SCOPED_TRACE(theirs);
    EXPECT_EQ(rstrip(ours[i].substr(0, width)), rstrip(theirs.substr(0, width)));
    if (i == 1 || i + 2 == ours.size()) {  // the borders, with the players' names
      EXPECT_EQ(ours[i], theirs);
    }
  }
}

TEST(BoardText, NotesBesideTheBoard) {
  Position<Tori> pos = parse<Tori>(TORI_SAMPLE);
  BoardView view;
  view.black_name = "";
  std::string text = render_board(pos, view);
  EXPECT_NE(text.find("    White (White)\n"), std::string::npos);
  EXPECT_NE(text.find("    Black\n"), std::string::npos);
  EXPECT_NE(text.find("  White hand: Sw x2\n"), std::string::npos);
  EXPECT_NE(text.find("  Black hand: Cr, Sw\n"), std::string::npos);
  EXPECT_NE(text.find("  Black to move\n"), std::string::npos);
  EXPECT_EQ(text.find("Last move"), std::string::npos);
  // White's name and hand at the top, Black's at the bottom; flipped, the other way round.
  EXPECT_LT(text.find("White hand"), text.find("Black hand"));
  view.white_at_bottom = true;
  text = render_board(pos, view);
  EXPECT_LT(text.find("Black hand"), text.find("White hand"));
  EXPECT_LT(text.find("Black\n"), text.find("White (White)"));

  std::string start = render_board(start_position<Yari>(), BoardView{});
  EXPECT_NE(start.find("  White hand: -\n"), std::string::npos);
  EXPECT_NE(start.find("  Black hand: -\n"), std::string::npos);
}

// A new player may not see a check on the board: the note beside it says so.
TEST(BoardText, TheSideToMoveInCheckIsToldSo) {
  // White's quail on 4b attacks Black's phoenix on 4g down the open file.
  auto checked = parse<Tori>("k6/3l3/7/7/7/2C4/3K3 b - 1");
  EXPECT_NE(render_board(checked, BoardView{}).find("  Black to move, in check\n"),
            std::string::npos);
  // The crane on 4f blocks the file: no check.
  auto shielded = parse<Tori>("k6/3l3/7/7/7/3C3/3K3 b - 1");
  std::string text = render_board(shielded, BoardView{});
  EXPECT_NE(text.find("  Black to move\n"), std::string::npos);
  EXPECT_EQ(text.find("in check"), std::string::npos);
  // Yari: Black's rook (a promoted yari rook) on 4c checks White's general on 4a.
  auto yari = parse<Yari>("3k3/7/3+R3/7/7/7/7/7/3K3 w - 1");
  EXPECT_NE(render_board(yari, BoardView{}).find("  White to move, in check\n"), std::string::npos);
}

TEST(BoardText, StyleNames) {
  for (BoardStyle style : STYLES) EXPECT_EQ(parse_board_style(board_style_name(style)), style);
  EXPECT_EQ(parse_board_style("standard"), BoardStyle::STANDARD);
  EXPECT_EQ(parse_board_style("alternate"), BoardStyle::ALTERNATE);
  EXPECT_EQ(parse_board_style("small"), BoardStyle::SMALL);
  EXPECT_FALSE(parse_board_style("Small"));
  EXPECT_FALSE(parse_board_style(""));
  EXPECT_FALSE(parse_board_style("big"));
}

}  // namespace
}  // namespace tori
