// GameService: challenges, moves, and what happens when a turn changes (a pending resignation,
// a queued move, the computer's move). Resignations, answers and proposals: game_answers.cpp.
#include "server/service/game_service.h"

#include <algorithm>
#include <utility>

#include "core/illegal_reason.h"
#include "server/service/glicko2.h"
#include "server/service/handicap.h"

namespace tori::server {

std::string seat_name(const GameRecord& g, Color c) {
  return std::string(color_name(c)) + " (" + g.players[c] + ")";
}

Result<GameRecord> GameService::load(GameKey key) {
  auto missing = [&] {
    return make_error(ErrorKind::NOT_FOUND, "there is no " +
                                                std::string(game_type_name(key.variant)) +
                                                " game " + std::to_string(key.number));
  };
  auto version = stored_version(key);
  if (!version) return version.error();
  if (!*version) return missing();
  if (const GameCache::Entry* cached = cache_.find(key, **version)) return *cached->record;
  auto g = storage_.load_game(key);
  if (!g) return g.error();
  if (!*g) return missing();
  return std::move(**g);
}

Result<std::optional<int64_t>> GameService::stored_version(GameKey key) {
  return read_through(
      memo_in_use(), memo_.version(key), [&] { return storage_.game_version(key); },
      [&](const std::optional<int64_t>& version) { memo_.set_version(key, version); });
}

Result<LiveGame> GameService::position(const GameRecord& g) {
  const GameCache::Entry* cached = cache_.find(g.key, g.version);
  if (cached && cached->record->moves.size() == g.moves.size()) return *cached->live;
  auto live = LiveGame::replay(g);
  if (live && g.active()) cache_.put(g, *live);  // see store_game
  return live;
}

Result<GameRecord> GameService::game(GameKey key) { return load(key); }

Result<GameCache::Entry> GameService::snapshot(GameKey key) {
  auto version = stored_version(key);
  if (!version) return version.error();
  if (*version)
    if (const GameCache::Entry* cached = cache_.find(key, **version)) return *cached;
  auto record = load(key);  // not in memory: read, and kept there if it is in play
  if (!record) return record.error();
  auto live = position(*record);
  if (!live) return live.error();
  return GameCache::Entry{std::make_shared<const GameRecord>(std::move(*record)),
                          std::make_shared<const LiveGame>(std::move(*live))};
}

// The caller's place in an active game: the account may act and plays in it.
Result<GameService::Seat> GameService::take_seat(GameKey key, const Actor& actor) {
  const std::string& user = actor.user;
  auto u = acting_user(actor);
  if (!u) return u.error();
  auto g = load(key);
  if (!g) return g.error();
  auto color = g->color_of(user);
  if (!color)
    return make_error(user + " does not play in " + std::string(game_type_name(key.variant)) +
                      " game " + std::to_string(key.number));
  if (!g->active())
    return make_error("game " + std::to_string(key.number) + " is over: " + g->result.description);
  auto live = position(*g);
  if (!live) return live.error();
  return Seat{std::move(g.value()), std::move(live.value()), *color};
}

Result<Report> GameService::challenge(VariantId variant, const std::string& first,
                                      const std::string& second, const ChallengeOptions& options) {
  if (first == second) return make_error("a player cannot challenge themselves");
  const std::string challenged = challenged_player(first, second, options.asked_by);
  int computers = 0;
  for (const std::string& id : {first, second}) {
    auto u = find_user(id);
    if (!u) return u.error();
    if (u->signed_off) return make_error(id + " has signed off");
    if (auto s = check_limit(*u, variant, challenged); !s) return s.error();
    computers += u->kind == PlayerKind::COMPUTER;
  }
  // Two computers would play a whole game inside this one request, holding up the server (and
  // anyone may send a challenge).
  if (computers == 2) return make_error("the computer plays people, not itself");
  if (computers == 1)
    if (auto s = check_computer_backlog(backlog_, is_computer(first) ? second : first); !s)
      return s.error();
  if (options.nag_days < 0 || options.forfeit_days < 0 || options.nag_days > 365 ||
      options.forfeit_days > 365)
    return make_error("nagtime and forfeittime are 0 to 365 days");
  if (auto why = options.time.problem()) return make_error("time control: " + *why);
  GameRecord g;
  g.key.variant = variant;
  g.handicap = options.handicap;
  // Handicap games are unrated, and so are games against the computer: a rating says how a
  // player does against people.
  g.rated = options.rated && options.handicap.empty() && computers == 0;
  if (options.handicap.empty()) {
    g.start_sfen = even_start_sfen(variant);
    g.players = {first, second};
  } else {
    auto sfen = handicap_start_sfen(variant, options.handicap);
    if (!sfen) return sfen.error();
    g.start_sfen = *sfen;
    g.players = {second, first};  // the giver, named first, is White and moves first
  }
  g.nag_days = options.nag_days;
  g.forfeit_days = options.forfeit_days;
  g.created = g.turn_started = clock_.now();
  // The first mover's grace time runs from the challenge; their clock only from their first
  // move (first_move_due, charge_move).
  g.clock = GameClock(options.time, first_to_move(g.start_sfen), clock_.now_millis()).state();
  wait_for_answer(g, challenged);
  auto number = storage_.create_game(g);
  if (!number) return number.error();
  g.key.number = *number;
  note_flag(g);

  // The computer may have the first move.
  auto live = LiveGame::replay(g);
  if (!live) return live.error();
  std::vector<std::string> events;
  turn_changed(g, live.value(), events);
  if (!events.empty())
    if (auto s = store_game(g); !s) return s.error();

  std::string name = std::string(game_type_name(variant)) + " game " + std::to_string(*number);
  std::string headline = name + " begins: " + seat_name(g, BLACK) + " against " +
                         seat_name(g, WHITE) +
                         (g.handicap.empty() ? "" : ", handicap " + g.handicap) +
                         (g.clock.control.timed() ? ", " + g.clock.control.describe() : "");
  // The challenged player hears of it, whichever side they play (without a known challenger,
  // the one named second); so does the computer when it moves first (its moves are made on word
  // of the game, src/server/computer/computer_moves.cpp: unheard, it would never make the first).
  std::vector<std::string> to = {challenged.empty() ? second : challenged};
  if (is_computer(first) && g.moves.empty() && to.front() != first) to.push_back(first);
  return published(Report{headline, g.key, {Notice{g.key, headline, std::move(to)}}});
}

Result<Report> GameService::move(GameKey key, const Actor& actor, std::string_view move_text,
                                 std::optional<int> guard, const std::string& comment,
                                 std::optional<Refusal>* why) {
  if (auto s = check_comment(comment); !s) return s.error();
  auto seat = take_seat(key, actor);
  if (!seat) return seat.error();
  Seat& seated = seat.value();
  if (auto late = too_late(seated, "the move " + std::string(move_text), clock_.now_millis()))
    return std::move(*late);
  if (guard && *guard != seated.live.move_number()) {
    Refusal mismatch(RefusalCode::MOVE_NUMBER_MISMATCH);
    mismatch.marked = *guard;
    mismatch.current = seated.live.move_number();
    if (why) *why = mismatch;
    return make_error(refusal_text(mismatch) + "; nothing was played");
  }
  if (seated.live.side_to_move() != seated.color) {
    Refusal turn(RefusalCode::NOT_YOUR_TURN);
    turn.turn = ~seated.color == BLACK ? "black" : "white";
    turn.player = seated.record.players[~seated.color];
    if (why) *why = turn;
    return make_error(refusal_text(turn) + " (use queue to send a move ahead)");
  }
  return play_now(seated, move_text, comment, why);
}

// Plays the mover's move, then whatever the new turn brings, and stores it all before replying.
Result<Report> GameService::play_now(Seat& seat, std::string_view move_text,
                                     const std::string& comment, std::optional<Refusal>* why) {
  GameRecord& g = seat.record;
  const Millis now = clock_.now_millis();
  if (auto late = too_late(seat, "the move " + std::string(move_text), now))
    return std::move(*late);
  if (is_computer(g.players[~seat.color]))  // it would owe this player a reply
    if (auto s = check_computer_backlog(backlog_, g.players[seat.color]); !s) return s.error();
  auto played = seat.live.play(move_text, why);
  if (!played) return played.error();
  charge_move(g, now);
  g.moves.push_back({played->usi, played->written, comment, clock_.now()});
  std::vector<std::string> events{g.players[seat.color] + " played " + played->written};
  turn_changed(g, seat.live, events);
  std::string headline;
  for (const std::string& e : events) headline += (headline.empty() ? "" : "; ") + e;
  return store_and_announce(g, g.players[seat.color], headline, &seat.live);
}

// Stores the changed game, then tells everyone concerned but `from` what happened.
Result<Report> GameService::store_and_announce(const GameRecord& g, const std::string& from,
                                               const std::string& headline, const LiveGame* live) {
  if (auto s = store_game(g, live); !s) return s.error();
  auto to = audience(g, from);
  if (!to) return to.error();
  return published(Report{headline, g.key, {Notice{g.key, headline, *to}}});
}

// After every change of turn: end the game if the move ended it; otherwise the player now to
// move may have resigned ahead, queued a move, or be the computer. Repeats while moves come, up
// to a bound (two computers would otherwise play a whole game inside one request).
void GameService::turn_changed(GameRecord& g, LiveGame& live, std::vector<std::string>& events) {
  constexpr int MOST_MOVES_PER_REQUEST = 1000;
  for (int step = 0; step < MOST_MOVES_PER_REQUEST; ++step) {
    g.proposal = {};
    g.turn_started = clock_.now();
    g.nagged = false;
    if (live.over()) return finish(g, live.result());
    Color c = live.side_to_move();
    if (g.resign_pending[c]) {
      live.resign(c);
      events.push_back(seat_name(g, c) + "'s resignation takes effect");
      return finish(g, live.result());
    }
    // A queued move or the computer's passes through the clock like any other.
    const Millis now = clock_.now_millis();
    if (auto lost = decide_flag(g, live, now)) {
      events.push_back(*lost);
      return;
    }
    if (!g.queued_move[c].empty()) {
      std::string text = std::exchange(g.queued_move[c], std::string());
      std::size_t hash = text.rfind('#');
      if (hash != std::string::npos &&
          text.substr(hash + 1) != std::to_string(live.move_number())) {
        events.push_back(g.players[c] + "'s queued move " + text +
                         " was for another move; dropped");
        return;
      }
      auto played = live.play(text.substr(0, hash));
      if (!played) {
        events.push_back(g.players[c] + "'s queued move " + text +
                         " was dropped: " + played.error().message);
        return;
      }
      charge_move(g, now);
      g.moves.push_back({played->usi, played->written, "(queued)", clock_.now()});
      events.push_back(g.players[c] + " played " + played->written + " (queued)");
      continue;
    }
    if (!provider_ || !is_computer(g.players[c])) return;
    auto usi = provider_->choose_move(g, live);
    if (!usi) return;
    // The computer's thinking is on its clock.
    const Millis answered = clock_.now_millis();
    if (auto lost = decide_flag(g, live, answered)) {
      events.push_back(*lost);
      return;
    }
    auto played = live.play_usi(*usi);
    if (!played) {
      events.push_back("the computer's move " + *usi + " was refused: " + played.error().message);
      return;
    }
    charge_move(g, answered);
    g.moves.push_back({played->usi, played->written, "", clock_.now()});
    events.push_back(g.players[c] + " played " + played->written);
  }
}

void GameService::finish(GameRecord& g, const GameResult& result) {
  g.result = result;
  g.turn_started = clock_.now();  // no turn any more: when the game ended (a list's end date)
  if (!both_have_moved(g)) g.rated = false;  // the game never got going (both_have_moved)
  g.proposal = {};
  g.resign_pending = {};
  g.queued_move = {};
}

// Saves the game and, when a rated game has just ended, both players' new ratings, together.
Status GameService::store_game(const GameRecord& g, const LiveGame* live) {
  int64_t version = new_game_version();
  auto save = [&]() -> Status {
    bool just_ended = !g.active() && g.stored_active;
    if (auto s = storage_.save_game(g, version); !s) return s;
    if (!just_ended || !g.rated) return ok_status();
    // A request about one game holds only that game: another game of these players may end at
    // the same moment, on another instance. Their ratings are locked before they are read, so
    // the second update starts from the first's result instead of overwriting it.
    if (auto s = storage_.lock_ratings({g.players[BLACK], g.players[WHITE]}); !s) return s;
    std::array<Rating, COLOR_NB> old;
    for (Color c : {BLACK, WHITE}) {
      auto r = storage_.find_rating(g.players[c], g.key.variant);
      if (!r) return r.error();
      old[c] = r->value_or(Rating{g.players[c], g.key.variant});
    }
    double black_score = g.result.outcome == Outcome::BLACK_WINS   ? 1
                         : g.result.outcome == Outcome::WHITE_WINS ? 0
                                                                   : 0.5;
    const std::array<Rating, COLOR_NB> updated = {
        glicko2_update(old[BLACK], old[WHITE], black_score),
        glicko2_update(old[WHITE], old[BLACK], 1 - black_score)};
    for (const Rating& r : updated) {
      if (auto s = storage_.save_rating(r); !s) return s;
      RatingPoint point{r.user, r.variant, g.key.number, clock_.now(), r.rating, r.deviation};
      if (auto s = storage_.add_rating_point(point); !s) return s;
    }
    return ok_status();
  };
  // Inside a request its transaction already keeps all or nothing (a failure fails the request).
  Status stored = requests_open_ ? save() : storage_.atomically(save);
  if (!stored) {
    memo_.forget_version(g.key);
    cache_.drop(g.key);
    return stored;
  }
  memo_.set_version(g.key, version);
  note_flag(g);
  // Only games in play are kept: a finished one is read seldom, and keeping every game played
  // would fill the cache (4,096 games, tens of MB) before the server's memory stopped growing.
  if (!live || !g.active()) {
    cache_.drop(g.key);
    return stored;
  }
  GameRecord saved = g;  // as the database now holds it
  saved.version = version;
  saved.stored_plies = saved.unchanged_plies = saved.moves.size();
  saved.stored_active = saved.active();
  cache_.put(std::move(saved), *live);
  return stored;
}

// A user's kind never changes, so it is read once per user (a move would otherwise read the
// opponent's account only to learn that a person plays it).
bool GameService::is_computer(const std::string& user) {
  if (auto known = computers_.find(user); known != computers_.end()) return known->second;
  auto player = storage_.find_user(user);
  if (!player || !*player) return false;  // not remembered: the account may come later
  bool computer = (*player)->kind == PlayerKind::COMPUTER;
  if (computers_.size() > 100'000) computers_.clear();
  computers_.emplace(user, computer);
  return computer;
}

// Random and never 0 (the version of games stored before versions existed).
int64_t GameService::new_game_version() {
  int64_t v = 0;
  while (v == 0) v = int64_t(version_random_() >> 1);
  return v;
}

// Who hears of a change besides `except`: the players and every follower (those who follow only
// the end, once it has ended).
Result<std::vector<std::string>> GameService::audience(const GameRecord& g,
                                                       const std::string& except) {
  std::vector<std::string> to;
  auto add = [&](const std::string& u) {
    if (u != except && std::find(to.begin(), to.end(), u) == to.end()) to.push_back(u);
  };
  add(g.players[BLACK]);
  add(g.players[WHITE]);
  auto followers = read_through(
      memo_in_use(), memo_.followers(g.key), [&] { return storage_.followers(g.key); },
      [&](const std::vector<Follower>& list) { memo_.set_followers(g.key, list); });
  if (!followers) return followers.error();
  for (const Follower& f : *followers)
    if (f.kind == FollowKind::EVERY_MOVE || !g.active()) add(f.user);
  return to;
}

Result<Report> GameService::queue(GameKey key, const Actor& actor, std::string_view move_text,
                                  std::optional<int> guard) {
  const std::string& user = actor.user;
  auto seat = take_seat(key, actor);
  if (!seat) return seat.error();
  Seat& seated = seat.value();
  if (auto late =
          too_late(seated, "the queued move " + std::string(move_text), clock_.now_millis()))
    return std::move(*late);
  if (move_text.empty() || move_text.size() > 64 || move_text.find('#') != std::string::npos)
    return make_error("queue needs one move");
  if (seated.live.side_to_move() == seated.color) {
    if (guard && *guard != seated.live.move_number())
      return make_error("the move is marked #" + std::to_string(*guard) + " but this is move " +
                        std::to_string(seated.live.move_number()));
    return play_now(seated, move_text, "");
  }
  GameRecord& g = seated.record;
  g.queued_move[seated.color] =
      std::string(move_text) + (guard ? "#" + std::to_string(*guard) : std::string());
  if (auto s = store_game(g); !s) return s.error();
  return Report{"Queued " + std::string(move_text) + " for " + user + "; it is played when " +
                    user + "'s turn comes, if it is legal then.",
                key,
                {}};
}

}  // namespace tori::server
