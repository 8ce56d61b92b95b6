// Why a move is refused, as a code with its parameters (the piece, the squares, the side), so
// that a page can say it in the player's language; refusal_text says it in English, the words
// the core has always used ("a third swallow may not be dropped on file 4"). The codes' names
// are part of the API (docs/api.md, "Reasons"): add codes, never rename one.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tori {

enum class RefusalCode : uint8_t {
  OFF_BOARD,                  // a square off the board
  NOT_A_PIECE,                // variant: a drop of no piece of the variant
  CANNOT_BE_DROPPED,          // piece
  NOT_IN_HAND,                // piece
  SQUARE_OCCUPIED,            // square: a drop onto a piece
  DROP_ON_LAST_RANK,          // piece: it could never move
  FILE_LIMIT,                 // piece, count (the one too many: 3 for a third), file
  DROP_MATE,                  // piece: the pawn-like piece may not be dropped to mate
  NO_PIECE_ON,                // square
  OPPONENTS_PIECE,            // piece, square, owner, turn
  CANNOT_MOVE_THERE,          // piece, from, to
  OWN_PIECE_THERE,            // piece, square
  DOES_NOT_PROMOTE,           // piece
  PROMOTION_OUTSIDE_ZONE,     // piece
  PROMOTION_COMPULSORY,       // piece
  MUST_PROMOTE_ON_LAST_RANK,  // piece
  KING_INTO_CHECK,            // piece (the king's name): the king moves into check
  CHECK_NOT_ANSWERED,         // piece (the king's name)
  KING_LEFT_IN_CHECK,         // piece (the king's name)
  FOURTH_REPETITION,          // Tori: the fourth occurrence of a position
  GAME_OVER,                  // outcome, termination, description (English, the result's)
  UNREADABLE_MOVE,            // text, detail (English, the reader's): the text names no move
  // A server's, not the position's: who may move, and which move a request meant.
  NOT_YOUR_TURN,         // turn, player: the side to move and who plays it
  MOVE_NUMBER_MISMATCH,  // marked, current: the request's move number and the game's
};

struct Refusal {
  Refusal() = default;
  explicit Refusal(RefusalCode c) : code(c) {}

  RefusalCode code = RefusalCode::OFF_BOARD;
  std::string piece;         // the piece's English name, as in the variant ("left quail")
  std::string square;        // USI ("4e")
  std::string from, to;      // USI
  std::string owner, turn;   // "black" or "white"
  std::string variant;       // the variant's short name: "tori" or "yari"
  int file = 0;              // as USI counts (1 on the right)
  int count = 0;             // FILE_LIMIT: how many the drop would make
  std::string outcome;       // GAME_OVER: "black", "white" or "draw"
  std::string termination;   // GAME_OVER: as termination_name says ("checkmate", ...)
  std::string description;   // GAME_OVER: "Black wins by checkmate"
  std::string text, detail;  // UNREADABLE_MOVE: what was typed, and why it names no move
  std::string player;        // NOT_YOUR_TURN: the name of the player to move
  int marked = 0;            // MOVE_NUMBER_MISMATCH: the move number the request names
  int current = 0;           // MOVE_NUMBER_MISMATCH: the game's move number
};

// "not_in_hand", "file_limit", ...: the code as the API and the browser's rules say it.
std::string_view refusal_code_name(RefusalCode code);

// The refusal in English: what Game::why_illegal and the explain op have always answered.
std::string refusal_text(const Refusal& r);

// The parameters the code has (those set), in a fixed order, for a JSON object beside the code:
// `number` for file and count, `text` for the others.
struct RefusalParam {
  std::string_view name;
  std::string text;
  int number = 0;
  bool is_number = false;
};
std::vector<RefusalParam> refusal_params(const Refusal& r);

}  // namespace tori
