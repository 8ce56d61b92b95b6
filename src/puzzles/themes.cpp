#include "puzzles/themes.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/fen.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::puzzles {

template <class V>
std::vector<std::string> puzzle_themes(const Position<V>& start, const std::vector<Move>& line,
                                       PuzzleKind kind, const ThemeContext& context) {
  std::vector<std::string> themes;
  if (kind == PuzzleKind::TACTIC) {
    themes.push_back("tactic");
  } else {
    themes.push_back("mate");
    themes.push_back("mateIn" + std::to_string((line.size() + 1) / 2));
    if (kind == PuzzleKind::TSUME) themes.push_back("tsume");
  }
  for (std::size_t i = 0; i < line.size(); i += 2) {
    if (line[i].is_drop()) themes.push_back("drop");
    if (line[i].is_promotion()) themes.push_back("promotion");
    // A board move captures whatever stands on its square; drops land on empty squares.
    if (i + 1 < line.size() && !line[i + 1].is_drop() && line[i + 1].to() == line[i].to())
      themes.push_back("sacrifice");
  }
  const int on_board = popcount(start.pieces());
  const int at_start = popcount(start_position<V>().pieces());
  if (3 * on_board <= 2 * at_start) themes.push_back("endgame");
  if (context.defence) themes.push_back("defence");
  if (context.handicap) themes.push_back("handicap");
  std::sort(themes.begin(), themes.end());
  themes.erase(std::unique(themes.begin(), themes.end()), themes.end());
  return themes;
}

int starting_rating(PuzzleKind kind, std::size_t solution_plies, uint64_t proof_nodes) {
  // A mate in one starts at 1000 and each further solver move adds 200; a proof that needed
  // many nodes (many checks to refute) adds up to about 300 more. Tactics start as a mate in
  // two, plus 200 a further move (their engine nodes say nothing of how hard they look).
  // Glicko-2 moves each rating from there as players try the puzzle.
  const int moves = int(solution_plies + 1) / 2;
  if (kind == PuzzleKind::TACTIC) return 1200 + 200 * (moves - 1);
  const int base = 800 + 200 * moves;
  const double work = std::log2(1.0 + double(proof_nodes) / 1000.0);
  return std::clamp(base + int(std::lround(40 * work)), 600, 2800);
}

template std::vector<std::string> puzzle_themes<Tori>(const Position<Tori>&,
                                                      const std::vector<Move>&, PuzzleKind,
                                                      const ThemeContext&);
template std::vector<std::string> puzzle_themes<Yari>(const Position<Yari>&,
                                                      const std::vector<Move>&, PuzzleKind,
                                                      const ThemeContext&);

}  // namespace tori::puzzles
