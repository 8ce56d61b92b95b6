// One game between two engines, refereed by tori::Game: the engines propose, the rules
// dispose. An illegal or unreadable move, a crash or a time forfeit loses the game; the reason
// goes into the record's comments.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/game.h"
#include "core/variant.h"
#include "match/match_engine.h"
#include "match/time_control.h"
#include "notation/record.h"

namespace tori::match {

// Why a game was lost other than on the board (or by resignation).
enum class Forfeit { NONE, ILLEGAL_MOVE, TIME, CRASH };

const char* forfeit_name(Forfeit f);  // "illegal move", "time", "crash"

struct GameSetup {
  VariantId variant = VariantId::TORI;
  std::string start;  // SFEN or FEN of the opening position
  MatchTimeControl time_control;
  int64_t time_margin_ms = 100;
  int64_t unclocked_limit_ms = 60000;  // nodes/depth: longest wait for a move
  int max_plies = 400;                 // a game this long is drawn
  std::array<std::string, 2> names;    // by Color
  RecordedGame header;                 // event, date, round and comments to start from
};

struct GameReport {
  RecordedGame record;  // moves with times and scores, the result, the reason in the comments
  Outcome outcome = Outcome::ONGOING;
  Forfeit forfeit = Forfeit::NONE;  // of the loser, when the game was forfeited
  std::string reason;               // "Black wins by checkmate", "White loses on time", ...
  int plies = 0;
};

// Plays the game. The players are indexed by Color; they must have had new_game() called.
GameReport play_game(const GameSetup& setup, const std::array<MatchEngine*, 2>& players);

// The report of a game that never started because `loser`'s engine could not be started or
// would not get ready.
GameReport forfeit_before_start(const GameSetup& setup, Color loser, const std::string& detail);

}  // namespace tori::match
