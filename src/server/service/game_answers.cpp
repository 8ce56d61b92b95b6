// GameService: what a player says in a game besides a move: a resignation (and taking it back),
// the answer to a challenge, a proposal (draw, undo, impasse) and the answer to one.
#include <string>
#include <utility>

#include "server/service/game_service.h"

namespace tori::server {

namespace {

std::string_view proposal_name(ProposalKind k) {
  switch (k) {
    case ProposalKind::DRAW:
      return "a draw";
    case ProposalKind::UNDO:
      return "to take back a move";
    case ProposalKind::IMPASSE:
      return "impasse";
    default:
      return "nothing";
  }
}

}  // namespace

Result<Report> GameService::resign(GameKey key, const Actor& actor, const std::string& comment) {
  const std::string& user = actor.user;
  if (auto s = check_comment(comment); !s) return s.error();
  auto seat = take_seat(key, actor);
  if (!seat) return seat.error();
  Seat& seated = seat.value();
  if (auto late = too_late(seated, "the resignation", clock_.now_millis())) return std::move(*late);
  GameRecord& g = seated.record;
  Color c = seated.color;
  std::string headline;
  if (!has_moved(g, c) && c == challenged_color(g)) {
    headline = decline(g, c, user);
  } else if (!both_have_moved(g)) {
    headline = abort_game(g, seated.live, c, user);
  } else if (seated.live.side_to_move() != c) {
    g.resign_pending[c] = true;
    headline = user + " resigns; it takes effect at " + user + "'s next turn";
  } else {
    seated.live.resign(c);
    finish(g, seated.live.result());
    headline = seated.live.result().description;
  }
  if (!comment.empty()) headline += " (" + comment + ")";
  return store_and_announce(g, user, headline);
}

Result<Report> GameService::withdraw_resignation(GameKey key, const Actor& actor) {
  const std::string& user = actor.user;
  auto seat = take_seat(key, actor);
  if (!seat) return seat.error();
  Seat& seated = seat.value();
  if (auto late = too_late(seated, "withdrawing the resignation", clock_.now_millis()))
    return std::move(*late);
  GameRecord& g = seated.record;
  if (!g.resign_pending[seated.color])
    return make_error(user + " has no resignation waiting in game " + std::to_string(key.number));
  g.resign_pending[seated.color] = false;
  return store_and_announce(g, user, user + " withdraws the resignation; the game goes on");
}

// Comments go into the game's record and into every mail about it: they are bounded.
Status GameService::check_comment(const std::string& comment) const {
  if (comment.size() > options_.max_comment_length)
    return make_error("the comment is too long (at most " +
                      std::to_string(options_.max_comment_length) + " bytes)");
  return ok_status();
}

Result<Report> GameService::answer_challenge(GameKey key, const Actor& actor, bool accept,
                                             const std::string& comment) {
  const std::string& user = actor.user;
  if (auto s = check_comment(comment); !s) return s.error();
  auto seat = take_seat(key, actor);
  if (!seat) return seat.error();
  Seat& seated = seat.value();
  if (auto late =
          too_late(seated, std::string(accept ? "accepting" : "rejecting") + " the challenge",
                   clock_.now_millis()))
    return std::move(*late);
  GameRecord& g = seated.record;
  const Color c = seated.color;
  if (c != challenged_color(g))
    return make_error("game " + std::to_string(key.number) + " is " + user +
                      "'s own challenge; only " + g.players[~c] + " can accept or reject it");
  if (has_moved(g, c))
    return make_error(user + " has played in game " + std::to_string(key.number) +
                      " already: the challenge was accepted with that move");
  if (accept) g.challenge_answered = true;  // one of the player's own games from now on
  std::string headline = accept ? user + " accepts the challenge" : decline(g, c, user);
  if (!comment.empty()) headline += " (" + comment + ")";
  return store_and_announce(g, user, headline);
}

// Declining ends the game before it began: nobody's rating moves (finish sees that the
// challenged player never moved).
std::string GameService::decline(GameRecord& g, Color c, const std::string& user) {
  finish(g, GameResult{c == BLACK ? Outcome::WHITE_WINS : Outcome::BLACK_WINS,
                       Termination::RESIGNATION, user + " declined the challenge"});
  return user + " declined the challenge: the game is cancelled, unrated";
}

// Resigning before both players have moved aborts the game: it never got going, so it is
// written as an abort, and unrated like every game that ends before both have moved.
std::string GameService::abort_game(GameRecord& g, LiveGame& live, Color c,
                                    const std::string& user) {
  live.resign(c);
  GameResult aborted = live.result();
  aborted.description = user + " aborted the game before both players had moved";
  finish(g, aborted);
  return aborted.description + ": unrated";
}

Result<Report> GameService::propose(GameKey key, const Actor& actor, ProposalKind kind,
                                    const std::string& comment) {
  const std::string& user = actor.user;
  if (auto s = check_comment(comment); !s) return s.error();
  auto seat = take_seat(key, actor);
  if (!seat) return seat.error();
  Seat& seated = seat.value();
  if (auto late = too_late(seated, "the proposal", clock_.now_millis())) return std::move(*late);
  GameRecord& g = seated.record;
  if (kind == ProposalKind::UNDO && !has_moved(g, seated.color))
    return make_error("there is no move of yours to take back");
  if (kind == ProposalKind::IMPASSE) {
    if (g.key.variant != VariantId::YARI) return make_error("only Yari Shogi has impasse");
    if (!seated.live.impasse_claimable())
      return make_error("impasse needs both generals inside their promotion zones");
  }
  if (g.proposal.kind != ProposalKind::NONE)
    return make_error(seat_name(g, g.proposal.by) + " already proposed " +
                      std::string(proposal_name(g.proposal.kind)) + "; accept or reject it first");
  g.proposal = {kind, seated.color, int(g.moves.size())};
  std::string headline = user + " proposes " + std::string(proposal_name(kind)) +
                         (comment.empty() ? "" : " (" + comment + ")") + "; " +
                         g.players[~seated.color] + " may accept or reject";
  return store_and_announce(g, user, headline);
}

Result<Report> GameService::answer(GameKey key, const Actor& actor, bool accept,
                                   const std::string& comment) {
  const std::string& user = actor.user;
  if (auto s = check_comment(comment); !s) return s.error();
  auto seat = take_seat(key, actor);
  if (!seat) return seat.error();
  Seat& seated = seat.value();
  if (auto late = too_late(seated, "the answer", clock_.now_millis())) return std::move(*late);
  GameRecord& g = seated.record;
  LiveGame& live = seated.live;
  Proposal p = g.proposal;
  if (p.kind == ProposalKind::NONE) return make_error("nothing has been proposed");
  if (p.by == seated.color) return make_error("the other player answers your proposal");
  g.proposal = {};
  std::string headline = user + (accept ? " accepts " : " rejects ") + g.players[p.by] + "'s " +
                         (p.kind == ProposalKind::DRAW   ? "draw offer"
                          : p.kind == ProposalKind::UNDO ? "undo request"
                                                         : "impasse claim");
  if (accept && p.kind == ProposalKind::DRAW) {
    live.agree_draw();
    finish(g, live.result());
  } else if (accept && p.kind == ProposalKind::IMPASSE) {
    auto settled = live.settle_impasse();
    if (!settled) return settled.error();
    finish(g, *settled);
    headline += ": " + settled->description;
  } else if (accept && p.kind == ProposalKind::UNDO) {
    // Back to the proposer's turn, taking back at least the proposer's own last move.
    do {
      live.undo();
    } while (live.side_to_move() != p.by && live.plies() > 0);
    g.moves.resize(live.plies());
    g.unchanged_plies = std::min(g.unchanged_plies, g.moves.size());
    g.turn_started = clock_.now();
    g.nagged = false;
    // The clocks give nothing back and charge nothing for the turn the acceptance ends: each
    // side keeps the time its clock holds (the undone moves stay paid for) and the proposer's
    // clock starts afresh now. Giving time back would need every move's clock stored.
    g.clock.to_move = live.side_to_move();
    g.clock.turn_started = clock_.now_millis();
    headline += "; " + seat_name(g, p.by) + " is to move again";
    // What was said ahead for the position now taken back no longer holds: a resignation or a
    // queued move made out of turn would otherwise take effect moves later, unseen.
    for (Color c : {BLACK, WHITE}) {
      if (g.resign_pending[c]) headline += "; " + seat_name(g, c) + "'s resignation is withdrawn";
      if (!g.queued_move[c].empty())
        headline += "; " + seat_name(g, c) + "'s queued move is dropped";
    }
    g.resign_pending = {};
    g.queued_move = {};
  }
  if (!comment.empty()) headline += " (" + comment + ")";
  return store_and_announce(g, user, headline);
}

}  // namespace tori::server
