// Workers take games from one counter; each keeps its own two engine processes between games
// and replaces one that crashed or hung. Results meet in one place under one lock.
#include "match/match_runner.h"

#include <ctime>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "match/random.h"
#include "match/record_sink.h"

namespace tori::match {

namespace {

std::string now_iso8601() {
  std::time_t t = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &utc);
  return buffer;
}

double score_for(Outcome o, Color c) {
  if (o == Outcome::DRAW || o == Outcome::ONGOING) return 0.5;
  return (o == Outcome::BLACK_WINS) == (c == BLACK) ? 1.0 : 0.0;
}

// The shared side of a match: the game counter, the statistics, the records.
class MatchHub {
 public:
  MatchHub(const MatchOptions& options, const MatchCallbacks& callbacks,
           const std::atomic<bool>* stop, RecordSink& sink)
      : callbacks_(callbacks), external_stop_(stop), sink_(sink) {
    state_.games_total = (std::max(options.games, 1) + 1) / 2 * 2;
    state_.sprt = options.sprt;
  }

  MatchState& state() { return state_; }

  // The next game to play (0-based), or -1 when the match is over.
  int take_game() {
    if (stopping()) return -1;
    int g = next_game_.fetch_add(1);
    return g < state_.games_total ? g : -1;
  }

  std::optional<Error> finish(const FinishedGame& game) {
    std::lock_guard lock(mutex_);
    auto saved = sink_.save(game.report.record, game.number);
    count(game);
    if (callbacks_.on_game) callbacks_.on_game(game, state_);
    return saved;
  }

  MatchState result() {
    std::lock_guard lock(mutex_);
    state_.stopped = state_.games_played < state_.games_total;
    return state_;
  }

 private:
  bool stopping() const { return sprt_stop_.load() || (external_stop_ && external_stop_->load()); }

  void count(const FinishedGame& game) {
    ++state_.games_played;
    if (game.engine1_score == 1.0) ++state_.trinomial.wins;
    if (game.engine1_score == 0.0) ++state_.trinomial.losses;
    if (game.engine1_score == 0.5) ++state_.trinomial.draws;
    if (game.report.forfeit != Forfeit::NONE) {
      // The forfeiting side is the loser, whose score is 0.
      int loser_engine = game.engine1_score == 0.0 ? 0 : 1;
      ++state_.forfeits[loser_engine][int(game.report.forfeit)];
    }
    auto [first, inserted] = half_pairs_.try_emplace(game.pair, game.engine1_score);
    if (inserted) return;
    ++state_.pentanomial.counts[int((first->second + game.engine1_score) * 2 + 0.5)];
    half_pairs_.erase(first);
    if (!state_.sprt) return;
    state_.llr = llr_pentanomial(state_.pentanomial, *state_.sprt);
    if (state_.verdict == SprtVerdict::CONTINUE) {
      state_.verdict = sprt_verdict(state_.llr, *state_.sprt);
      if (state_.verdict != SprtVerdict::CONTINUE) sprt_stop_ = true;
    }
  }

  const MatchCallbacks& callbacks_;
  const std::atomic<bool>* external_stop_;
  RecordSink& sink_;
  std::atomic<int> next_game_{0};
  std::atomic<bool> sprt_stop_{false};
  std::mutex mutex_;
  MatchState state_;
  std::unordered_map<int, double> half_pairs_;  // pair -> engine 1's score in its first game
};

// One worker: two engine processes (engine 1, engine 2) and the games it takes.
class Worker {
 public:
  Worker(const MatchOptions& options, const std::vector<int>& order, MatchHub& hub)
      : options_(options), order_(order), hub_(hub) {}

  void run() {
    for (int g = hub_.take_game(); g >= 0; g = hub_.take_game()) {
      FinishedGame game = play(g);
      if (auto error = hub_.finish(game); error && !save_error_) save_error_ = error;
    }
  }

  const std::optional<Error>& save_error() const { return save_error_; }

 private:
  FinishedGame play(int g) {
    FinishedGame game;
    game.number = g + 1;
    game.pair = g / 2;
    game.opening = order_[std::size_t(game.pair) % order_.size()];
    game.engine1_color = g % 2 == 0 ? BLACK : WHITE;
    // Engine index by colour: engine 1 (index 0) plays Black in the first game of a pair.
    std::array<int, 2> engine_of{g % 2, 1 - g % 2};
    GameSetup setup = setup_for(game, engine_of);
    std::array<MatchEngine*, 2> players{};
    for (Color c : {BLACK, WHITE}) {
      std::string failure;
      players[c] = ready_player(engine_of[c], failure);
      if (!players[c]) {
        game.report = forfeit_before_start(setup, c, failure);
        break;
      }
    }
    if (players[BLACK] && players[WHITE]) game.report = play_game(setup, players);
    game.engine1_score = score_for(game.report.outcome, game.engine1_color);
    return game;
  }

  GameSetup setup_for(const FinishedGame& game, const std::array<int, 2>& engine_of) {
    GameSetup s;
    s.variant = options_.variant;
    s.start = options_.openings[std::size_t(game.opening)];
    s.time_control = options_.time_control;
    s.time_margin_ms = options_.time_margin_ms;
    s.unclocked_limit_ms = options_.unclocked_limit_ms;
    s.max_plies = options_.max_plies;
    for (Color c : {BLACK, WHITE}) s.names[c] = hub_.state().names[engine_of[c]];
    s.header.event = options_.event;
    s.header.date = now_iso8601();
    s.header.round = std::to_string(game.number);
    s.header.comments.push_back("opening " + std::to_string(game.opening + 1) + " of the set");
    return s;
  }

  // The engine's process, started (again) if it has none or a spoiled one, after a new game.
  MatchEngine* ready_player(int engine, std::string& failure) {
    auto& player = players_[engine];
    for (int attempt = 0; attempt < 2; ++attempt) {
      if (player && player->healthy() && player->new_game()) return player.get();
      player.reset();
      auto started = MatchEngine::start(options_.engines[engine], options_.variant);
      if (!started) {
        failure = started.error().message;
        continue;
      }
      player = std::move(started).value();
    }
    if (player && player->healthy() && player->new_game()) return player.get();
    if (failure.empty()) failure = "no readyok after usinewgame/ucinewgame";
    player.reset();
    return nullptr;
  }

  const MatchOptions& options_;
  const std::vector<int>& order_;
  MatchHub& hub_;
  std::array<std::unique_ptr<MatchEngine>, 2> players_;
  std::optional<Error> save_error_;
};

// Starts each engine once before any game: a wrong command is a setup error, not a forfeit.
Result<std::array<std::string, 2>> check_engines(const MatchOptions& options) {
  std::array<std::string, 2> names;
  for (int e = 0; e < 2; ++e) {
    auto player = MatchEngine::start(options.engines[e], options.variant);
    if (!player)
      return make_error("engine " + std::to_string(e + 1) + ": " + player.error().message);
    names[e] = (*player)->name();
  }
  if (names[0] == names[1]) {  // records and summaries must tell the two apart
    names[0] += " (1)";
    names[1] += " (2)";
  }
  return names;
}

}  // namespace

std::vector<int> opening_order(int count, std::optional<uint64_t> seed) {
  std::vector<int> order(std::size_t(std::max(count, 0)));
  for (int i = 0; i < count; ++i) order[std::size_t(i)] = i;
  if (seed) SplitMix64(*seed).shuffle(order);
  return order;
}

Result<MatchState> run_match(const MatchOptions& options, const MatchCallbacks& callbacks,
                             const std::atomic<bool>* stop) {
  if (options.openings.empty()) return make_error("the opening set is empty");
  RecordSink sink(options.pgn_path, options.kif_dir);
  if (auto error = sink.open()) return *error;
  auto names = check_engines(options);
  if (!names) return names.error();
  MatchHub hub(options, callbacks, stop, sink);
  hub.state().names = *names;
  std::vector<int> order = opening_order(int(options.openings.size()), options.seed);
  int workers = std::clamp(options.concurrency, 1, hub.state().games_total);
  std::vector<std::unique_ptr<Worker>> pool;
  for (int i = 0; i < workers; ++i) pool.push_back(std::make_unique<Worker>(options, order, hub));
  std::vector<std::thread> threads;
  for (auto& w : pool) threads.emplace_back([&w] { w->run(); });
  for (auto& t : threads) t.join();
  for (auto& w : pool)
    if (w->save_error()) return *w->save_error();
  return hub.result();
}

}  // namespace tori::match
