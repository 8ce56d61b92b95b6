// A match between two engines: game pairs from an opening set with colours swapped, several
// games at a time (each worker with its own pair of engine processes), statistics after every
// game, an SPRT that may end the match early, and every record saved.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/variant.h"
#include "match/game_runner.h"
#include "match/match_engine.h"
#include "match/match_stats.h"
#include "match/time_control.h"

namespace tori::match {

struct MatchOptions {
  VariantId variant = VariantId::TORI;
  std::array<EngineConfig, 2> engines;  // engine 1, engine 2
  std::vector<std::string> openings;    // SFEN; pair i plays openings[order[i] % size]
  std::optional<uint64_t> seed;         // shuffles the openings; none: file order
  int games = 2;                        // rounded up to whole pairs
  MatchTimeControl time_control;
  int64_t time_margin_ms = 100;
  int64_t unclocked_limit_ms = 60000;
  int max_plies = 400;
  int concurrency = 1;
  std::optional<SprtSettings> sprt;
  std::string pgn_path;  // empty: no PGN
  std::string kif_dir;   // empty: no KIF files
  std::string event = "tori match";
};

// A finished game as the match sees it.
struct FinishedGame {
  int number = 0;   // 1-based, in scheduling order
  int pair = 0;     // 0-based
  int opening = 0;  // index into MatchOptions::openings
  Color engine1_color = BLACK;
  double engine1_score = 0.5;  // 1, 0.5 or 0
  GameReport report;
};

// Where the match stands; engine index 0 is engine 1.
struct MatchState {
  std::array<std::string, 2> names;
  int games_total = 0;  // scheduled
  int games_played = 0;
  Trinomial trinomial;                           // engine 1's per-game results
  Pentanomial pentanomial;                       // engine 1's results over completed pairs
  std::array<std::array<int, 4>, 2> forfeits{};  // [engine][Forfeit]: losses by each reason
  std::optional<SprtSettings> sprt;
  double llr = 0;  // pentanomial, over completed pairs
  SprtVerdict verdict = SprtVerdict::CONTINUE;
  bool stopped = false;  // ended before all games: the SPRT decided or a stop was requested
};

struct MatchCallbacks {
  // After each game, in the order games finish, one call at a time.
  std::function<void(const FinishedGame&, const MatchState&)> on_game;
};

// Plays the match. An error before the first game (an engine that cannot be started, an
// unwritable output) ends it at once; later engine failures lose games instead. `stop` asks
// for no more games to be started; games under way are finished.
Result<MatchState> run_match(const MatchOptions& options, const MatchCallbacks& callbacks = {},
                             const std::atomic<bool>* stop = nullptr);

// The order in which pairs take openings: file order, or a shuffle fixed by the seed.
std::vector<int> opening_order(int count, std::optional<uint64_t> seed);

}  // namespace tori::match
