#include "server/puzzles/puzzle_service.h"

#include <cstdio>

#include "puzzles/puzzle_judge.h"
#include "server/puzzles/attempt_moves.h"
#include "server/puzzles/stored_puzzle.h"
#include "server/service/glicko2.h"

namespace tori::server {

namespace {

constexpr VariantId VARIANTS[] = {VariantId::TORI, VariantId::YARI};

// The next puzzle is drawn from this many nearest the rating, so that two players of one rating
// (or one player after a reload) do not all get the same one.
constexpr int NEAREST = 10;

// The daily puzzle: a mate of some length, neither trivial nor hard for most, by its starting
// rating (which stays put through the day, unlike the rating attempts move).
constexpr int DAILY_MIN_PLIES = 3;
constexpr int DAILY_LEAST_RATING = 1200, DAILY_MOST_RATING = 1900;

Error no_puzzle(const PuzzleFilter& filter) {
  return make_error(ErrorKind::NOT_FOUND,
                    "no " + std::string(game_type_name(filter.variant)) + " puzzle" +
                        (filter.theme.empty() ? "" : " with the theme '" + filter.theme + "'"));
}

// FNV-1a: the same number for a date in every server and every build (std::hash need not be).
uint64_t stable_hash(const std::string& text) {
  uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ull;
  return hash;
}

// A player's puzzle rating or a puzzle's, as Glicko-2 takes it.
template <class Rated>
Rating as_rating(const Rated& r) {
  Rating g;
  g.rating = r.rating;
  g.deviation = r.deviation;
  g.volatility = r.volatility;
  return g;
}

}  // namespace

std::string utc_date(Seconds time) {
  // Days to a civil date (Howard Hinnant's algorithm): no time zone database needed for UTC.
  int64_t days =
      time >= 0 ? time / SECONDS_PER_DAY : -((-time + SECONDS_PER_DAY - 1) / SECONDS_PER_DAY);
  days += 719468;
  int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  int64_t doe = days - era * 146097;
  int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  int64_t mp = (5 * doy + 2) / 153;
  int64_t day = doy - (153 * mp + 2) / 5 + 1;
  int64_t month = mp < 10 ? mp + 3 : mp - 9;
  int64_t year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  char text[64];
  std::snprintf(text, sizeof text, "%04d-%02d-%02d", int(year), int(month), int(day));
  return text;
}

PuzzleService::PuzzleService(Storage& storage, const Clock& clock)
    : storage_(storage), clock_(clock), random_(std::random_device{}()) {}

Result<PuzzleRating> PuzzleService::rating_of(const std::string& user, VariantId variant) {
  auto found = storage_.find_puzzle_rating(user, variant);
  if (!found) return found.error();
  if (*found) return **found;
  PuzzleRating fresh;
  fresh.user = user;
  fresh.variant = variant;
  return fresh;
}

Result<std::optional<PuzzleRecord>> PuzzleService::random_near(
    const PuzzleFilter& filter, double rating, const std::optional<std::string>& unseen_by) {
  auto nearest = storage_.puzzles_near(filter, rating, unseen_by, NEAREST);
  if (!nearest) return nearest.error();
  if (nearest->empty()) return std::optional<PuzzleRecord>();
  std::uniform_int_distribution<std::size_t> pick(0, nearest->size() - 1);
  return std::optional((*nearest)[pick(random_)]);
}

Result<PuzzleRecord> PuzzleService::next(const PuzzleChoice& choice) {
  PuzzleFilter filter;
  filter.variant = choice.variant;
  filter.theme = choice.theme;
  std::optional<PuzzleRecord> found;
  if (choice.user) {
    auto rating = rating_of(*choice.user, choice.variant);
    if (!rating) return rating.error();
    auto unseen = random_near(filter, choice.near.value_or(rating->rating), choice.user);
    if (!unseen) return unseen.error();
    found = *unseen;
    // Seen them all: the one seen longest ago comes round again.
    if (!found) {
      auto oldest = storage_.puzzle_seen_longest_ago(filter, *choice.user);
      if (!oldest) return oldest.error();
      found = *oldest;
    }
  } else if (choice.near) {
    auto near = random_near(filter, *choice.near, std::nullopt);
    if (!near) return near.error();
    found = *near;
  } else {
    auto count = storage_.count_puzzles(filter);
    if (!count) return count.error();
    if (*count > 0) {
      std::uniform_int_distribution<int> pick(0, *count - 1);
      auto at = storage_.puzzle_at(filter, pick(random_));
      if (!at) return at.error();
      found = *at;
    }
  }
  if (!found) return no_puzzle(filter);
  return *found;
}

Result<DailyPuzzle> PuzzleService::daily(VariantId variant) {
  std::string date = utc_date(clock_.now());
  PuzzleFilter mates;
  mates.variant = variant;
  mates.mates_only = true;
  mates.min_plies = DAILY_MIN_PLIES;
  mates.least_start_rating = DAILY_LEAST_RATING;
  mates.most_start_rating = DAILY_MOST_RATING;
  PuzzleFilter any;
  any.variant = variant;
  for (const PuzzleFilter& filter : {mates, any}) {
    auto count = storage_.count_puzzles(filter);
    if (!count) return count.error();
    if (*count == 0) continue;
    int index = int(stable_hash(date + " " + std::string(game_type_name(variant))) % *count);
    auto at = storage_.puzzle_at(filter, index);
    if (!at) return at.error();
    if (*at) return DailyPuzzle{**at, date};
  }
  return no_puzzle(any);
}

Result<PuzzleRecord> PuzzleService::find(const std::string& id) {
  auto found = storage_.find_puzzle(id);
  if (!found) return found.error();
  if (!*found) return make_error(ErrorKind::NOT_FOUND, "no puzzle '" + id + "'");
  return **found;
}

Result<AttemptOutcome> PuzzleService::attempt(const std::string& user, const std::string& id,
                                              const std::vector<std::string>& moves, int seconds,
                                              bool may_rate) {
  auto puzzle = find(id);
  if (!puzzle) return puzzle.error();
  puzzles::Puzzle judged = puzzle_of(*puzzle);
  if (auto wrong = check_attempt_moves(judged, moves)) return *wrong;
  AttemptOutcome outcome;
  outcome.solved = puzzles::solves(judged, moves);
  Status status = storage_.atomically([&]() -> Status {
    // Read again inside the transaction: another attempt may have moved the puzzle meanwhile.
    auto current = find(id);
    if (!current) return current.error();
    PuzzleRecord p = *current;
    auto earlier = storage_.puzzle_attempts_at(user, id);
    if (!earlier) return earlier.error();
    auto before = rating_of(user, p.variant);
    if (!before) return before.error();
    PuzzleRating after = *before;
    outcome.before = *before;
    outcome.rated = may_rate && *earlier == 0;
    if (outcome.rated) {
      double score = outcome.solved ? 1 : 0;
      Rating player = glicko2_update(as_rating(*before), as_rating(p), score);
      Rating against = glicko2_update(as_rating(p), as_rating(*before), 1 - score);
      after.rating = player.rating;
      after.deviation = player.deviation;
      after.volatility = player.volatility;
      p.rating = against.rating;
      p.deviation = against.deviation;
      p.volatility = against.volatility;
    }
    if (*earlier == 0) ++p.plays;
    ++after.attempts;
    if (auto s = storage_.save_puzzle_rating(p); !s) return s;
    if (auto s = storage_.save_user_puzzle_rating(after); !s) return s;
    PuzzleAttempt record;
    record.user = user;
    record.puzzle = id;
    record.variant = p.variant;
    record.solved = outcome.solved;
    record.seconds = seconds;
    record.rated = outcome.rated;
    record.rating_after = after.rating;
    record.at = clock_.now();
    if (auto seq = storage_.insert_puzzle_attempt(record); !seq) return seq.error();
    outcome.after = after;
    outcome.puzzle = p;
    return ok_status();
  });
  if (!status) return status.error();
  return outcome;
}

Result<std::array<PuzzleRating, 2>> PuzzleService::ratings(const std::string& user) {
  std::array<PuzzleRating, 2> ratings;
  for (std::size_t i = 0; i < ratings.size(); ++i) {
    auto r = rating_of(user, VARIANTS[i]);
    if (!r) return r.error();
    ratings[i] = *r;
  }
  return ratings;
}

Result<PuzzleHistory> PuzzleService::history(const std::string& user) {
  PuzzleHistory history;
  auto ratings_now = ratings(user);
  if (!ratings_now) return ratings_now.error();
  history.ratings = *ratings_now;
  auto attempts = storage_.puzzle_attempts(user, HISTORY_LENGTH);
  if (!attempts) return attempts.error();
  history.attempts = *attempts;
  return history;
}

Result<std::vector<std::pair<std::string, int>>> PuzzleService::themes(VariantId variant) {
  return storage_.puzzle_themes(variant);
}

}  // namespace tori::server
