// ProtocolGame for one variant at a time: a tori::Game<V> behind a variant-free interface.
#include "protocol/protocol_game.h"

#include <algorithm>

#include "core/fen.h"
#include "core/game.h"
#include "core/move_text.h"
#include "engine/eval_trace.h"

namespace tori::protocol {

namespace {

template <class V>
Result<Move> parse_either_notation(std::string_view text) {
  // A USI move starts with a digit or `X*`, a UCI move with a file letter or `X@`: a text
  // cannot be read both ways.
  auto usi = parse_usi_move<V>(text);
  if (usi) return usi;
  auto uci = parse_uci_move<V>(text);
  if (uci) return uci;
  return make_error("cannot read the move '" + std::string(text) + "': " + usi.error().message);
}

template <class V>
class GameOf final : public ProtocolGame {
 public:
  explicit GameOf(const Position<V>& start) : game_(start) {}

  Result<bool> play_all(const std::vector<std::string>& texts) {
    for (std::size_t i = 0; i < texts.size(); ++i) {
      std::string where = "move " + std::to_string(i + 1) + " '" + texts[i] + "'";
      auto move = parse_either_notation<V>(texts[i]);
      if (!move) return make_error(where + ": " + move.error().message);
      auto played = game_.play(*move);
      if (!played) return make_error(where + " is illegal: " + played.error().message);
      moves_.push_back(*move);
    }
    return true;
  }

  VariantId variant() const override {
    return std::is_same_v<V, Tori> ? VariantId::TORI : VariantId::YARI;
  }
  std::string start_sfen() const override { return to_sfen(game_.start()); }
  const std::vector<Move>& moves() const override { return moves_; }
  std::string current_position(Dialect dialect) const override {
    return dialect == Dialect::USI ? to_sfen(game_.position()) : to_fen(game_.position());
  }

  std::vector<Move> legal_moves() const override { return legal_moves_in(game_); }

  std::vector<Move> legal_prefix(const std::vector<Move>& line) const override {
    Game<V> game = game_;
    std::vector<Move> prefix;
    for (Move m : line) {
      std::vector<Move> legal = legal_moves_in(game);
      if (std::find(legal.begin(), legal.end(), m) == legal.end()) break;
      if (game.over()) {
        // Past the end of a decided game the position alone is the referee.
        prefix.push_back(m);
        break;
      }
      game.play(m);
      prefix.push_back(m);
    }
    return prefix;
  }

  Result<Move> parse_legal_move(std::string_view text) const override {
    auto move = parse_either_notation<V>(text);
    if (!move) return move;
    if (!is_legal(*move)) return make_error("'" + std::string(text) + "' is not legal here");
    return move;
  }

  std::string move_text(Move m, Dialect dialect) const override {
    return dialect == Dialect::USI ? to_usi<V>(m) : to_uci<V>(m);
  }

  std::vector<std::string> evaluation_lines() const override {
    return engine::format_eval_trace(engine::trace_evaluation(game_.position()));
  }

 private:
  static std::vector<Move> legal_moves_in(const Game<V>& game) {
    MoveList list;
    if (game.over())
      generate_legal(game.position(), list);
    else
      list = game.legal_moves();
    return std::vector<Move>(list.begin(), list.end());
  }

  Game<V> game_;
  std::vector<Move> moves_;
};

}  // namespace

bool ProtocolGame::is_legal(Move m) const {
  std::vector<Move> legal = legal_moves();
  return std::find(legal.begin(), legal.end(), m) != legal.end();
}

Result<std::shared_ptr<const ProtocolGame>> ProtocolGame::create(VariantId variant,
                                                                 const PositionCommand& command) {
  return visit_variant(variant, [&]<class V>() -> Result<std::shared_ptr<const ProtocolGame>> {
    Result<Position<V>> start = start_position<V>();
    if (command.kind == PositionCommand::Kind::SFEN) start = parse_sfen<V>(command.text);
    // `fen` takes either notation: a FEN has its hands in brackets, an SFEN does not.
    if (command.kind == PositionCommand::Kind::FEN) start = parse_position<V>(command.text);
    if (!start) return make_error("bad position: " + start.error().to_string());
    auto game = std::make_shared<GameOf<V>>(*start);
    auto played = game->play_all(command.moves);
    if (!played) return played.error();
    return std::shared_ptr<const ProtocolGame>(std::move(game));
  });
}

std::shared_ptr<const ProtocolGame> ProtocolGame::start(VariantId variant) {
  return visit_variant(variant, []<class V>() -> std::shared_ptr<const ProtocolGame> {
    return std::make_shared<GameOf<V>>(start_position<V>());
  });
}

}  // namespace tori::protocol
