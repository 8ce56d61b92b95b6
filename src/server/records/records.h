// The service's data as plain values: users, games with their moves and pending requests,
// ratings, chat. Storage saves and loads exactly these; the service changes them.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/variant.h"
#include "notation/board_text.h"
#include "server/records/clock.h"
#include "server/records/game_clock.h"

namespace tori::server {

// How boards are drawn for one reader (`shogi set userid password flip|noflip standard|...`).
struct DisplaySettings {
  bool flip = true;  // White sees the board turned, White's camp at the bottom (the default)
  BoardStyle style = BoardStyle::STANDARD;
};

// A person, or the computer playing through the engine (the hook is MoveProvider).
enum class PlayerKind : uint8_t { HUMAN, COMPUTER };

struct User {
  std::string id;
  std::string password_hash;  // Argon2id, libsodium's self-describing string
  std::string address;        // where mail goes; may be empty
  DisplaySettings display;
  PlayerKind kind = PlayerKind::HUMAN;
  int game_limit = 0;  // most active games at once that challenges may create; 0 = no limit
  bool signed_off = false;
  Seconds created = 0;
};

// A game is named by its type and its number, numbered from 101 per type.
struct GameKey {
  VariantId variant = VariantId::TORI;
  int number = 0;
  bool operator==(const GameKey&) const = default;
  auto operator<=>(const GameKey&) const = default;  // for ordered maps and sets
};
constexpr int FIRST_GAME_NUMBER = 101;

struct PlayedMove {
  std::string usi;      // the move, exactly (replayed on load)
  std::string written;  // as the server writes it (server notation), for mails
  std::string comment;  // what the player sent with it
  Seconds time = 0;
};

enum class ProposalKind : uint8_t { NONE, DRAW, UNDO, IMPASSE };

struct Proposal {
  ProposalKind kind = ProposalKind::NONE;
  Color by = BLACK;
  int at_ply = 0;  // the number of moves played when it was made: a move cancels it
};

struct GameRecord {
  GameKey key;
  std::array<std::string, COLOR_NB> players;  // indexed by Color
  std::string start_sfen;
  std::string handicap;  // as the challenge named it; empty for an even game
  bool rated = true;
  std::vector<PlayedMove> moves;
  GameResult result;  // ONGOING while the game is active
  Proposal proposal;
  std::array<bool, COLOR_NB> resign_pending{};    // resigned out of turn
  std::array<std::string, COLOR_NB> queued_move;  // played when that side's turn comes
  int nag_days = 0, forfeit_days = 0;             // 0 = no limit
  Seconds turn_started = 0;  // when the side to move got the move; once over, when it ended
  bool nagged = false;       // the reminder for this turn went out
  Seconds created = 0;
  ClockState clock;  // the game clock (control UNTIMED: none); clock.to_move follows the moves
  // The player a challenge was made to, who answers it by accepting or by their first move:
  // until then it awaits them (awaits_answer) and is not one of their own games for their limit.
  // Empty for a game both players asked for (a seek taken) and for games from before the rule.
  std::string challenged;
  bool challenge_answered = false;  // accepted
  Millis challenge_expires_at = 0;  // an untimed challenge unanswered is aborted then (0: never)
  // What the database held when this record was read, so that saving writes only what changed:
  // how many moves it held, how many leading moves are still as stored (an undo lowers it), and
  // whether the game was active (so its end is seen once). A record not read has none of them.
  std::size_t stored_plies = 0;
  std::size_t unchanged_plies = 0;
  bool stored_active = true;
  int64_t version = 0;  // as read; every save writes a new one (Storage::save_game)

  bool active() const { return !result.over(); }
  Seconds nag_at() const { return nag_days ? turn_started + nag_days * SECONDS_PER_DAY : 0; }
  Seconds forfeit_at() const {
    return forfeit_days ? turn_started + forfeit_days * SECONDS_PER_DAY : 0;
  }
  std::optional<Color> color_of(const std::string& user) const {
    if (players[BLACK] == user) return BLACK;
    if (players[WHITE] == user) return WHITE;
    return std::nullopt;
  }
};

// Glicko-2 rating of one user in one variant, with the record of rated games.
struct Rating {
  std::string user;
  VariantId variant = VariantId::TORI;
  double rating = 1500, deviation = 350, volatility = 0.06;
  int wins = 0, losses = 0, draws = 0;
};

// A player's rating just after one of their rated games ended: a point of the rating history
// that the profile draws (the ratings table keeps only the latest).
struct RatingPoint {
  std::string user;
  VariantId variant = VariantId::TORI;
  int game_number = 0;
  Seconds time = 0;  // when the game ended
  double rating = 1500, deviation = 350;
};

struct ChatLine {
  GameKey game;
  int ply = 0;  // moves played when it was said
  std::string from;
  std::string text;
  Seconds time = 0;
  int seq = 0;  // its place in the game's chat: 1, 2, ... (0: not stored yet)
};

// Which lines of a game's chat to read: the newest `limit` of those before line `before` (0:
// before none, so the newest of all), oldest first. A game's chat is read a page at a time:
// its state shows the last page, however long the chat has grown.
struct ChatPage {
  static constexpr int LAST_LINES = 50;  // what a game's state (and a board's text) shows
  int before = 0;
  int limit = LAST_LINES;
};

// Who follows a game besides its players: every move, or only its end.
enum class FollowKind : uint8_t { EVERY_MOVE, END_ONLY };

struct Follower {
  std::string user;
  FollowKind kind = FollowKind::EVERY_MOVE;
};

// Who asked for a game: the other player is challenged and answers. Nobody is when both asked
// (a seek taken).
enum class ChallengeAsker : uint8_t { FIRST, SECOND, BOTH };

struct ChallengeOptions {
  std::string handicap;  // empty: an even game
  int nag_days = 0;      // remind the player to move after this many days (0: never)
  int forfeit_days = 0;  // the player to move loses after this many days (0: never)
  TimeControl time;      // the game clock, kept by the server (UNTIMED: none)
  bool rated = true;     // false: a casual game (a handicap game is never rated)
  ChallengeAsker asked_by = ChallengeAsker::FIRST;  // without a sender known: the first player
};

std::string_view game_type_name(VariantId v);  // "torishogi", "yarishogi"

}  // namespace tori::server

namespace tori::server {

// Who moves first from a start position written as SFEN: the side after the board.
inline Color first_to_move(const std::string& sfen) {
  std::size_t space = sfen.find(' ');
  bool white = space != std::string::npos && space + 1 < sfen.size() && sfen[space + 1] == 'w';
  return white ? WHITE : BLACK;
}

// Whose move it is in a stored game: the first mover, flipped once per move played.
inline Color side_to_move(const GameRecord& g) {
  Color first = first_to_move(g.start_sfen);
  return g.moves.size() % 2 ? ~first : first;
}

// Whether `c` has made a move in the game yet.
inline bool has_moved(const GameRecord& g, Color c) {
  Color first = first_to_move(g.start_sfen);
  return g.moves.size() >= (c == first ? 1u : 2u);
}

// Until both players have moved, a game is not yet on: whatever ends it, it is aborted, unrated,
// and either player may abort it. A player's clock does not run before their own first move;
// instead that move is due within a grace time, after which the game is aborted. So nobody wins
// rating from an opponent who never saw the game (a challenge needs no password of its players).
inline bool both_have_moved(const GameRecord& g) {
  return has_moved(g, BLACK) && has_moved(g, WHITE);
}

// The grace time for a first move: the main time and one byo-yomi period, at least 30 seconds
// (time to see the game at all) and at most 3 minutes (nobody waits long for an absent
// opponent); a correspondence game's days a move; none for an untimed game.
inline std::optional<Millis> first_move_grace(const TimeControl& control) {
  constexpr Millis SHORTEST = 30 * MILLIS_PER_SECOND, LONGEST = 180 * MILLIS_PER_SECOND;
  switch (control.kind) {
    case TimeControl::Kind::UNTIMED:
      return std::nullopt;
    case TimeControl::Kind::CORRESPONDENCE:
      return Millis(control.days) * MILLIS_PER_DAY;
    default:
      return std::clamp<Millis>(control.main + control.period, SHORTEST, LONGEST);
  }
}

// When the side to move of an active timed game must have made its first move (the grace time
// runs from when it got the move); nothing once it has moved, its clock running then.
inline std::optional<Millis> first_move_due(const GameRecord& g) {
  if (!g.active() || has_moved(g, side_to_move(g))) return std::nullopt;
  auto grace = first_move_grace(g.clock.control);
  if (!grace) return std::nullopt;
  return g.clock.turn_started + *grace;
}

// Whether a finished game was aborted: it ended, unrated, before both players had moved
// (declined, aborted, or a first move not made in time). A rated game that ended so is a record
// from before this rule: it was not aborted.
inline bool was_aborted(const GameRecord& g) {
  return !g.active() && !g.rated && !both_have_moved(g);
}

// Whether the game's challenge still waits for the challenged player: neither accepted nor
// answered with a first move, and the game not over.
inline bool awaits_answer(const GameRecord& g) {
  if (!g.active() || g.challenged.empty() || g.challenge_answered) return false;
  auto color = g.color_of(g.challenged);
  return color && !has_moved(g, *color);
}

// Who may accept or reject the game's challenge: the challenged player; in a game from before
// challenges named them (or a seek taken), the one who does not move first.
inline Color challenged_color(const GameRecord& g) {
  if (auto color = g.color_of(g.challenged)) return *color;
  return ~first_to_move(g.start_sfen);
}

// The instant the side to move of an active game loses on time (or, before its first move, the
// game is aborted), or its untimed challenge expires unanswered, whichever comes first; nothing
// for a game that is over or has no such deadline.
inline std::optional<Millis> flag_of(const GameRecord& g) {
  if (!g.active()) return std::nullopt;
  std::optional<Millis> flag;
  if (!has_moved(g, side_to_move(g))) {
    flag = first_move_due(g);
  } else {
    ClockState state = g.clock;
    state.to_move = side_to_move(g);
    flag = GameClock(state).flag_at();
  }
  if (g.challenge_expires_at > 0 && awaits_answer(g) && (!flag || g.challenge_expires_at < *flag))
    flag = g.challenge_expires_at;
  return flag;
}

}  // namespace tori::server
