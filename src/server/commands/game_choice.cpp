// The choice between the two games, by how well each fits the player; a tie is left to them.
#include "server/commands/game_choice.h"

#include <array>

#include "server/records/records.h"

namespace tori::server {

namespace {

constexpr std::array<VariantId, 2> BOTH = {VariantId::TORI, VariantId::YARI};

// How well game `key` fits the player: 0 there is none, 1 someone else's, 2 one the player
// played, 3 one the player plays now.
Result<int> fit(GameService& service, const std::string& user, GameKey key) {
  auto game = service.game(key);
  if (!game)
    return game.error().kind == ErrorKind::NOT_FOUND ? Result<int>(0) : Result<int>(game.error());
  if (!game->color_of(user)) return 1;
  return game->active() ? 3 : 2;
}

Result<VariantId> by_number(GameService& service, const std::string& user, int board) {
  std::array<int, 2> fits{};
  for (std::size_t i = 0; i < BOTH.size(); ++i) {
    auto f = fit(service, user, {BOTH[i], board});
    if (!f) return f.error();
    fits[i] = *f;
  }
  std::string number = std::to_string(board);
  if (fits[0] == 0 && fits[1] == 0)
    return make_error(ErrorKind::NOT_FOUND, "there is no torishogi or yarishogi game " + number);
  if (fits[0] != fits[1]) return fits[0] > fits[1] ? BOTH[0] : BOTH[1];
  std::string whose = fits[0] == 3 ? "you play" : fits[0] == 2 ? "you played" : "there is";
  return make_error(ErrorKind::INVALID,
                    whose + " a torishogi game " + number + " and a yarishogi game " + number);
}

// The games the player has games of, in play (or at all).
Result<std::vector<VariantId>> games_with(GameService& service, const std::string& user,
                                          GameQuery::Which which) {
  std::vector<VariantId> found;
  for (VariantId game : BOTH) {
    auto list = service.games(game, {user}, which, false, 0, 1);
    if (!list) return list.error();
    if (!list->empty()) found.push_back(game);
  }
  return found;
}

Result<VariantId> by_games_played(GameService& service, const std::string& user) {
  auto playing = games_with(service, user, GameQuery::Which::ACTIVE);
  if (!playing) return playing.error();
  if (playing->size() == 1) return playing->front();
  if (playing->size() == 2)
    return make_error(ErrorKind::INVALID, "you play games of both torishogi and yarishogi");
  auto played = games_with(service, user, GameQuery::Which::ALL);
  if (!played) return played.error();
  if (played->size() == 1) return played->front();
  return make_error(ErrorKind::INVALID, played->empty()
                                            ? "you have no games yet to tell which game you mean"
                                            : "you have played both torishogi and yarishogi");
}

}  // namespace

Result<VariantId> game_meant(GameService& service, const std::string& user,
                             std::optional<int> board) {
  return board ? by_number(service, user, *board) : by_games_played(service, user);
}

}  // namespace tori::server
