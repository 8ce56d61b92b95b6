// The arbiter's loop: ask the side to move for a move under its clock, judge the answer with
// the game's own rules, play it or end the game, and keep what the record needs.
#include "match/game_runner.h"

#include "core/fen.h"
#include "core/illegal_reason.h"
#include "core/move_text.h"
#include "notation/record_io.h"

namespace tori::match {

namespace {

// The moves so far in both dialects, so that each engine gets the notation it speaks.
struct MoveTexts {
  std::vector<std::string> usi;
  std::vector<std::string> uci;
  const std::vector<std::string>& in(Dialect d) const { return d == Dialect::USI ? usi : uci; }
};

template <class V>
class Arbiter {
 public:
  Arbiter(const GameSetup& setup, const Position<V>& start,
          const std::array<MatchEngine*, 2>& players)
      : setup_(setup),
        players_(players),
        game_(start),
        sfen_(to_sfen(start)),
        fen_(to_fen(start)),
        clock_(setup.time_control, setup.time_margin_ms, setup.unclocked_limit_ms) {}

  GameReport run() {
    while (!game_.over() && forfeit_ == Forfeit::NONE) {
      if (int(game_.moves().size()) >= setup_.max_plies) {
        game_.agree_draw();
        reason_ = "draw: the game reached " + std::to_string(setup_.max_plies) + " plies";
        break;
      }
      next_move();
    }
    tell_players();
    return report();
  }

 private:
  void next_move() {
    Color side = game_.position().side_to_move();
    MatchEngine& player = *players_[side];
    const std::string& start = player.dialect() == Dialect::USI ? sfen_ : fen_;
    MoveReply reply = player.play(start, texts_.in(player.dialect()), clock_.budget(side));
    switch (reply.kind) {
      case MoveReply::Kind::MOVE:
        return judge_move(side, player.dialect(), reply);
      case MoveReply::Kind::RESIGN:
        game_.resign(side);
        return;
      case MoveReply::Kind::WIN:
        return judge_win_claim(side);
      case MoveReply::Kind::TIMEOUT:
        return forfeit(side, Forfeit::TIME,
                       "did not move within " + std::to_string(reply.elapsed_ms) + " ms");
      case MoveReply::Kind::CRASH:
        return forfeit(side, Forfeit::CRASH, reply.detail);
      case MoveReply::Kind::GARBLED:
        return forfeit(side, Forfeit::ILLEGAL_MOVE, "sent an unreadable bestmove " + reply.detail);
    }
  }

  void judge_move(Color side, Dialect dialect, const MoveReply& reply) {
    // Too late is too late, whatever the move: the clock is judged first.
    if (!clock_.charge(side, reply.elapsed_ms))
      return forfeit(side, Forfeit::TIME,
                     "overstepped the time: " + std::to_string(reply.elapsed_ms) + " ms");
    auto move =
        dialect == Dialect::USI ? parse_usi_move<V>(reply.move) : parse_uci_move<V>(reply.move);
    if (!move)
      return forfeit(side, Forfeit::ILLEGAL_MOVE,
                     "sent an unreadable move '" + reply.move + "': " + move.error().message);
    if (auto why = game_.why_illegal(*move))
      return forfeit(side, Forfeit::ILLEGAL_MOVE,
                     "played an illegal move '" + reply.move + "': " + *why);
    game_.play(*move);
    texts_.usi.push_back(to_usi<V>(*move));
    texts_.uci.push_back(to_uci<V>(*move));
    std::string comment = reply.score ? reply.score->describe() : "";
    recorded_.push_back({*move, double(reply.elapsed_ms) / 1000, comment});
  }

  // `bestmove win` is an impasse claim: only Yari knows impasse, and the count decides it.
  void judge_win_claim(Color side) {
    if (game_.impasse_claimable()) {
      game_.settle_impasse();
      reason_ = color_name(side) + std::string(" claimed impasse: ") + game_.result().description;
      return;
    }
    forfeit(side, Forfeit::ILLEGAL_MOVE, "claimed a win (bestmove win) that the rules refuse");
  }

  void forfeit(Color loser, Forfeit kind, const std::string& detail) {
    forfeit_ = kind;
    if (kind == Forfeit::TIME)
      game_.lose_on_time(loser);
    else
      game_.resign(loser);  // records have no word for a forfeit; the comment says what it was
    reason_ = std::string(color_name(loser)) + " (" + setup_.names[loser] + ") loses by " +
              forfeit_name(kind) + ": " + detail;
  }

  void tell_players() {
    Outcome o = game_.result().outcome;
    for (Color c : {BLACK, WHITE}) {
      bool won =
          (o == Outcome::BLACK_WINS && c == BLACK) || (o == Outcome::WHITE_WINS && c == WHITE);
      bool lost =
          (o == Outcome::BLACK_WINS && c == WHITE) || (o == Outcome::WHITE_WINS && c == BLACK);
      players_[c]->game_over(won ? "win" : lost ? "lose" : "draw");
    }
  }

  GameReport report() {
    RecordedGame header = setup_.header;
    header.black = setup_.names[BLACK];
    header.white = setup_.names[WHITE];
    header.time_control = setup_.time_control.describe();
    header.moves = recorded_;
    if (reason_.empty()) reason_ = game_.result().description;
    header.comments.push_back(reason_);
    GameReport r;
    r.record = record_of(game_, header);
    r.outcome = game_.result().outcome;
    r.forfeit = forfeit_;
    r.reason = reason_;
    r.plies = int(game_.moves().size());
    return r;
  }

  const GameSetup& setup_;
  std::array<MatchEngine*, 2> players_;
  Game<V> game_;
  std::string sfen_, fen_;
  MatchClock clock_;
  MoveTexts texts_;
  std::vector<RecordedMove> recorded_;
  Forfeit forfeit_ = Forfeit::NONE;
  std::string reason_;
};

GameReport bad_start(const GameSetup& setup, const Error& error) {
  GameReport r;
  r.reason = "the opening '" + setup.start + "' is not a position: " + error.message;
  r.record = setup.header;
  r.record.comments.push_back(r.reason);
  return r;
}

}  // namespace

const char* forfeit_name(Forfeit f) {
  switch (f) {
    case Forfeit::NONE:
      return "none";
    case Forfeit::ILLEGAL_MOVE:
      return "illegal move";
    case Forfeit::TIME:
      return "time";
    case Forfeit::CRASH:
      return "crash";
  }
  return "?";
}

GameReport play_game(const GameSetup& setup, const std::array<MatchEngine*, 2>& players) {
  return visit_variant(setup.variant, [&]<class V>() {
    auto start = parse_position<V>(setup.start);
    if (!start) return bad_start(setup, start.error());
    return Arbiter<V>(setup, *start, players).run();
  });
}

GameReport forfeit_before_start(const GameSetup& setup, Color loser, const std::string& detail) {
  return visit_variant(setup.variant, [&]<class V>() {
    auto start = parse_position<V>(setup.start);
    if (!start) return bad_start(setup, start.error());
    Game<V> game(*start);
    game.resign(loser);
    RecordedGame header = setup.header;
    header.black = setup.names[BLACK];
    header.white = setup.names[WHITE];
    header.time_control = setup.time_control.describe();
    GameReport r;
    r.reason =
        std::string(color_name(loser)) + " (" + setup.names[loser] + ") loses by crash: " + detail;
    header.comments.push_back(r.reason);
    r.record = record_of(game, header);
    r.outcome = game.result().outcome;
    r.forfeit = Forfeit::CRASH;
    return r;
  });
}

}  // namespace tori::match
