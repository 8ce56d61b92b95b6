// One game of either variant behind one type: the service works with text (moves as players
// write them, SFEN, USI) and this class turns it into the rules core's Game<V>, which judges
// every move and says why one is refused.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/game.h"
#include "core/refusal.h"
#include "core/variant.h"
#include "notation/board_text.h"
#include "server/records/records.h"

namespace tori::server {

class LiveGame {
 public:
  struct Played {
    std::string usi;      // exact, for storage
    std::string written;  // server notation, for people
  };

  static Result<LiveGame> start(VariantId variant, std::string_view sfen);
  // The game a record describes: its start and every move, replayed and checked.
  static Result<LiveGame> replay(const GameRecord& record);

  VariantId variant() const { return game_.index() == 0 ? VariantId::TORI : VariantId::YARI; }
  int move_number() const;  // of the move to be played next, as `#N` names it
  int plies() const;
  Color side_to_move() const;
  bool in_check() const;  // the side to move's royal piece is attacked
  const GameResult& result() const;
  bool over() const { return result().over(); }
  std::string sfen() const;

  // A move in any notation the server reads; refused with the reason, changing nothing. `why`,
  // if given, receives the reason as a code with parameters (core/refusal.h) for the API.
  Result<Played> play(std::string_view text, std::optional<Refusal>* why = nullptr);
  Result<Played> play_usi(std::string_view usi);
  bool undo();
  void resign(Color loser);
  void lose_on_time(Color loser);
  void agree_draw();
  bool impasse_claimable() const;
  Result<GameResult> settle_impasse();

  std::string render(const BoardView& view) const;

 private:
  template <class V>
  explicit LiveGame(Game<V> game) : game_(std::move(game)) {}
  std::variant<Game<Tori>, Game<Yari>> game_;
};

}  // namespace tori::server
