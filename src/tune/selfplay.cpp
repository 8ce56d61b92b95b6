// Self-play games for the tuner. Quiet positions only (tune/sample.h).
#include "tune/selfplay.h"

#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "engine/engine.h"
#include "match/random.h"
#include "tune/sample.h"
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
  PlayedGame played;
  Game<V> game(parse_position<V>(opening).value());
  play_random_plies(game, rng, options.random_plies);
  const std::string start = to_sfen(game.position());
  std::vector<Move> moves;
  engine::SearchLimits limits;
  limits.nodes = options.nodes;
  Adjudicator adjudicator(options.adjudicate_cp, options.adjudicate_plies);
  engine.new_game();
  while (!game.over() && int(moves.size()) < options.max_plies) {
    (void)engine.set_position(start, moves);
    engine::SearchOutcome outcome = engine.search(limits);
    const Position<V>& pos = game.position();
    if (!outcome.best) break;
    if (is_quiet_choice(pos, outcome.best) && !outcome.score.mate)
      played.sampled.push_back(to_sfen(pos));
    if (adjudicator.decided(pos.side_to_move(), outcome.score, played.black_score)) return played;
    (void)game.play(outcome.best);
    moves.push_back(outcome.best);
  }
  played.black_score = black_score_of(game.result().outcome);
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
