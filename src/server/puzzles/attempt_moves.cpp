#include "server/puzzles/attempt_moves.h"

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"

namespace tori::server {

namespace {

constexpr std::size_t MAX_MOVE_TEXT = 8;  // "P*7b", "7c6b+": USI moves are short

Error invalid(std::string message) { return make_error(ErrorKind::INVALID, std::move(message)); }

template <class V>
std::optional<Error> check_moves(const puzzles::Puzzle& puzzle,
                                 const std::vector<std::string>& moves) {
  auto start = parse_sfen<V>(puzzle.sfen);
  if (!start) return make_error(ErrorKind::INTERNAL, "a stored puzzle's position is damaged");
  Game<V> game(*start);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    std::string where = "move " + std::to_string(i + 1);
    if (moves[i].empty() || moves[i].size() > MAX_MOVE_TEXT)
      return invalid(where + " is not a USI move");
    if (game.over()) return invalid(where + " (" + moves[i] + ") comes after the game ended");
    auto move = parse_usi_move<V>(moves[i]);
    if (!move)
      return invalid(where + " (" + moves[i] + ") is not a USI move: " + move.error().to_string());
    if (auto why = game.why_illegal(*move))
      return invalid(where + " (" + moves[i] + ") is not legal here: " + *why);
    game.play(*move);
  }
  return std::nullopt;
}

}  // namespace

std::optional<Error> check_attempt_moves(const puzzles::Puzzle& puzzle,
                                         const std::vector<std::string>& moves) {
  if (moves.size() > MAX_ATTEMPT_MOVES)
    return invalid("at most " + std::to_string(MAX_ATTEMPT_MOVES) + " moves");
  return visit_variant(puzzle.variant, [&]<class V>() { return check_moves<V>(puzzle, moves); });
}

}  // namespace tori::server
