// The pieces page. Codes, letters and kanji come from the notation layer (what the boards, the
// moves and the records really write); only how each piece moves is told here, in words.
#include "server/commands/help_pieces.h"

#include <array>
#include <string_view>
#include <utility>

#include "core/variant_tori.h"
#include "core/variant_yari.h"
#include "notation/board_text.h"
#include "notation/japanese_notation.h"
#include "notation/piece_codes.h"

namespace tori::server {

namespace {

// How each piece moves, by the name the core gives it (PieceSpec::name), in the owner's frame
// ("forward" is towards the opponent); a second line starts with the indent of the page.
constexpr std::array<std::pair<std::string_view, std::string_view>, 17> HOW_IT_MOVES = {{
    {"phoenix", "One step in any direction. The king: checkmate it to win."},
    {"swallow", "One step straight forward."},
    {"falcon", "One step in any direction but straight back."},
    {"crane", "One step forward, back or diagonally; never sideways."},
    {"pheasant", "Jumps to the square two straight ahead, or one step diagonally back."},
    {"left quail",
     "Slides straight forward, and diagonally back to its right;\n"
     "     or one step diagonally back to its left."},
    {"right quail",
     "Slides straight forward, and diagonally back to its left;\n"
     "     or one step diagonally back to its right."},
    {"goose",
     "Jumps to the square two diagonally forward (left or right),\n"
     "     or to the square two straight back."},
    {"eagle",
     "One step in any direction; slides diagonally forward and straight back;\n"
     "     up to two squares diagonally back (a piece on the first stops it)."},
    {"general", "One step in any direction. The king: checkmate it to win."},
    {"yari rook", "Slides straight forward or sideways."},
    {"yari bishop", "Slides straight forward, or one step diagonally forward."},
    {"yari knight",
     "Slides straight forward, or jumps as a shogi knight does:\n"
     "     two squares forward and one to the side."},
    {"pawn", "One step straight forward."},
    {"rook", "Slides in the four straight directions."},
    {"yari gold", "One step forward, diagonally forward or sideways; slides straight back."},
    {"yari silver", "One step forward or diagonally forward; slides straight back."},
}};

std::string_view how_it_moves(std::string_view name) {
  for (auto [piece, moves] : HOW_IT_MOVES)
    if (piece == name) return moves;
  return "";
}

template <class V>
std::string piece_entry(PieceType type) {
  const PieceSpec& spec = V::SPECS[type];
  std::string code = board_piece_code<V>(type);
  std::string text = code + std::string(code.size() < 5 ? 5 - code.size() : 1, ' ') +
                     std::string(spec.name) + " " + japanese_piece_name<V>(type) + ", SFEN " +
                     numeric_code<V>(type);
  if (std::string western = western_code<V>(type); western != code)
    text += "; moves may also write it " + western;
  text += "\n     " + std::string(how_it_moves(spec.name)) + "\n";
  if (spec.promotes_to)
    text += "     Promotes to " + std::string(V::SPECS[spec.promotes_to].name) + " (" +
            board_piece_code<V>(spec.promotes_to) + ").\n";
  if (spec.promoted)
    text += "     Captured, it goes to the captor's hand as a " +
            std::string(V::SPECS[spec.base].name) + ".\n";
  return text;
}

// How the boards, moves and SFEN show a piece, with the pawn of the game as the example.
template <class V>
std::string how_to_read() {
  std::string code = board_piece_code<V>(V::PAWN_LIKE);    // "Sw", "P"
  std::string wide = code.size() < 2 ? code + " " : code;  // as a wedge holds it
  std::string name(V::SPECS[V::PAWN_LIKE].name);
  return "The boards show each piece by its code (standard: in a wedge pointing forward):\n"
         "  standard   / " +
         wide + "\\ Black's, \\ " + wide + "/ White's, /+" + wide +
         "\\ promoted\n"
         "  alternate  b" +
         code + " Black's, w" + code + " White's, +b" + code +
         " promoted\n"
         "  small      b" +
         code + " Black's, w" + code + " White's, b" + code +
         "+ promoted\n"
         "Moves name a piece by its code (" +
         code + "*4d drops a " + name + " on 4d), SFEN by its letter\n(upper case for Black's).\n";
}

}  // namespace

std::string pieces_help(VariantId game) {
  return visit_variant(game, [game]<class V>() {
    std::string text = "Pieces of " + std::string(game == VariantId::TORI ? "Tori" : "Yari") +
                       " Shogi" + ": code, name, kanji, SFEN letter, and how it moves\n" +
                       "(forward is towards the opponent; left and right as its owner sees "
                       "them).\n\n";
    for (PieceType type = 1; type < V::TYPE_NB; ++type) text += piece_entry<V>(type);
    return text + "\n" + how_to_read<V>();
  });
}

}  // namespace tori::server
