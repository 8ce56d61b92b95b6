// What the record readers and writers (kif.cpp, pgn.cpp, usi_record.cpp) share, and no one else
// needs: the replay that turns move text into moves in their positions, the moves of a record
// written out in one notation, and a few text helpers. Implemented in record_replay.cpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/result.h"
#include "core/text.h"  // trim, ascii_lower
#include "core/variant.h"
#include "notation/record.h"
#include "notation/record_tree.h"

namespace tori::record_detail {

// A move as a reader found it, still to be read in its position.
struct MoveText {
  std::string text;
  int line = 0;  // 1-based line of the record, for error messages
  std::optional<double> seconds;
  std::string comment;
};

// Whom a declared end of game (KIF 投了, 反則勝ち...) names, when the record does not say who
// won: the player to move after the last move.
enum class DeclaredSide { NONE, TO_MOVE_LOSES, TO_MOVE_WINS, DRAW };

// How a record says the game ended. The rules decide first: a game that the replay ends (mate,
// repetition) takes its result from the rules. Otherwise a decisive outcome without a reason keeps
// Termination::NONE (the winner is known, not how), and a draw without one was agreed.
struct DeclaredResult {
  Termination termination = Termination::NONE;
  std::optional<Outcome> outcome;  // when the record names the winner, or a draw
  DeclaredSide side = DeclaredSide::NONE;
};

// USI also takes Fairy-Stockfish UCI; ANY tries the numeric notation first, then every other.
enum class MoveSyntax { JAPANESE, USI, ANY };

// Replays `moves` from the start `header` describes, reading each in its position, and returns
// the header with the moves and the result filled in. Errors name the line and the move.
Result<RecordedGame> build_record(RecordedGame header, const std::vector<MoveText>& moves,
                                  MoveSyntax syntax, const DeclaredResult& declared);

// The notations the writers write moves in.
enum class MoveStyle { KIF, NUMERIC, USI };

// A move of a tree as a reader found it: its parent (an earlier index, or TreeMove::NO_PARENT).
struct TextNode {
  int parent = TreeMove::NO_PARENT;
  MoveText text;
};

// build_record for a tree: the main line (the first children) as build_record reads it, then each
// side line's moves read in their parents' positions.
Result<RecordTree> build_record_tree(RecordedGame header, const std::vector<TextNode>& nodes,
                                     MoveSyntax syntax, const DeclaredResult& declared);

// Each node's move written in one notation; empty where it or a move before it is illegal, with
// the reason in `problems` at that node.
struct WrittenTree {
  std::vector<std::string> moves;
  std::vector<std::string> problems;
};
WrittenTree write_tree_moves(const RecordTree& tree, MoveStyle style);

// The moves of a record written in one notation, and its start, for a writer.
struct WrittenMoves {
  std::vector<std::string> moves;
  std::string start_sfen;  // empty when the start could not be built
  std::string start_fen;
  Color first_to_move = BLACK;
  std::string problem;  // why the moves stop early; empty when all were legal
};
WrittenMoves write_moves(const RecordedGame& record, MoveStyle style);

// The record as a writer shows it: moves that stop early (an illegal one) make it unfinished, and
// a start SFEN that is the variant's start or a handicap's is named (手合割) instead.
RecordedGame as_written(const RecordedGame& record, const WrittenMoves& written);

// The header fields for a start position given as FEN or SFEN: a handicap code when it is a
// handicap's start, nothing when it is the variant's start, start_sfen otherwise.
struct StartFields {
  std::string handicap;
  std::string start_sfen;
};
Result<StartFields> start_fields(VariantId variant, std::string_view position);

// The SFEN of a start position given as FEN or SFEN, checked.
Result<std::string> normalized_sfen(VariantId variant, std::string_view position);

// The player to move first from the record's start (handicaps: White).
Color first_to_move(const RecordedGame& record);

// --- text ---
std::vector<std::string_view> split_lines(std::string_view text);  // \n or \r\n
std::string at_line(int line);                                     // "line 12: "
// Columns on screen: Japanese (any non-ASCII) characters take two; a KIF aligns its time column,
// and a PGN wraps its lines, by them.
std::size_t display_width(std::string_view s);

}  // namespace tori::record_detail
