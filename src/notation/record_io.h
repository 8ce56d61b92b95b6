// Game records in and out: KIF (the Japanese standard), PGN as pychess-variants writes it, and a
// USI `position` command. Readers replay the moves as they read them, so a record that comes back
// holds legal tori::Move values and a result; an error names the line (and the move) at fault.
//
// Sides: our Black is sente, the first player. PGN follows pychess and Fairy-Stockfish, where the
// first player is "white": the PGN [White] tag names our Black player and "1-0" means that Black
// (sente) won. KIF names the sides 先手/後手, or 下手/上手 in handicap games (上手 = White, who
// gave the handicap and moves first).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/result.h"
#include "core/variant.h"
#include "notation/record.h"

namespace tori {

enum class RecordFormat { KIF, PGN, USI };

std::string_view record_format_name(RecordFormat format);  // "kif", "pgn", "usi"
std::optional<RecordFormat> parse_record_format_name(std::string_view name);

// What a record may not say itself. A USI command never names its variant (unless its SFEN does,
// by the number of ranks); a PGN without [Variant] and a KIF without 棋種 or telling kanji
// neither.
struct ReadOptions {
  VariantId variant = VariantId::TORI;
};

// The format the bytes look like: a `position`/`startpos`/`sfen` line is USI, a tag pair or a
// move number is PGN, anything else KIF.
RecordFormat detect_record_format(std::string_view bytes);

// Reads a record in `format`, or in the detected one when none is given.
Result<RecordedGame> read_record(std::string_view bytes, std::optional<RecordFormat> format = {},
                                 const ReadOptions& options = {});
std::string write_record(const RecordedGame& record, RecordFormat format);

// KIF, UTF-8 (with or without BOM) or Shift_JIS (CP932). Written in UTF-8.
Result<RecordedGame> read_kif(std::string_view bytes, const ReadOptions& options = {});
std::string write_kif(const RecordedGame& record);

// PGN; moves are written in the numeric notation and read in any notation.
Result<RecordedGame> read_pgn(std::string_view text, const ReadOptions& options = {});
std::string write_pgn(const RecordedGame& record);

// A PGN file of several games (as `tori match --pgn` writes it) cut into one text per game: a
// game begins at a tag pair that follows movetext. Brace and `;` comments are skipped, so a
// comment line that happens to begin with '[' does not start a game. Text without tags is one
// game.
std::vector<std::string_view> split_pgn_games(std::string_view text);

// Every game of a text: a PGN file's games, or the one record of a KIF or USI text. A game that
// cannot be read is an error naming its number ("game 3: ...").
Result<std::vector<RecordedGame>> read_records(std::string_view text,
                                               const ReadOptions& options = {});

// `position startpos moves 3d3c 4b3c` or `position sfen <SFEN> moves ...` (the `position ` prefix
// may be left out). It carries no names and no result beyond what the rules decide.
Result<RecordedGame> read_usi_record(std::string_view text, const ReadOptions& options = {});
std::string write_usi_record(const RecordedGame& record);

// Writers take records as the readers and record_of make them. A record whose moves are not legal
// is written up to the first illegal move, followed (in KIF and PGN) by a comment saying why.

// The game a record describes: from start_sfen, or else the handicap's start, or else the
// variant's; every move played; then the result the record declares where the rules have not
// ended the game (resignation, time, agreement, impasse). An illegal move is an error naming
// its number, the move and the game's reason.
template <class V>
Result<Game<V>> replay(const RecordedGame& record);

// The record of a game: its moves and result, with the names, dates and other fields of `header`.
// Times and comments of header.moves are kept where the moves agree with the game's.
template <class V>
RecordedGame record_of(const Game<V>& game, RecordedGame header = {});

}  // namespace tori
