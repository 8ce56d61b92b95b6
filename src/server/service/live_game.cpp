// LiveGame: each call dispatches to the Game<V> it holds.
#include "server/service/live_game.h"

#include "core/fen.h"
#include "core/game_refusal.h"
#include "core/move_text.h"
#include "notation/move_notation.h"

namespace tori::server {

namespace {

template <class V>
Result<LiveGame::Played> play_checked(Game<V>& game, Move m,
                                      std::optional<Refusal>* refusal = nullptr) {
  if (game.over() || !game.is_legal(m)) {
    if (refusal) *refusal = game_refusal(game, m);
    if (game.over()) return make_error("the game is over: " + game.result().description);
    return make_error("illegal move: " + *game.why_illegal(m));
  }
  LiveGame::Played played{to_usi<V>(m), format_move(game.position(), m, MoveNotation::SERVER)};
  auto result = game.play(m);
  if (!result) return result.error();
  return played;
}

}  // namespace

Result<LiveGame> LiveGame::start(VariantId variant, std::string_view sfen) {
  return visit_variant(variant, [&]<class V>() -> Result<LiveGame> {
    auto pos = parse_position<V>(sfen);
    if (!pos) return make_error("bad start position: " + pos.error().to_string());
    return LiveGame(Game<V>(*pos));
  });
}

Result<LiveGame> LiveGame::replay(const GameRecord& record) {
  auto game = start(record.key.variant, record.start_sfen);
  if (!game) return game.error();
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    auto played = game.value().play_usi(record.moves[i].usi);
    if (!played)
      return make_error("stored move " + std::to_string(i + 1) + " (" + record.moves[i].usi +
                        ") does not replay: " + played.error().message);
  }
  return game;
}

int LiveGame::move_number() const {
  return std::visit([](const auto& g) { return g.position().move_number(); }, game_);
}

int LiveGame::plies() const {
  return std::visit([](const auto& g) { return int(g.moves().size()); }, game_);
}

Color LiveGame::side_to_move() const {
  return std::visit([](const auto& g) { return g.position().side_to_move(); }, game_);
}

bool LiveGame::in_check() const {
  return std::visit([](const auto& g) { return g.position().in_check(); }, game_);
}

const GameResult& LiveGame::result() const {
  return std::visit([](const auto& g) -> const GameResult& { return g.result(); }, game_);
}

std::string LiveGame::sfen() const {
  return std::visit([](const auto& g) { return to_sfen(g.position()); }, game_);
}

Result<LiveGame::Played> LiveGame::play(std::string_view text, std::optional<Refusal>* why) {
  return std::visit(
      [&](auto& g) -> Result<Played> {
        auto m = parse_any_move(g.position(), text);
        if (!m) {
          if (why) {
            Refusal unreadable(RefusalCode::UNREADABLE_MOVE);
            unreadable.text = std::string(text);
            unreadable.detail = m.error().message;
            *why = unreadable;
          }
          return make_error("cannot read the move '" + std::string(text) +
                            "': " + m.error().message);
        }
        return play_checked(g, *m, why);
      },
      game_);
}

Result<LiveGame::Played> LiveGame::play_usi(std::string_view usi) {
  return std::visit(
      [&]<class V>(Game<V>& g) -> Result<Played> {
        auto m = parse_usi_move<V>(usi);
        if (!m) return m.error();
        return play_checked(g, *m);
      },
      game_);
}

bool LiveGame::undo() {
  return std::visit([](auto& g) { return g.undo(); }, game_);
}

void LiveGame::resign(Color loser) {
  std::visit([&](auto& g) { g.resign(loser); }, game_);
}

void LiveGame::lose_on_time(Color loser) {
  std::visit([&](auto& g) { g.lose_on_time(loser); }, game_);
}

void LiveGame::agree_draw() {
  std::visit([](auto& g) { g.agree_draw(); }, game_);
}

bool LiveGame::impasse_claimable() const {
  return std::visit([](const auto& g) { return g.impasse_claimable(); }, game_);
}

Result<GameResult> LiveGame::settle_impasse() {
  return std::visit([](auto& g) { return g.settle_impasse(); }, game_);
}

std::string LiveGame::render(const BoardView& view) const {
  return std::visit([&](const auto& g) { return render_board(g.position(), view); }, game_);
}

std::string_view game_type_name(VariantId v) {
  return v == VariantId::TORI ? "torishogi" : "yarishogi";
}

}  // namespace tori::server
