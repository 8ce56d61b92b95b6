#include "server/web/puzzle_views.h"

#include <cmath>

namespace tori::server::web {

json puzzle_view_json(const PuzzleRecord& p) {
  return {{"id", p.id},
          {"variant", std::string(game_type_name(p.variant))},
          {"sfen", p.sfen},
          {"solution", p.solution},
          {"themes", p.themes},
          {"kind", p.kind},
          {"rating", std::lround(p.rating)},
          {"plays", p.plays}};
}

json puzzle_ratings_json(const std::array<PuzzleRating, 2>& ratings) {
  json by_variant = json::object();
  for (const PuzzleRating& r : ratings)
    by_variant[std::string(game_type_name(r.variant))] = {
        {"rating", r.rating}, {"deviation", r.deviation}, {"attempts", r.attempts}};
  return by_variant;
}

json attempt_outcome_json(const AttemptOutcome& o) {
  return {
      {"solved", o.solved},
      {"rated", o.rated},
      {"rating",
       {{"before", o.before.rating}, {"after", o.after.rating}, {"deviation", o.after.deviation}}},
      {"puzzle", {{"rating", std::lround(o.puzzle.rating)}, {"plays", o.puzzle.plays}}}};
}

json puzzle_history_json(const PuzzleHistory& history) {
  json attempts = json::array();
  for (const PuzzleAttempt& a : history.attempts)
    attempts.push_back({{"puzzle", a.puzzle},
                        {"variant", std::string(game_type_name(a.variant))},
                        {"solved", a.solved},
                        {"seconds", a.seconds},
                        {"rated", a.rated},
                        {"rating_after", a.rating_after},
                        {"at", a.at}});
  return {{"ratings", puzzle_ratings_json(history.ratings)}, {"attempts", std::move(attempts)}};
}

}  // namespace tori::server::web
