#include "puzzles/puzzle.h"

#include <cstdint>
#include <cstdio>

namespace tori::puzzles {

std::string_view puzzle_kind_name(PuzzleKind kind) {
  switch (kind) {
    case PuzzleKind::TSUME:
      return "tsume";
    case PuzzleKind::MATE:
      return "mate";
    case PuzzleKind::TACTIC:
      return "tactic";
  }
  return "tsume";
}

std::optional<PuzzleKind> parse_puzzle_kind(std::string_view name) {
  for (PuzzleKind kind : {PuzzleKind::TSUME, PuzzleKind::MATE, PuzzleKind::TACTIC})
    if (puzzle_kind_name(kind) == name) return kind;
  return std::nullopt;
}

std::string puzzle_id(VariantId variant, const std::string& sfen,
                      const std::vector<std::string>& solution) {
  // FNV-1a over the fields with separators: stable across builds and machines, unlike std::hash.
  uint64_t hash = 14695981039346656037ULL;
  auto mix = [&hash](std::string_view text) {
    for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ULL;
    hash = (hash ^ 0xffU) * 1099511628211ULL;
  };
  mix(variant == VariantId::TORI ? "tori" : "yari");
  mix(sfen);
  for (const std::string& move : solution) mix(move);
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return std::string(text, 10);
}

}  // namespace tori::puzzles
