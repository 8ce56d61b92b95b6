#include "puzzles/set_check.h"

#include "core/fen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::puzzles {

namespace {

template <class V>
std::optional<std::string> recheck(const Puzzle& puzzle, const PuzzleSearch& search) {
  auto pos = parse_sfen<V>(puzzle.sfen);
  if (!pos) return "its position: " + pos.error().to_string();
  std::optional<MateProof> proof;
  if (puzzle.kind == PuzzleKind::TSUME) proof = prove_tsume(*pos, search.mate);
  if (puzzle.kind == PuzzleKind::MATE) proof = prove_quiet_mate(*pos);
  if (!proof) return std::string("no proof of a unique ") + std::string(puzzle_kind_name(puzzle.kind));
  Puzzle again = make_puzzle(*pos, *proof, {}, puzzle.source);
  if (again.solution != puzzle.solution) return "the proof gives another solution";
  // Themes told by the miner (defence, handicap) are not in the position: compare the rest.
  std::vector<std::string> themes = puzzle.themes;
  std::erase_if(themes, [](const std::string& t) { return t == "defence" || t == "handicap"; });
  if (again.themes != themes) return "the proof gives other themes";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> recheck_puzzle(const Puzzle& puzzle, const PuzzleSearch& search) {
  if (puzzle.kind == PuzzleKind::TACTIC) return "tactics are not rechecked here";
  return visit_variant(puzzle.variant,
                       [&]<class V>() { return recheck<V>(puzzle, search); });
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
