// How a self-play game is played, shared by the tuner's data (tune/selfplay.h) and the NNUE's
// (tune/nnue_selfplay.h): the opening set, a few seeded random plies after the opening, a
// search per move, and adjudication by the engine's own score.
#pragma once

#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/result.h"
#include "engine/engine.h"
#include "match/openings.h"
#include "match/random.h"
#include "tune/sample.h"

namespace tori::tune {

// The openings at path, or the variant's default set when path is empty; never an empty list.
inline Result<std::vector<std::string>> selfplay_openings(VariantId variant,
                                                          const std::string& path) {
  std::string chosen = path.empty() ? match::default_openings_path(variant) : path;
  auto openings = match::load_openings(chosen, variant);
  if (!openings) return openings.error();
  if (openings->empty()) return make_error("no openings in " + chosen);
  return openings;
}

// Each game has its own random stream, so that game n is the same whatever came before.
inline match::SplitMix64 game_random(uint64_t seed, uint64_t game) {
  return match::SplitMix64(seed * 0x9E3779B97F4A7C15ULL + game);
}

// Up to max_plies random legal moves, the number itself drawn.
template <class V>
void play_random_plies(Game<V>& game, match::SplitMix64& rng, int max_plies) {
  int plies = int(rng.below(uint64_t(max_plies) + 1));
  for (int i = 0; i < plies && !game.over(); ++i) {
    MoveList moves = game.legal_moves();
    if (moves.empty()) break;
    (void)game.play(moves[rng.below(moves.size())]);
  }
}

// Ends the game by the engine's own score: a mate found, or a large score that both sides
// have agreed on for some plies running. Returns the score for Black when it does.
class Adjudicator {
 public:
  Adjudicator(int decisive_cp, int plies) : decisive_cp_(decisive_cp), plies_(plies) {}

  bool decided(Color mover, const engine::Score& score, double& black_score) {
    int for_black = mover == BLACK ? score.value : -score.value;
    if (score.mate) {
      black_score = for_black > 0 ? 1.0 : 0.0;
      return true;
    }
    black_streak_ = for_black >= decisive_cp_ ? black_streak_ + 1 : 0;
    white_streak_ = -for_black >= decisive_cp_ ? white_streak_ + 1 : 0;
    if (black_streak_ >= plies_) black_score = 1.0;
    if (white_streak_ >= plies_) black_score = 0.0;
    return black_streak_ >= plies_ || white_streak_ >= plies_;
  }

 private:
  int decisive_cp_;
  int plies_;
  int black_streak_ = 0;
  int white_streak_ = 0;
};

// What one self-play game is played with.
struct SelfPlayGameRules {
  engine::SearchLimits limits;  // per move
  int random_plies = 8;         // at most this many after the opening, the number drawn
  int max_plies = 300;          // a longer game is a draw
  int adjudicate_cp = 2000;
  int adjudicate_plies = 4;
};

// Plays one game from `opening` with `engine` on both sides and returns the score for Black.
// `quiet(pos, score)` is called for each searched position that is quiet (the chosen move
// neither a capture nor a promotion, not in check) and not scored as a mate.
template <class V, class OnQuiet>
double play_selfplay_game(engine::Engine& engine, const std::string& opening,
                          match::SplitMix64& rng, const SelfPlayGameRules& rules, OnQuiet&& quiet) {
  Game<V> game(parse_position<V>(opening).value());
  play_random_plies(game, rng, rules.random_plies);
  const std::string start = to_sfen(game.position());
  std::vector<Move> moves;
  Adjudicator adjudicator(rules.adjudicate_cp, rules.adjudicate_plies);
  engine.new_game();
  double black_score = 0.5;
  while (!game.over() && int(moves.size()) < rules.max_plies) {
    (void)engine.set_position(start, moves);
    engine::SearchOutcome outcome = engine.search(rules.limits);
    const Position<V>& pos = game.position();
    if (!outcome.best) break;
    // A quiet position's static evaluation can match its search score; mates are no scores.
    if (is_quiet_choice(pos, outcome.best) && !outcome.score.mate) quiet(pos, outcome.score.value);
    if (adjudicator.decided(pos.side_to_move(), outcome.score, black_score)) return black_score;
    (void)game.play(outcome.best);
    moves.push_back(outcome.best);
  }
  return black_score_of(game.result().outcome);
}

}  // namespace tori::tune
