#include "puzzles/puzzle_maker.h"

#include <cmath>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori::puzzles {

namespace {

template <class V>
Puzzle puzzle_of(const Position<V>& pos, PuzzleKind kind, const std::vector<Move>& line,
                 uint64_t nodes, const ThemeContext& context, std::string source) {
  Puzzle puzzle;
  puzzle.variant = std::is_same_v<V, Tori> ? VariantId::TORI : VariantId::YARI;
  // Move number 1: where the position came from in its game says nothing to the solver, and
  // the same position from two games is then the same puzzle.
  Position<V> start = pos;
  start.set_move_number(1);
  puzzle.sfen = to_sfen(start);
  for (Move m : line) puzzle.solution.push_back(to_usi<V>(m));
  puzzle.kind = kind;
  puzzle.themes = puzzle_themes(pos, line, kind, context);
  puzzle.rating = starting_rating(kind, line.size(), nodes);
  puzzle.proof_nodes = nodes;
  puzzle.source = std::move(source);
  puzzle.id = puzzle_id(puzzle.variant, puzzle.sfen, puzzle.solution);
  return puzzle;
}

}  // namespace

template <class V>
Puzzle make_puzzle(const Position<V>& pos, const MateProof& proof, const ThemeContext& context,
                   std::string source) {
  return puzzle_of(pos, proof.kind, proof.line, proof.nodes, context, std::move(source));
}

template <class V>
Puzzle make_puzzle(const Position<V>& pos, const TacticProof& proof, ThemeContext context,
                   std::string source) {
  context.defence = context.defence || proof.defence;
  Puzzle puzzle =
      puzzle_of(pos, PuzzleKind::TACTIC, proof.line, proof.nodes, context, std::move(source));
  // Three decimals: the set file stays stable and readable, and the check compares them.
  puzzle.margin = std::round(proof.margin * 1000) / 1000;
  return puzzle;
}

template <class V>
std::optional<Puzzle> find_tactic(const Position<V>& pos, engine::Engine& engine,
                                  const PuzzleSearch& search, ThemeContext context,
                                  std::string source) {
  auto proof = prove_tactic(pos, engine, search.tactic);
  if (!proof) return std::nullopt;
  return make_puzzle(pos, *proof, context, std::move(source));
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
template Puzzle make_puzzle<Tori>(const Position<Tori>&, const TacticProof&, ThemeContext,
                                  std::string);
template Puzzle make_puzzle<Yari>(const Position<Yari>&, const TacticProof&, ThemeContext,
                                  std::string);
template std::optional<Puzzle> find_tactic<Tori>(const Position<Tori>&, engine::Engine&,
                                                 const PuzzleSearch&, ThemeContext, std::string);
template std::optional<Puzzle> find_tactic<Yari>(const Position<Yari>&, engine::Engine&,
                                                 const PuzzleSearch&, ThemeContext, std::string);
template std::optional<Puzzle> find_puzzle<Tori>(const Position<Tori>&, const PuzzleSearch&,
                                                 const ThemeContext&, std::string);
template std::optional<Puzzle> find_puzzle<Yari>(const Position<Yari>&, const PuzzleSearch&,
                                                 const ThemeContext&, std::string);

}  // namespace tori::puzzles
