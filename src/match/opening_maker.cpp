// The engine runs in this process (no pipes): thousands of shallow searches are needed, and
// the set must not depend on the speed of the machine, so every search has a fixed depth.
#include "match/opening_maker.h"

#include <algorithm>
#include <set>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "engine/engine.h"
#include "match/random.h"

namespace tori::match {

namespace {

// Mate scores become large centipawn values so that they compare with the rest.
constexpr int MATE_CP = 100000;

int centipawns(const engine::Score& s) {
  if (!s.mate) return s.value;
  return s.value >= 0 ? MATE_CP - s.value : -MATE_CP - s.value;
}

template <class V>
class OpeningMaker {
 public:
  explicit OpeningMaker(const OpeningMakerOptions& o)
      : options_(o),
        rng_(o.seed),
        engine_(o.variant, engine::Options{.hash_mb = o.hash_mb, .threads = 1}) {}

  Result<std::vector<MadeOpening>> run(const std::function<void(int, int)>& progress) {
    int limit = options_.max_attempts > 0 ? options_.max_attempts : 100 * options_.count;
    std::vector<MadeOpening> made;
    for (int tried = 1; int(made.size()) < options_.count; ++tried) {
      if (tried > limit)
        return make_error("only " + std::to_string(made.size()) + " balanced openings in " +
                          std::to_string(limit) + " tries; widen --balance or the plies");
      if (auto opening = attempt()) made.push_back(*opening);
      if (progress) progress(int(made.size()), tried);
    }
    return made;
  }

 private:
  // One random sequence; the opening it ends in, if balanced and new.
  std::optional<MadeOpening> attempt() {
    int span = options_.max_plies - options_.min_plies + 1;
    int plies = options_.min_plies + int(rng_.below(uint64_t(std::max(span, 1))));
    Game<V> game;
    for (int i = 0; i < plies; ++i) {
      auto move = sane_random_move(game);
      if (!move) return std::nullopt;
      game.play(*move);
      if (game.over()) return std::nullopt;
    }
    const Position<V>& pos = game.position();
    if (pos.in_check()) return std::nullopt;  // a forced reply is no opening
    std::string sfen = to_sfen(pos);
    std::string board_hands = sfen.substr(0, sfen.rfind(' '));  // the move number aside
    if (seen_.count(board_hands)) return std::nullopt;
    int score = evaluate(game.moves(), options_.check_depth);
    if (std::abs(score) > options_.balance) return std::nullopt;
    seen_.insert(board_hands);
    MadeOpening opening{sfen, {}, score};
    for (Move m : game.moves()) opening.usi_moves.push_back(to_usi<V>(m));
    return opening;
  }

  // A random move among those within choice_margin of the best, by a shallow search of each.
  std::optional<Move> sane_random_move(const Game<V>& game) {
    std::vector<std::pair<Move, int>> scored;
    std::vector<Move> line = game.moves();
    for (Move m : game.legal_moves()) {
      line.push_back(m);
      scored.push_back({m, -evaluate(line, options_.choice_depth - 1)});
      line.pop_back();
    }
    if (scored.empty()) return std::nullopt;
    int best = std::max_element(scored.begin(), scored.end(), [](auto& a, auto& b) {
                 return a.second < b.second;
               })->second;
    std::vector<Move> sane;
    for (auto& [m, s] : scored)
      if (s >= best - options_.choice_margin) sane.push_back(m);
    return sane[rng_.below(sane.size())];
  }

  // The score for the side to move after `moves` from the start, by a search of `depth`
  // (at least 1); a position without legal moves is lost.
  int evaluate(const std::vector<Move>& moves, int depth) {
    Game<V> game;
    for (Move m : moves) game.play(m);
    if (game.over()) {
      Outcome o = game.result().outcome;
      if (o == Outcome::DRAW) return 0;
      bool mover_won = (o == Outcome::BLACK_WINS) == (game.position().side_to_move() == BLACK);
      return mover_won ? MATE_CP : -MATE_CP;
    }
    engine_.set_position("startpos", moves);
    engine::SearchLimits limits;
    limits.depth = std::max(depth, 1);
    return centipawns(engine_.search(limits).score);
  }

  const OpeningMakerOptions& options_;
  SplitMix64 rng_;
  engine::Engine engine_;
  std::set<std::string> seen_;
};

}  // namespace

Result<std::vector<MadeOpening>> make_openings(const OpeningMakerOptions& options,
                                               const std::function<void(int, int)>& progress) {
  if (options.count < 1) return make_error("the count must be at least 1");
  if (options.min_plies < 0 || options.max_plies < options.min_plies)
    return make_error("the plies must satisfy 0 <= min <= max");
  return visit_variant(options.variant,
                       [&]<class V>() { return OpeningMaker<V>(options).run(progress); });
}

std::string opening_file_text(const std::vector<MadeOpening>& openings,
                              const OpeningMakerOptions& o, const std::string& command) {
  std::string variant = o.variant == VariantId::TORI ? "Tori Shogi" : "Yari Shogi";
  std::string text = "# " + variant +
                     " opening set for `tori match`: " + std::to_string(openings.size()) +
                     " positions.\n";
  text += "# Each is " + std::to_string(o.min_plies) + " to " + std::to_string(o.max_plies) +
          " plies from the start, every move chosen at random among those within " +
          std::to_string(o.choice_margin) + " cp of the best at depth " +
          std::to_string(o.choice_depth) + ",\n# and kept when tori's search at depth " +
          std::to_string(o.check_depth) + " scores it within +-" + std::to_string(o.balance) +
          " cp. Made by:\n#   " + command + "\n";
  for (std::size_t i = 0; i < openings.size(); ++i) {
    const MadeOpening& op = openings[i];
    std::string moves;
    for (const std::string& m : op.usi_moves) moves += " " + m;
    text += "# " + std::to_string(i + 1) + ":" + moves + " (" + (op.score >= 0 ? "+" : "") +
            std::to_string(op.score) + " cp)\n" + op.sfen + "\n";
  }
  return text;
}

}  // namespace tori::match
