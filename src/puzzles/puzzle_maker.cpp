#include "puzzles/puzzle_maker.h"

#include "core/fen.h"
#include "core/move_text.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::puzzles {

template <class V>
Puzzle make_puzzle(const Position<V>& pos, const MateProof& proof, const ThemeContext& context,
                   std::string source) {
  Puzzle puzzle;
  puzzle.variant = std::is_same_v<V, Tori> ? VariantId::TORI : VariantId::YARI;
  // Move number 1: where the position came from in its game says nothing to the solver, and
  // the same position from two games is then the same puzzle.
  Position<V> start = pos;
  start.set_move_number(1);
  puzzle.sfen = to_sfen(start);
  for (Move m : proof.line) puzzle.solution.push_back(to_usi<V>(m));
  puzzle.kind = proof.kind;
  puzzle.themes = puzzle_themes(pos, proof.line, proof.kind, context);
  puzzle.rating = starting_rating(proof.kind, proof.line.size(), proof.nodes);
  puzzle.proof_nodes = proof.nodes;
  puzzle.source = std::move(source);
  puzzle.id = puzzle_id(puzzle.variant, puzzle.sfen, puzzle.solution);
  return puzzle;
}

template <class V>
std::optional<Puzzle> find_puzzle(const Position<V>& pos, const PuzzleSearch& search,
                                  const ThemeContext& context, std::string source) {
  if (auto tsume = prove_tsume(pos, search.mate))
    return make_puzzle(pos, *tsume, context, std::move(source));
  if (search.quiet_mates)
    if (auto quiet = prove_quiet_mate(pos))
      return make_puzzle(pos, *quiet, context, std::move(source));
  return std::nullopt;
}

template Puzzle make_puzzle<Tori>(const Position<Tori>&, const MateProof&, const ThemeContext&,
                                  std::string);
template Puzzle make_puzzle<Yari>(const Position<Yari>&, const MateProof&, const ThemeContext&,
                                  std::string);
template std::optional<Puzzle> find_puzzle<Tori>(const Position<Tori>&, const PuzzleSearch&,
                                                 const ThemeContext&, std::string);
template std::optional<Puzzle> find_puzzle<Yari>(const Position<Yari>&, const PuzzleSearch&,
                                                 const ThemeContext&, std::string);

}  // namespace tori::puzzles
