// Serving puzzles (docs/api.md, "Puzzles"): the next one for a player or a stranger, the daily
// one, and attempts judged on the server that move the player's puzzle rating and the puzzle's
// (Glicko-2, one game each: the player wins by solving). Only a player's first attempt at a
// puzzle is rated, so a puzzle seen before cannot be farmed. Runs on the server's thread, like
// the service.
#pragma once

#include <array>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "server/records/clock.h"
#include "server/storage/storage.h"

namespace tori::server {

// What the next puzzle is chosen by.
struct PuzzleChoice {
  VariantId variant = VariantId::TORI;
  std::string theme;                // empty: any
  std::optional<std::string> user;  // logged in: near their rating, unseen by them first
  std::optional<double> near;       // instead of the user's rating (the streak mode's)
};

struct DailyPuzzle {
  PuzzleRecord puzzle;
  std::string date;  // YYYY-MM-DD, UTC
};

struct AttemptOutcome {
  bool solved = false;
  bool rated = false;
  PuzzleRating before, after;  // the player's puzzle rating in the puzzle's variant
  PuzzleRecord puzzle;         // after the attempt
};

struct PuzzleHistory {
  std::array<PuzzleRating, 2> ratings;  // Tori, Yari
  std::vector<PuzzleAttempt> attempts;  // newest first
};

class PuzzleService {
 public:
  static constexpr int HISTORY_LENGTH = 100;

  PuzzleService(Storage& storage, const Clock& clock);

  Result<PuzzleRecord> next(const PuzzleChoice& choice);
  Result<DailyPuzzle> daily(VariantId variant);
  Result<PuzzleRecord> find(const std::string& id);
  // `may_rate` false: recorded unrated whatever came before (the streak mode's attempts).
  Result<AttemptOutcome> attempt(const std::string& user, const std::string& id,
                                 const std::vector<std::string>& moves, int seconds, bool may_rate);
  // The player's puzzle rating in each variant (the starting one where they have none).
  Result<std::array<PuzzleRating, 2>> ratings(const std::string& user);
  Result<PuzzleHistory> history(const std::string& user);
  Result<std::vector<std::pair<std::string, int>>> themes(VariantId variant);

 private:
  Result<PuzzleRating> rating_of(const std::string& user, VariantId variant);
  Result<std::optional<PuzzleRecord>> random_near(const PuzzleFilter& filter, double rating,
                                                  const std::optional<std::string>& unseen_by);

  Storage& storage_;
  const Clock& clock_;
  std::mt19937_64 random_;
};

// "YYYY-MM-DD" of the UTC day `time` falls in.
std::string utc_date(Seconds time);

}  // namespace tori::server
