// Helpers for the core tests: positions from text, legality checks, both colours by rotation.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/movegen.h"
#include "core/perft_suite.h"
#include "core/variant.h"

namespace tori::test {

using SquareSet = std::set<std::string>;

// Reads a position in any notation parse_position accepts; a position that does not read is a
// test failure (the start position stands in so that the test can go on).
template <class V>
Position<V> position_from(std::string_view text) {
  auto result = parse_position<V>(text);
  if (!result.ok()) {
    ADD_FAILURE() << "cannot read position '" << text << "': " << result.error().to_string();
    return start_position<V>();
  }
  return result.value();
}

template <class V>
Move usi_move(std::string_view text) {
  auto result = parse_usi_move<V>(text);
  if (!result.ok()) {
    ADD_FAILURE() << "cannot read USI move '" << text << "': " << result.error().to_string();
    return Move();
  }
  return result.value();
}

template <class V>
std::vector<Move> legal_moves(const Position<V>& pos) {
  MoveList list;
  generate_legal(pos, list);
  return {list.begin(), list.end()};
}

template <class V>
std::vector<Move> pseudo_legal_moves(const Position<V>& pos) {
  MoveList list;
  generate_pseudo_legal(pos, list);
  return {list.begin(), list.end()};
}

inline bool contains(const std::vector<Move>& moves, Move m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// All legal moves as USI strings.
template <class V>
std::set<std::string> legal_usi(const Position<V>& pos) {
  std::set<std::string> out;
  for (Move m : legal_moves(pos)) out.insert(to_usi<V>(m));
  return out;
}

// The legal board moves that start on `from` (a USI square like "4d"), as USI strings.
template <class V>
std::set<std::string> legal_usi_from(const Position<V>& pos, std::string_view from) {
  std::set<std::string> out;
  for (const std::string& m : legal_usi(pos))
    if (m.compare(0, 2, from) == 0 && m[1] != '*') out.insert(m);
  return out;
}

// The destination squares of the legal board moves that start on `from`, promoting or not.
template <class V>
SquareSet destinations(const Position<V>& pos, std::string_view from) {
  SquareSet out;
  for (const std::string& m : legal_usi_from(pos, from)) out.insert(m.substr(2, 2));
  return out;
}

// The legal drops of one piece letter, as USI strings.
template <class V>
std::set<std::string> legal_drops(const Position<V>& pos, char letter) {
  std::set<std::string> out;
  for (const std::string& m : legal_usi(pos))
    if (m[1] == '*' && m[0] == letter) out.insert(m);
  return out;
}

// "4c 4b 4a" -> {"4a", "4b", "4c"}; works for move lists as well.
inline std::set<std::string> words(std::string_view list) {
  std::set<std::string> out;
  std::istringstream in{std::string(list)};
  for (std::string w; in >> w;) out.insert(w);
  return out;
}

// Whether a USI move is legal. Fails the test when generate_legal and is_legal disagree, so
// that EXPECT_TRUE(legal(...)) and EXPECT_FALSE(legal(...)) both check the two against each other.
template <class V>
::testing::AssertionResult legal(const Position<V>& pos, std::string_view usi) {
  Move m = usi_move<V>(usi);
  bool generated = contains(legal_moves(pos), m);
  bool pseudo = contains(pseudo_legal_moves(pos), m);
  if (pseudo && is_legal(pos, m) != generated)
    ADD_FAILURE() << usi << ": is_legal says " << !generated << ", generate_legal says "
                  << generated << " in " << to_sfen(pos);
  if (generated && !pseudo)
    ADD_FAILURE() << usi << " is legal but not pseudo-legal in " << to_sfen(pos);
  auto result = generated ? ::testing::AssertionSuccess() : ::testing::AssertionFailure();
  return result << usi << (generated ? " is" : " is not") << " legal in " << to_sfen(pos);
}

// --- the same test for both colours ---

inline char swap_case(char c) {
  unsigned char u = static_cast<unsigned char>(c);
  return std::isupper(u) ? char(std::tolower(u)) : char(std::toupper(u));
}

// A board string turned by 180 degrees with the colours swapped: what White faces in the
// position Black faces in `board`.
template <class V>
std::string rotate_board(std::string_view board) {
  std::vector<std::string> cells;  // in reading order; "" is an empty square
  for (std::size_t i = 0; i < board.size(); ++i) {
    char c = board[i];
    if (c == '/') continue;
    if (c >= '1' && c <= '9') {
      cells.insert(cells.end(), std::size_t(c - '0'), "");
      continue;
    }
    std::string cell;
    if (c == '+') {
      cell += '+';
      c = board[++i];
    }
    cells.push_back(cell + swap_case(c));
  }
  EXPECT_EQ(cells.size(), std::size_t(V::W * V::H)) << "malformed test board " << board;
  std::reverse(cells.begin(), cells.end());
  std::string out;
  int empty = 0;
  auto flush = [&] {
    if (empty) out += char('0' + empty);
    empty = 0;
  };
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0 && i % V::W == 0) {
      flush();
      out += '/';
    }
    if (cells[i].empty()) {
      ++empty;
    } else {
      flush();
      out += cells[i];
    }
  }
  flush();
  return out;
}

// An SFEN (board, side, hand, move number) with the roles of Black and White exchanged.
template <class V>
std::string rotate_sfen(std::string_view sfen) {
  std::istringstream in{std::string(sfen)};
  std::string board, side, hand, number;
  in >> board >> side >> hand >> number;
  if (hand != "-") std::transform(hand.begin(), hand.end(), hand.begin(), swap_case);
  return rotate_board<V>(board) + (side == "b" ? " w " : " b ") + hand + " " +
         (number.empty() ? "1" : number);
}

template <class V>
std::string rotate_square(std::string_view usi_square) {
  return {char('0' + V::W + 1 - (usi_square[0] - '0')),
          char('a' + V::H - 1 - (usi_square[1] - 'a'))};
}

template <class V>
std::string rotate_move(std::string_view usi) {
  if (usi.size() >= 2 && usi[1] == '*')
    return std::string(usi.substr(0, 2)) + rotate_square<V>(usi.substr(2, 2));
  return rotate_square<V>(usi.substr(0, 2)) + rotate_square<V>(usi.substr(2, 2)) +
         std::string(usi.substr(4));
}

// Positions, moves and squares written as Black sees them, and turned for White: a test written
// once through a Side runs for both colours.
template <class V>
class Side {
 public:
  explicit Side(Color c) : color_(c) {}
  Color color() const { return color_; }
  std::string name() const { return color_ == BLACK ? "Black" : "White"; }

  Position<V> position(std::string_view black_sfen) const {
    return position_from<V>(color_ == BLACK ? std::string(black_sfen) : rotate_sfen<V>(black_sfen));
  }
  std::string move(std::string_view usi) const {
    return color_ == BLACK ? std::string(usi) : rotate_move<V>(usi);
  }
  std::string square(std::string_view sq) const {
    return color_ == BLACK ? std::string(sq) : rotate_square<V>(sq);
  }
  // A space-separated list of squares or moves, turned.
  std::set<std::string> list(std::string_view items) const {
    std::set<std::string> out;
    for (const std::string& w : words(items)) out.insert(w.size() == 2 ? square(w) : move(w));
    return out;
  }

 private:
  Color color_;
};

template <class V>
std::vector<Side<V>> both_sides() {
  return {Side<V>(BLACK), Side<V>(WHITE)};
}

#ifdef TORI_TEST_DATA_DIR
// The positions of a reference perft suite in tests/data/perft (FEN text, comments left out).
inline std::vector<std::string> suite_positions(const std::string& file) {
  std::string path = std::string(TORI_TEST_DATA_DIR) + "/perft/" + file;
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::vector<std::string> fens;
  for (std::string line; std::getline(in, line);) {
    auto parsed = parse_perft_suite_line(line);
    EXPECT_TRUE(parsed.ok()) << line;
    if (parsed.ok() && !parsed->fen.empty()) fens.push_back(parsed->fen);
  }
  return fens;
}
#endif

}  // namespace tori::test
