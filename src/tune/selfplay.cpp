// Self-play games for the tuner. Quiet positions only (tune/sample.h).
#include "tune/selfplay.h"

#include <string>
#include <vector>

#include "core/fen.h"
#include "engine/engine.h"
#include "match/random.h"
#include "tune/selfplay_rules.h"

namespace tori::tune {

namespace {

struct PlayedGame {
  std::vector<std::string> sampled;  // SFEN of the quiet positions
  double black_score = 0.5;
};

template <class V>
PlayedGame play_game(engine::Engine& engine, const std::string& opening, match::SplitMix64& rng,
                     const SelfPlayOptions& options) {
  SelfPlayGameRules rules;
  rules.limits.nodes = options.nodes;
  rules.random_plies = options.random_plies;
  rules.max_plies = options.max_plies;
  rules.adjudicate_cp = options.adjudicate_cp;
  rules.adjudicate_plies = options.adjudicate_plies;
  PlayedGame played;
  played.black_score = play_selfplay_game<V>(
      engine, opening, rng, rules,
      [&](const Position<V>& pos, int) { played.sampled.push_back(to_sfen(pos)); });
  return played;
}

}  // namespace

Result<SelfPlayStats> generate_selfplay(const SelfPlayOptions& options, std::ostream& out,
                                        const std::function<void(const SelfPlayStats&)>& progress) {
  auto openings = selfplay_openings(options.variant, options.openings_path);
  if (!openings) return openings.error();
  engine::Options engine_options;
  engine_options.hash_mb = options.hash_mb;
  engine_options.threads = 1;
  engine_options.use_nnue = false;  // its positions and labels tune the classical evaluation
  engine::Engine engine(options.variant, engine_options);
  SelfPlayStats stats;
  for (int i = 0; i < options.games; ++i) {
    match::SplitMix64 rng = game_random(options.seed, uint64_t(i));
    const std::string& opening = (*openings)[std::size_t(i) % openings->size()];
    PlayedGame played = visit_variant(
        options.variant, [&]<class V>() { return play_game<V>(engine, opening, rng, options); });
    for (const std::string& sfen : played.sampled)
      out << sfen << ';' << format_result(played.black_score) << '\n';
    ++stats.games;
    stats.positions += played.sampled.size();
    if (played.black_score == 1.0)
      ++stats.black_wins;
    else if (played.black_score == 0.0)
      ++stats.white_wins;
    else
      ++stats.draws;
    if (progress) progress(stats);
  }
  return stats;
}

}  // namespace tori::tune
