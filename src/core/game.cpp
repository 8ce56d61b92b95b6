// Game: move history, repetition and perpetual check (RULES.md, "End of game"), impasse and
// the results that players cause (resignation, time, agreement).
#include "core/game.h"

#include "core/fen.h"
#include "core/game_refusal.h"
#include "core/illegal_reason.h"
#include "core/variant_tori.h"
#include "core/variant_yari.h"

namespace tori {

namespace {

Outcome win_for(Color c) { return c == BLACK ? Outcome::BLACK_WINS : Outcome::WHITE_WINS; }

}  // namespace

template <class V>
Game<V>::Game(const Position<V>& start) : start_(start), pos_(start) {
  history_.push_back({pos_.key(), pos_.in_check()});
  update_result_after_move(Repetition::NONE);  // a start position may already be lost
}

template <class V>
Game<V>::Game() : Game(start_position<V>()) {}

template <class V>
typename Game<V>::Repetition Game<V>::repetition_after(Move m) const {
  Position<V> after = pos_;
  typename Position<V>::Undo undo;
  after.do_move(m, undo);
  const Key key = after.key();
  int occurrences = 0;
  std::size_t previous = 0;
  for (std::size_t i = 0; i < history_.size(); ++i)
    if (history_[i].key == key) {
      ++occurrences;
      previous = i;
    }
  // Tori: the fourth occurrence is at stake; Yari: the third.
  if (occurrences < (V::FOURFOLD_REPETITION ? 3 : 2)) return Repetition::NONE;

  // The cycle is the moves that led from the previous occurrence to the new one. Position i
  // of the history is in check exactly when move i gave check.
  bool mover_checked_all = after.in_check(), opponent_checked_all = true;
  const std::size_t next = history_.size();
  for (std::size_t i = previous + 1; i < next; ++i) {
    bool by_mover = (next - i) % 2 == 0;
    bool gave_check = history_[i].in_check;
    (by_mover ? mover_checked_all : opponent_checked_all) &= gave_check;
  }
  if (mover_checked_all && opponent_checked_all) return Repetition::MUTUAL_CHECK_DRAW;
  if (opponent_checked_all) return Repetition::MOVER_WINS;
  if (V::FOURFOLD_REPETITION) return Repetition::FORBIDDEN;  // the repeating side must vary
  return mover_checked_all ? Repetition::MOVER_LOSES : Repetition::DRAW;
}

template <class V>
MoveList Game<V>::legal_moves() const {
  MoveList result;
  if (over()) return result;
  MoveList all;
  generate_legal(pos_, all);
  for (Move m : all)
    if (!V::FOURFOLD_REPETITION || repetition_after(m) != Repetition::FORBIDDEN) result.push(m);
  return result;
}

template <class V>
bool Game<V>::has_legal_move() const {
  if (over()) return false;
  MoveList all;
  generate_legal(pos_, all);
  for (Move m : all)
    if (!V::FOURFOLD_REPETITION || repetition_after(m) != Repetition::FORBIDDEN) return true;
  return false;
}

template <class V>
std::optional<std::string> Game<V>::why_illegal(Move m) const {
  if (!over()) {  // the legal move's path, as fast as it was: game_refusal lists every move
    MoveList legal;
    generate_legal(pos_, legal);
    if (legal.contains(m) &&
        !(V::FOURFOLD_REPETITION && repetition_after(m) == Repetition::FORBIDDEN))
      return std::nullopt;
  }
  return refusal_text(*game_refusal(*this, m));
}

template <class V>
Result<GameResult> Game<V>::play(Move m) {
  if (auto reason = why_illegal(m)) return make_error(*reason);
  Repetition rep = repetition_after(m);
  undos_.emplace_back();
  pos_.do_move(m, undos_.back());
  moves_.push_back(m);
  history_.push_back({pos_.key(), pos_.in_check()});
  update_result_after_move(rep);
  return result_;
}

template <class V>
bool Game<V>::undo() {
  if (moves_.empty()) return false;
  pos_.undo_move(moves_.back(), undos_.back());
  moves_.pop_back();
  undos_.pop_back();
  history_.pop_back();
  result_ = GameResult{};
  update_result_after_move(Repetition::NONE);
  return true;
}

template <class V>
void Game<V>::end(Outcome o, Termination t, std::string description) {
  result_ = GameResult{o, t, std::move(description)};
}

template <class V>
void Game<V>::update_result_after_move(Repetition rep) {
  Color to_move = pos_.side_to_move(), mover = ~to_move;
  switch (rep) {
    case Repetition::MOVER_WINS:
      return end(win_for(mover), Termination::PERPETUAL_CHECK,
                 std::string(color_name(mover)) + " wins: " + color_name(to_move) +
                     " gave perpetual check");
    case Repetition::MOVER_LOSES:
      return end(win_for(to_move), Termination::PERPETUAL_CHECK,
                 std::string(color_name(to_move)) + " wins: " + color_name(mover) +
                     " gave perpetual check");
    case Repetition::MUTUAL_CHECK_DRAW:
      return end(Outcome::DRAW, Termination::MUTUAL_PERPETUAL_CHECK,
                 "draw: both sides gave check throughout the repetition");
    case Repetition::DRAW:
      return end(Outcome::DRAW, Termination::REPETITION,
                 "draw by repetition (the same position for the third time)");
    default:
      break;
  }
  if (has_legal_move()) return;
  if (pos_.in_check())
    return end(win_for(mover), Termination::CHECKMATE,
               std::string(color_name(mover)) + " wins by checkmate");
  end(win_for(mover), Termination::STALEMATE,
      std::string(color_name(mover)) + " wins: " + color_name(to_move) +
          " has no legal move (stalemate loses)");
}

template <class V>
void Game<V>::resign(Color loser) {
  if (!over())
    end(win_for(~loser), Termination::RESIGNATION,
        std::string(color_name(loser)) + " resigns; " + color_name(~loser) + " wins");
}

template <class V>
void Game<V>::lose_on_time(Color loser) {
  if (!over())
    end(win_for(~loser), Termination::TIME,
        std::string(color_name(loser)) + " ran out of time; " + color_name(~loser) + " wins");
}

template <class V>
void Game<V>::agree_draw() {
  if (!over()) end(Outcome::DRAW, Termination::AGREEMENT, "draw agreed");
}

template <class V>
void Game<V>::declare_winner(Color winner) {
  if (!over()) end(win_for(winner), Termination::NONE, std::string(color_name(winner)) + " wins");
}

template <class V>
bool Game<V>::impasse_claimable() const {
  if (!V::HAS_IMPASSE || over()) return false;
  return (Position<V>::zone(BLACK) & square_bb(pos_.king_square(BLACK))) &&
         (Position<V>::zone(WHITE) & square_bb(pos_.king_square(WHITE)));
}

template <class V>
ImpasseCount Game<V>::impasse_count(const Position<V>& pos) {
  ImpasseCount count;
  if constexpr (V::HAS_IMPASSE) {
    for (int c = 0; c < COLOR_NB; ++c) {
      int points = 0;
      for (PieceType t = 1; t < V::TYPE_NB; ++t)
        points += V::IMPASSE_VALUE[t] * popcount(pos.pieces(Color(c), t));
      for (PieceType t : V::HAND_TYPES) points += V::IMPASSE_VALUE[t] * pos.hand(Color(c)).count(t);
      (c == BLACK ? count.black : count.white) = points;
    }
  }
  return count;
}

template <class V>
Result<GameResult> Game<V>::settle_impasse() {
  if constexpr (!V::HAS_IMPASSE) {
    return make_error(std::string(V::NAME) + " has no impasse rule");
  } else {
    if (over()) return make_error("the game is over: " + result_.description);
    if (!impasse_claimable())
      return make_error("impasse needs both generals inside their promotion zones");
    ImpasseCount n = impasse_count(pos_);
    std::string count =
        "impasse: Black " + std::to_string(n.black) + " points, White " + std::to_string(n.white);
    bool black_short = n.black < V::IMPASSE_POINTS, white_short = n.white < V::IMPASSE_POINTS;
    if (black_short && !white_short)
      end(Outcome::WHITE_WINS, Termination::IMPASSE, count + "; White wins");
    else if (white_short && !black_short)
      end(Outcome::BLACK_WINS, Termination::IMPASSE, count + "; Black wins");
    else
      end(Outcome::DRAW, Termination::IMPASSE, count + "; draw");
    return result_;
  }
}

template class Game<Tori>;
template class Game<Yari>;

}  // namespace tori
