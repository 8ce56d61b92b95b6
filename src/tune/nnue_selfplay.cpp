// The NNUE's self-play: worker threads take game numbers in turn; each plays its game with its
// own engine and hands the finished game's records to the writer in one piece.
#include "tune/nnue_selfplay.h"

#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/engine.h"
#include "match/random.h"
#include "tune/selfplay_rules.h"

namespace tori::tune {

namespace {

struct PlayedGame {
  std::vector<PackedBytes> records;
  double black_score = 0.5;
};

// The scored positions of one game, with the game's result.
template <class V>
PlayedGame play_game(engine::Engine& engine, const std::string& opening, uint32_t number,
                     const NnueSelfPlayOptions& options) {
  match::SplitMix64 rng = game_random(options.seed, number);
  SelfPlayGameRules rules;
  rules.limits.nodes = options.nodes;
  rules.limits.depth = options.depth;
  rules.random_plies = options.random_plies;
  rules.max_plies = options.max_plies;
  rules.adjudicate_cp = options.adjudicate_cp;
  rules.adjudicate_plies = options.adjudicate_plies;
  struct Kept {
    Position<V> pos;
    int score;
  };
  std::vector<Kept> kept;
  PlayedGame played;
  played.black_score =
      play_selfplay_game<V>(engine, opening, rng, rules, [&](const Position<V>& pos, int score) {
        kept.push_back({pos, score});
      });
  const int black_result = played.black_score == 1.0 ? 1 : played.black_score == 0.0 ? -1 : 0;
  for (const Kept& k : kept) {
    TrainingPosition label;
    label.score = k.score;
    label.result = k.pos.side_to_move() == BLACK ? black_result : -black_result;
    label.ply = k.pos.move_number();
    label.game = number;
    if (auto packed = pack(k.pos, label)) played.records.push_back(*packed);
  }
  return played;
}

}  // namespace

Result<NnueSelfPlayStats> generate_nnue_data(
    const NnueSelfPlayOptions& options, PackedDataWriter& writer,
    const std::function<void(const NnueSelfPlayStats&)>& progress) {
  auto openings = selfplay_openings(options.variant, options.openings_path);
  if (!openings) return openings.error();
  engine::Options engine_options;
  engine_options.hash_mb = options.hash_mb;
  engine_options.threads = 1;
  engine_options.use_nnue = options.use_nnue;
  engine_options.eval_file = options.eval_file;

  std::atomic<uint32_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex mutex;  // guards writer, stats and error
  NnueSelfPlayStats stats;
  std::optional<Error> error;
  auto work = [&] {
    engine::Engine engine(options.variant, engine_options);
    for (uint32_t n; !failed && (n = next++) < uint32_t(options.games);) {
      {
        std::lock_guard lock(mutex);
        if (writer.has_game(n)) {
          ++stats.skipped;
          continue;
        }
      }
      const std::string& opening = (*openings)[n % openings->size()];
      PlayedGame played = visit_variant(
          options.variant, [&]<class V>() { return play_game<V>(engine, opening, n, options); });
      std::lock_guard lock(mutex);
      if (auto e = writer.append(played.records)) {
        error = e;
        failed = true;
        return;
      }
      ++stats.games;
      stats.positions += played.records.size();
      ++(played.black_score == 1.0   ? stats.black_wins
         : played.black_score == 0.0 ? stats.white_wins
                                     : stats.draws);
      if (progress) progress(stats);
    }
  };
  std::vector<std::thread> workers;
  for (int i = 1; i < std::max(1, options.threads); ++i) workers.emplace_back(work);
  work();
  for (std::thread& t : workers) t.join();
  if (error) return *error;
  return stats;
}

}  // namespace tori::tune
