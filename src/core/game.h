// A game: the start position and the moves played, with the rules that depend on history
// (repetition, perpetual check) and on the players (resignation, time, agreement, impasse).
// It answers what a referee must: the legal moves, why a move is refused, and the result.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/movegen.h"
#include "core/result.h"

namespace tori {

enum class Outcome : uint8_t { ONGOING, BLACK_WINS, WHITE_WINS, DRAW };

enum class Termination : uint8_t {
  NONE,
  CHECKMATE,
  STALEMATE,               // no legal move without being in check: a loss
  REPETITION,              // Yari: the third occurrence of a position, no perpetual check
  PERPETUAL_CHECK,         // the side that checked throughout a repetition loses
  MUTUAL_PERPETUAL_CHECK,  // both sides checked throughout a repetition: a draw
  IMPASSE,                 // Yari: counted after a claim was accepted
  RESIGNATION,
  TIME,
  AGREEMENT,
};

struct GameResult {
  Outcome outcome = Outcome::ONGOING;
  Termination termination = Termination::NONE;
  std::string description;  // for players: "Black wins by checkmate"

  bool over() const { return outcome != Outcome::ONGOING; }
};

// The 26-point count of a Yari impasse.
struct ImpasseCount {
  int black = 0;
  int white = 0;
};

template <class V>
class Game {
 public:
  explicit Game(const Position<V>& start);
  Game();  // the start position of the variant

  const Position<V>& start() const { return start_; }
  const Position<V>& position() const { return pos_; }
  const std::vector<Move>& moves() const { return moves_; }
  const GameResult& result() const { return result_; }
  bool over() const { return result_.over(); }

  // The moves the side to move may play now. In Tori this leaves out a move that would make a
  // position occur a fourth time (unless the opponent checked throughout the cycle).
  MoveList legal_moves() const;
  // Why `m` may not be played now, in words a player understands; nothing if it may.
  std::optional<std::string> why_illegal(Move m) const;
  bool is_legal(Move m) const { return !why_illegal(m); }

  // Plays a legal move; an illegal one is refused with the reason and changes nothing.
  Result<GameResult> play(Move m);
  // Takes back the last move (and any result it caused); false when there is none.
  bool undo();

  void resign(Color loser);
  void lose_on_time(Color loser);
  void agree_draw();
  // A record that names the winner but not how the game ended (a PGN "0-1" without a
  // Termination tag): the result keeps Termination::NONE rather than a guessed reason.
  void declare_winner(Color winner);
  // Yari impasse: claimable while both kings stand in their promotion zones.
  bool impasse_claimable() const;
  static ImpasseCount impasse_count(const Position<V>& pos);
  // Ends the game by the count (after the opponent accepted the claim, on a server).
  Result<GameResult> settle_impasse();

 private:
  struct PositionRecord {
    Key key;
    bool in_check;  // the side to move was in check: the move before gave check
  };
  // How the game would end if `m` were played now (repetition rules only).
  enum class Repetition { NONE, FORBIDDEN, DRAW, MUTUAL_CHECK_DRAW, MOVER_WINS, MOVER_LOSES };
  Repetition repetition_after(Move m) const;
  // legal_moves() is not empty: stops at the first, where that would check every move's
  // repetition (a copy of the position and a pass over the history each).
  bool has_legal_move() const;
  void update_result_after_move(Repetition rep);
  void end(Outcome o, Termination t, std::string description);

  Position<V> start_;
  Position<V> pos_;
  std::vector<Move> moves_;
  std::vector<typename Position<V>::Undo> undos_;
  std::vector<PositionRecord> history_;  // one per position, the start position first
  GameResult result_;
};

}  // namespace tori
