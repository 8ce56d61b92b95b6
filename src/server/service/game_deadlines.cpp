// GameService: the deadlines the server keeps on its own. The game clocks (byo-yomi, Fischer,
// correspondence days) flag the side to move at an exact millisecond, decided whenever anything
// touches the game after it, or by tick() at that moment; the older nagtime/forfeittime limits
// (whole days) remind and forfeit at the next tick. Nothing here depends on who is connected:
// the clock's state is stored with the game, so a restarted server reads the same time.
#include "core/illegal_reason.h"
#include "server/service/game_service.h"

namespace tori::server {

std::optional<std::string> GameService::decide_flag(GameRecord& g, LiveGame& live, Millis now) {
  if (!g.active()) return std::nullopt;
  if (auto expired = expire_challenge(g, now)) return expired;
  g.clock.to_move = live.side_to_move();
  if (!has_moved(g, live.side_to_move())) {
    auto due = first_move_due(g);
    if (!due || now < *due) return std::nullopt;
    return abort_for_absence(g, live, live.side_to_move(), "in time");
  }
  if (!GameClock(g.clock).flagged(now)) return std::nullopt;
  Color loser = live.side_to_move();
  live.lose_on_time(loser);
  finish(g, live.result());
  return g.players[loser] + " ran out of time: " + color_name(~loser) + " wins";
}

std::optional<Result<Report>> GameService::too_late(Seat& seat, const std::string& what,
                                                    Millis now) {
  GameRecord& g = seat.record;
  auto headline = decide_flag(g, seat.live, now);
  if (!headline) return std::nullopt;
  auto report = store_and_announce(g, g.players[seat.color], *headline);
  if (report)
    report.value().message = *headline + "; " + what + " came too late and was not carried out";
  return report;
}

// The game ends as if `absent` had run out of time, but unrated (finish sees that they never
// moved) and written as what it is: nobody lost a game they never began.
std::string GameService::abort_for_absence(GameRecord& g, LiveGame& live, Color absent,
                                           const std::string& deadline) {
  live.lose_on_time(absent);
  GameResult aborted = live.result();
  aborted.description = "aborted: " + g.players[absent] + " did not make a first move " + deadline;
  finish(g, aborted);
  return aborted.description + "; unrated";
}

void GameService::charge_move(GameRecord& g, Millis now) {
  // A player's clock starts at their own first move: the wait before it costs them nothing.
  if (!has_moved(g, side_to_move(g))) g.clock.turn_started = now;
  GameClock clock(g.clock);
  // The caller checked the flag at this same `now`, so the clock takes the move.
  (void)clock.record_move(now);
  g.clock = clock.state();
}

Result<std::optional<Millis>> GameService::next_deadline() {
  if (deadline_known_) return deadline_;
  auto next = storage_.next_flag_at();
  if (!next) return next.error();
  deadline_ = *next;
  deadline_known_ = true;
  return deadline_;
}

void GameService::note_flag(const GameRecord& g) {
  if (!deadline_known_) return;
  auto flag = flag_of(g);
  if (flag && (!deadline_ || *flag < *deadline_)) deadline_ = flag;
}

Result<std::vector<Notice>> GameService::tick() {
  forget_deadline();
  std::vector<Notice> notices;
  if (auto s = decide_flags(notices); !s) return s.error();
  if (auto s = day_limits(notices); !s) return s.error();
  publish(notices);
  return notices;
}

// Only the games whose flag has fallen are read (an indexed query), not every active game.
Status GameService::decide_flags(std::vector<Notice>& notices) {
  auto due = storage_.games_due(clock_.now_millis());
  if (!due) return due.error();
  for (GameRecord& g : due.value()) {
    auto live = LiveGame::replay(g);
    if (!live) return live.error();
    auto headline = decide_flag(g, live.value(), clock_.now_millis());
    if (!headline) {
      // Due by its stored flag_at but not by the rules: a flag stored by an older server, before
      // first moves had a grace time. Storing the game again corrects it (else the flag timer
      // would find it due, and nothing to do, until the grace time ends).
      if (auto s = store_game(g); !s) return s;
      continue;
    }
    if (auto s = store_game(g); !s) return s;
    auto to = audience(g, "");
    if (!to) return to.error();
    notices.push_back({g.key, *headline, *to});
  }
  return ok_status();
}

// Forfeits first: a player past the forfeit deadline loses on time (rated), or before their
// first move the game is aborted (unrated); otherwise a player past the reminder deadline is
// reminded once per turn. Only games with such limits are read.
Status GameService::day_limits(std::vector<Notice>& notices) {
  Seconds now = clock_.now();
  auto limited = storage_.find_games({std::nullopt, std::nullopt, GameQuery::Which::ACTIVE, true});
  if (!limited) return limited.error();
  for (GameRecord& g : limited.value()) {
    Color c = side_to_move(g);
    std::string headline;
    if (g.forfeit_at() && now >= g.forfeit_at()) {
      auto live = LiveGame::replay(g);
      if (!live) return live.error();
      std::string days = std::to_string(g.forfeit_days) + " days";
      if (!has_moved(g, c)) {
        headline = abort_for_absence(g, live.value(), c, "within " + days);
      } else {
        live.value().lose_on_time(c);
        finish(g, live->result());
        headline =
            g.players[c] + " did not move within " + days + ": " + live->result().description;
      }
    } else if (g.nag_at() && now >= g.nag_at() && !g.nagged) {
      g.nagged = true;
      headline = "Reminder: " + g.players[c] + " is to move in game " +
                 std::to_string(g.key.number) +
                 (g.forfeit_days ? " (forfeit after " + std::to_string(g.forfeit_days) + " days)"
                                 : std::string());
    } else {
      continue;
    }
    if (auto s = store_game(g); !s) return s;
    auto to = audience(g, "");
    if (!to) return to.error();
    notices.push_back({g.key, headline, *to});
  }
  return ok_status();
}

}  // namespace tori::server
