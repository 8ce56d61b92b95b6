#include "server/puzzles/stored_puzzle.h"

namespace tori::server {

PuzzleRecord puzzle_record(const puzzles::Puzzle& puzzle) {
  PuzzleRecord r;
  r.id = puzzle.id;
  r.variant = puzzle.variant;
  r.sfen = puzzle.sfen;
  r.solution = puzzle.solution;
  r.themes = puzzle.themes;
  r.kind = std::string(puzzles::puzzle_kind_name(puzzle.kind));
  r.source = puzzle.source;
  r.proof_nodes = puzzle.proof_nodes;
  r.margin = puzzle.margin;
  r.start_rating = puzzle.rating;
  r.rating = puzzle.rating;
  return r;
}

puzzles::Puzzle puzzle_of(const PuzzleRecord& r) {
  puzzles::Puzzle p;
  p.id = r.id;
  p.variant = r.variant;
  p.sfen = r.sfen;
  p.solution = r.solution;
  p.themes = r.themes;
  p.kind = puzzles::parse_puzzle_kind(r.kind).value_or(puzzles::PuzzleKind::TSUME);
  p.rating = r.start_rating;
  p.source = r.source;
  p.proof_nodes = r.proof_nodes;
  p.margin = r.margin;
  return p;
}

}  // namespace tori::server
