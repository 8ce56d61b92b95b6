// The three text boards of the network shogi server: `standard` (wedge cells such as |\ N/|),
// `alternate` (Shogi-L cells such as | wN |) and `small` (|wN bG bP+|), with coordinates on all
// four sides, '*' where the grid lines bounding the promotion zones cross, both hands with counts,
// the players' names, the side to move (and whether it is in check) and the last move.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/position.h"

namespace tori {

enum class BoardStyle { STANDARD, ALTERNATE, SMALL };

std::optional<BoardStyle> parse_board_style(std::string_view name);
std::string_view board_style_name(BoardStyle style);

struct BoardView {
  BoardStyle style = BoardStyle::STANDARD;
  bool white_at_bottom = false;  // the `flip` setting for a viewer who plays White
  std::string black_name = "Black";
  std::string white_name = "White";
  std::string last_move;  // already written in the viewer's notation; empty for none
};

template <class V>
std::string render_board(const Position<V>& pos, const BoardView& view);

// A piece's code as the boards write it (Tori "Sw", "Ql"; Yari "YR", "P"), with '+' before a
// promoted one's ("+Sw"), for texts that explain the boards.
template <class V>
std::string board_piece_code(PieceType type);

// Columns the board drawing itself takes in render_board's output, coordinates included; the notes
// beside it (names, hands, side to move, last move) start two columns further right.
template <class V>
int board_text_width(BoardStyle style);

}  // namespace tori
