#include "puzzles/set_check.h"

#include "core/fen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::puzzles {

namespace {

template <class V>
std::optional<std::string> recheck(const Puzzle& puzzle, const PuzzleSearch& search,
                                   std::unique_ptr<engine::Engine>& engine) {
  auto pos = parse_sfen<V>(puzzle.sfen);
  if (!pos) return "its position: " + pos.error().to_string();
  std::optional<Puzzle> again;
  if (puzzle.kind == PuzzleKind::TACTIC) {
    if (!engine) engine = std::make_unique<engine::Engine>(puzzle.variant, tactic_engine_options());
    again = find_tactic(*pos, *engine, search, {}, puzzle.source);
  } else {
    std::optional<MateProof> proof;
    if (puzzle.kind == PuzzleKind::TSUME) proof = prove_tsume(*pos, search.mate);
    if (puzzle.kind == PuzzleKind::MATE) proof = prove_quiet_mate(*pos);
    if (proof) again = make_puzzle(*pos, *proof, {}, puzzle.source);
  }
  if (!again)
    return std::string("no proof of a unique ") + std::string(puzzle_kind_name(puzzle.kind));
  if (again->solution != puzzle.solution) return "the proof gives another solution";
  if (again->margin != puzzle.margin) return "the proof gives another margin";
  // A handicap is the game's, not the position's; so is a mate's defence (a tactic's defence
  // comes from its proof): compare the rest.
  std::vector<std::string> themes = puzzle.themes;
  const bool tactic = puzzle.kind == PuzzleKind::TACTIC;
  std::erase_if(themes, [tactic](const std::string& t) {
    return t == "handicap" || (t == "defence" && !tactic);
  });
  if (again->themes != themes) return "the proof gives other themes";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> recheck_puzzle(const Puzzle& puzzle, const PuzzleSearch& search) {
  std::unique_ptr<engine::Engine> engine;
  return recheck_puzzle(puzzle, search, engine);
}

std::optional<std::string> recheck_puzzle(const Puzzle& puzzle, const PuzzleSearch& search,
                                          std::unique_ptr<engine::Engine>& engine) {
  if (engine && engine->variant() != puzzle.variant) engine.reset();
  return visit_variant(puzzle.variant,
                       [&]<class V>() { return recheck<V>(puzzle, search, engine); });
}

std::vector<std::size_t> sample_indices(std::size_t size, std::size_t count) {
  std::vector<std::size_t> indices;
  if (count == 0 || count >= size) {
    for (std::size_t i = 0; i < size; ++i) indices.push_back(i);
    return indices;
  }
  for (std::size_t i = 0; i < count; ++i) indices.push_back(i * size / count);
  return indices;
}

}  // namespace tori::puzzles
