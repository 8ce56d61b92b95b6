// One model of a game record, whatever format it came from or goes to: KIF, PGN as
// pychess-variants writes it, and a USI position command.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/variant.h"

namespace tori {

struct RecordedMove {
  Move move;
  std::optional<double> seconds;  // time spent on the move
  std::string comment;            // empty for none
};

struct RecordedGame {
  VariantId variant = VariantId::TORI;
  std::string black = "";  // players' names (sente, gote)
  std::string white = "";
  std::string date;      // ISO 8601 where known: 2026-11-21 or 2026-11-21T10:00:00
  std::string end_date;  // the same, for the end of the game (KIF 終了日時)
  std::string event;
  std::string site;
  std::string round;         // PGN [Round]
  std::string handicap;      // a handicap code of the variant ("f+lq", "2p"), empty for even
  std::string start_sfen;    // empty: the variant's start (or the handicap's start)
  std::string time_control;  // free text as the source wrote it ("600+10", "10分+30秒")
  std::vector<RecordedMove> moves;
  Outcome outcome = Outcome::ONGOING;
  Termination termination = Termination::NONE;
  std::vector<std::string> comments;  // about the whole game
};

}  // namespace tori
