// Engine: the game being played, the search thread and its helpers (Lazy SMP: every thread
// searches the same position and shares the transposition table), and the go/stop/ponderhit
// handshake of the protocols.
#include "engine/engine.h"

#include <condition_variable>
#include <mutex>
#include <thread>
#include <variant>

#include "core/fen.h"
#include "engine/mate/mate_solver.h"
#include "engine/nnue/network.h"
#include "engine/search.h"

namespace tori::engine {

// The df-pn solver's budget before a `go mate` that accepts any mate turns to the alpha-beta
// search.
constexpr uint64_t MATE_FIRST_NODES = 200000;

class Engine::Impl {
 public:
  Impl(VariantId variant, Options options)
      : variant_(variant), options_(options), tt_(std::size_t(options.hash_mb)) {
    reset_game();
  }
  ~Impl() {
    stop();
    wait();
  }

  VariantId variant() const { return variant_; }
  const Options& options() const { return options_; }

  void set_options(const Options& options) {
    wait_idle();
    if (options.hash_mb != options_.hash_mb) tt_.resize(std::size_t(std::max(options.hash_mb, 1)));
    options_ = options;
  }

  void new_game() {
    wait_idle();
    tt_.clear();
    // Cleared in place rather than made anew: a searcher's histories are megabytes, and self-play
    // starts dozens of games a second (fresh pages cost more in the kernel than the clearing).
    for (auto& searcher : searchers_tori_) searcher->new_game();
    for (auto& searcher : searchers_yari_) searcher->new_game();
  }

  std::optional<Error> set_position(std::string_view text, const std::vector<Move>& moves) {
    wait_idle();
    return visit_variant(variant_, [&]<class V>() -> std::optional<Error> {
      auto start = parse_position<V>(text);
      if (!start) return start.error();
      Game<V> game(*start);
      for (std::size_t i = 0; i < moves.size(); ++i) {
        auto played = game.play(moves[i]);
        if (!played)
          return make_error("move " + std::to_string(i + 1) +
                            " is illegal: " + played.error().message);
      }
      game_ = std::move(game);
      return std::nullopt;
    });
  }

  void go(const SearchLimits& limits, Callbacks callbacks) {
    std::unique_lock lock = begin_search(limits);
    worker_ = std::thread([this, callbacks = std::move(callbacks)] { run(callbacks); });
  }

  // The search of `go` on the calling thread, for a caller that would only wait for it: with a
  // thread per search, self-play (hundreds of searches a second) spent nearly half its time in
  // the kernel, faulting fresh thread stacks in and flushing the other core's TLB.
  void search_here(const Callbacks& callbacks, const SearchLimits& limits) {
    begin_search(limits).unlock();  // run takes it again when it ends
    run(callbacks);
  }

  void stop() {
    std::lock_guard lock(mutex_);
    stop_flag_ = true;
    waiting_for_stop_ = false;
    changed_.notify_all();
  }

  void ponderhit() {
    std::lock_guard lock(mutex_);
    if (!pondering_) return;
    pondering_ = false;
    SearchLimits limits = limits_;
    limits.ponder = false;
    waiting_for_stop_ = limits.infinite;
    start_clock(limits);
    changed_.notify_all();
  }

  void wait() {
    if (worker_.joinable()) worker_.join();
  }

  bool searching() const {
    std::lock_guard lock(mutex_);
    return searching_;
  }

 private:
  // Starts the clock of this search for the side to move (the caller holds the mutex).
  void start_clock(const SearchLimits& limits) {
    visit_variant(variant_, [&]<class V>() {
      const Game<V>& game = std::get<Game<V>>(game_);
      time_.start(limits, game.position().side_to_move(), game.position().move_number(),
                  EXPECTED_MOVES<V>);
    });
  }

  // Ends any search and sets up the next; the lock returned keeps others out until it starts.
  std::unique_lock<std::mutex> begin_search(const SearchLimits& limits) {
    stop();
    wait();
    std::unique_lock lock(mutex_);
    stop_flag_ = false;
    pondering_ = limits.ponder;
    waiting_for_stop_ = limits.infinite || limits.ponder;
    nodes_ = 0;
    limits_ = limits;
    searching_ = true;
    start_clock(limits);
    return lock;
  }

  // Option and position changes wait for the search to end (the protocols send them between
  // searches; a careless client must not corrupt a running one).
  void wait_idle() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return !searching_; });
    lock.unlock();
    wait();
  }

  template <class V>
  std::vector<std::unique_ptr<Searcher<V>>>& searchers() {
    if constexpr (std::is_same_v<V, Tori>)
      return searchers_tori_;
    else
      return searchers_yari_;
  }

  void run(const Callbacks& callbacks) {
    SearchOutcome outcome =
        visit_variant(variant_, [&]<class V>() { return run_threads<V>(callbacks); });
    outcome.nodes = nodes_;
    {
      // In infinite and ponder mode the best move waits for stop (or ponderhit).
      std::unique_lock lock(mutex_);
      changed_.wait(lock, [this] { return !waiting_for_stop_; });
    }
    if (callbacks.on_best_move) callbacks.on_best_move(outcome);
    std::lock_guard lock(mutex_);
    searching_ = false;
    changed_.notify_all();
  }

  // A mate search goes to the df-pn solver first. What it proves is reported as the answer; when
  // it finds nothing, an ordinary mate search may still find a mate that is not all checks.
  template <class V>
  std::optional<SearchOutcome> solve_mate_first(const Callbacks& callbacks) {
    const Game<V>& game = std::get<Game<V>>(game_);
    mate::MateLimits limits;
    limits.stop = &stop_flag_;
    limits.max_plies = 2 * limits_.mate - 1;
    if (limits_.checks_only)
      limits.max_ms = limits_.move_time;
    else
      limits.max_nodes = MATE_FIRST_NODES;
    mate::MateResult result = mate::solve_mate(game.position(), limits);
    nodes_ += result.nodes;
    if (result.status != mate::MateResult::MATE || result.line.empty()) {
      if (limits_.checks_only) return SearchOutcome{};  // no move: "nomate" or "timeout"
      return std::nullopt;
    }
    SearchOutcome outcome;
    outcome.best = result.line[0];
    outcome.ponder = result.line.size() > 1 ? result.line[1] : Move();
    outcome.score = {true, (result.length + 1) / 2};
    if (callbacks.on_info) {
      SearchInfo info;
      info.depth = info.seldepth = result.length;
      info.score = outcome.score;
      info.nodes = nodes_;
      info.time_ms = time_.elapsed_ms();
      info.nps = info.time_ms > 0 ? info.nodes * 1000 / uint64_t(info.time_ms) : info.nodes * 1000;
      info.pv = result.line;
      callbacks.on_info(info);
    }
    return outcome;
  }

  template <class V>
  SearchOutcome run_threads(const Callbacks& callbacks) {
    const Game<V>& game = std::get<Game<V>>(game_);
    if (limits_.mate > 0)
      if (auto solved = solve_mate_first<V>(callbacks)) return *solved;
    auto& pool = searchers<V>();
    SharedState shared{tt_, stop_flag_, nodes_, time_};
    const int threads = std::max(1, options_.threads);
    while (int(pool.size()) < threads) pool.push_back(std::make_unique<Searcher<V>>(shared));
    // A net that cannot be had leaves the classical evaluation (describe_evaluation says why).
    const nnue::Network<V>* net = nullptr;
    if (options_.use_nnue)
      if (auto chosen = network<V>()) net = *chosen;
    for (auto& searcher : pool) searcher->set_network(net);
    tt_.new_search();
    std::vector<std::thread> helpers;
    for (int i = 1; i < threads; ++i)
      helpers.emplace_back([&, i] {
        SearchLimits helper_limits = limits_;
        helper_limits.infinite = true;
        pool[i]->run(game, helper_limits, options_, {}, false, i);
      });
    SearchOutcome outcome = pool[0]->run(game, limits_, options_, callbacks, true, 0);
    stop_flag_ = true;
    for (std::thread& t : helpers) t.join();
    return outcome;
  }

  // The embedded net, or EvalFile's, read once for as long as the option names the same file.
  template <class V>
  Result<const nnue::Network<V>*> network() {
    if (options_.eval_file.empty()) return nnue::embedded_network<V>();
    auto& [path, loaded] = file_network<V>();
    if (!loaded || path != options_.eval_file) {
      auto read = nnue::load_network<V>(options_.eval_file);
      if (!read) return read.error();
      path = options_.eval_file;
      loaded = std::make_unique<nnue::Network<V>>(std::move(read).value());
    }
    return loaded.get();
  }

  template <class V>
  std::pair<std::string, std::unique_ptr<nnue::Network<V>>>& file_network() {
    if constexpr (std::is_same_v<V, Tori>)
      return file_network_tori_;
    else
      return file_network_yari_;
  }

  void reset_game() {
    visit_variant(variant_, [&]<class V>() { game_ = Game<V>(); });
  }

  VariantId variant_;
  Options options_;
  TranspositionTable tt_;
  TimeManager time_;
  std::atomic<bool> stop_flag_{false};
  std::atomic<uint64_t> nodes_{0};
  std::variant<Game<Tori>, Game<Yari>> game_;
  std::vector<std::unique_ptr<Searcher<Tori>>> searchers_tori_;
  std::vector<std::unique_ptr<Searcher<Yari>>> searchers_yari_;
  std::pair<std::string, std::unique_ptr<nnue::Network<Tori>>> file_network_tori_;
  std::pair<std::string, std::unique_ptr<nnue::Network<Yari>>> file_network_yari_;
  SearchLimits limits_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  bool searching_ = false;
  bool pondering_ = false;
  bool waiting_for_stop_ = false;
  std::thread worker_;
};

Result<std::string> describe_evaluation(VariantId variant, const Options& options) {
  if (!options.use_nnue) return std::string("classical evaluation");
  return visit_variant(variant, [&]<class V>() -> Result<std::string> {
    std::string source = options.eval_file.empty() ? "embedded net" : options.eval_file;
    if (options.eval_file.empty()) {
      auto net = nnue::embedded_network<V>();
      if (!net) return net.error();
      return "NNUE, " + source + ": " + (*net)->description;
    }
    auto net = nnue::load_network<V>(options.eval_file);
    if (!net) return net.error();
    return "NNUE, " + source + ": " + net->description;
  });
}

Engine::Engine(VariantId variant, Options options)
    : impl_(std::make_unique<Impl>(variant, options)) {}
Engine::~Engine() = default;
VariantId Engine::variant() const { return impl_->variant(); }
const Options& Engine::options() const { return impl_->options(); }
void Engine::set_options(const Options& options) { impl_->set_options(options); }
void Engine::new_game() { impl_->new_game(); }
std::optional<Error> Engine::set_position(std::string_view position,
                                          const std::vector<Move>& moves) {
  return impl_->set_position(position, moves);
}
void Engine::go(const SearchLimits& limits, Callbacks callbacks) {
  impl_->go(limits, std::move(callbacks));
}
void Engine::stop() { impl_->stop(); }
void Engine::ponderhit() { impl_->ponderhit(); }
void Engine::wait() { impl_->wait(); }
bool Engine::searching() const { return impl_->searching(); }

SearchOutcome Engine::search(const SearchLimits& limits,
                             std::function<void(const SearchInfo&)> on_info) {
  SearchOutcome result;
  impl_->search_here(Callbacks{std::move(on_info), [&](const SearchOutcome& o) { result = o; }},
                     limits);
  return result;
}

}  // namespace tori::engine
