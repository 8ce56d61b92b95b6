// GameService: how many games a challenge may give each player. A challenge makes its game at
// once, so a stranger could otherwise fill another player's game limit with games that player
// never asked for: challenges waiting for an answer are bounded per player who made them and
// per player who is to answer them, count only against the one who made them, and expire
// (untimed; a clock's grace time ends the others).
#include <algorithm>

#include "server/service/game_service.h"

namespace tori::server {

std::string challenged_player(const std::string& first, const std::string& second,
                              ChallengeAsker asker) {
  switch (asker) {
    case ChallengeAsker::FIRST:
      return second;
    case ChallengeAsker::SECOND:
      return first;
    default:
      return "";
  }
}

Status GameService::check_limit(const User& user, VariantId variant,
                                const std::string& challenged) {
  if (user.kind == PlayerKind::COMPUTER && user.game_limit == 0) return ok_status();
  int limit = user.kind == PlayerKind::COMPUTER ? user.game_limit : options_.max_active_games;
  if (user.game_limit > 0) limit = std::min(limit, user.game_limit);
  auto active = storage_.find_games({variant, user.id, GameQuery::Which::ACTIVE});
  if (!active) return active.error();
  int own = 0, made = 0, to_answer = 0;
  for (const GameRecord& g : *active) {
    if (!awaits_answer(g)) {
      ++own;
    } else if (g.challenged == user.id) {
      ++to_answer;  // someone else's challenge: not the player's own game until answered
    } else {
      ++own;
      ++made;
    }
  }
  // A challenge to the player counts the challenges they have still to answer too (their limit
  // says how many games they take on); their own challenge, or a seek they take, only the games
  // they chose, so that strangers' challenges never stop them playing.
  const int counted = user.id == challenged ? own + to_answer : own;
  if (counted >= limit)
    return make_error(ErrorKind::REFUSED, user.id + " plays " + std::to_string(counted) +
                                              " games already and takes no more challenges "
                                              "(limit " +
                                              std::to_string(limit) + ")");
  if (challenged.empty()) return ok_status();
  const std::string kind(game_type_name(variant));
  if (user.id == challenged && to_answer >= options_.max_challenges_received)
    return make_error(ErrorKind::REFUSED,
                      user.id + " has " + std::to_string(to_answer) + " " + kind +
                          " challenges waiting for an answer already and takes no more until "
                          "they are answered (at most " +
                          std::to_string(options_.max_challenges_received) + ")");
  if (user.id != challenged && made >= options_.max_challenges_made)
    return make_error(ErrorKind::TOO_MANY,
                      user.id + " has made " + std::to_string(made) + " " + kind +
                          " challenges that wait for an answer (at most " +
                          std::to_string(options_.max_challenges_made) +
                          "): wait for answers, or withdraw one by resigning it");
  return ok_status();
}

void GameService::wait_for_answer(GameRecord& g, const std::string& challenged) {
  // The computer answers every challenge with its first move as soon as its turn comes.
  g.challenged = challenged.empty() || is_computer(challenged) ? "" : challenged;
  g.challenge_answered = false;
  g.challenge_expires_at = 0;
  if (g.challenged.empty() || g.clock.control.timed()) return;  // a clock's grace time ends it
  g.challenge_expires_at =
      clock_.now_millis() + Millis(options_.untimed_challenge_days) * MILLIS_PER_DAY;
}

// As a first move not made within its grace time: aborted, unrated (finish sees that the
// challenged player never moved), and written as what it is.
std::optional<std::string> GameService::expire_challenge(GameRecord& g, Millis now) {
  if (g.challenge_expires_at == 0 || now < g.challenge_expires_at || !awaits_answer(g))
    return std::nullopt;
  const Color absent = challenged_color(g);
  const std::string days = std::to_string(options_.untimed_challenge_days);
  finish(g,
         GameResult{absent == BLACK ? Outcome::WHITE_WINS : Outcome::BLACK_WINS, Termination::TIME,
                    "aborted: " + g.challenged + " did not answer the challenge within " + days +
                        " days"});
  return g.result.description + "; unrated";
}

}  // namespace tori::server
