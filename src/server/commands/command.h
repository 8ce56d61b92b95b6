// The commands of the server's language as typed values: what the parser produces and the
// dispatcher runs. Grammar: docs/server.md.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "server/records/records.h"

namespace tori::server {

struct HelpCommand {
  std::optional<VariantId> game;  // `torishogi help`
  std::vector<std::string> subjects;
};
struct SignupCommand {
  std::string user, password, address;
  // The password's hash, when the transport had it made already (off its service thread).
  std::optional<std::string> password_hash;
};
struct ChangePasswordCommand {
  std::string user, old_password, new_password;
  std::optional<std::string> new_password_hash;  // made by the transport already, if it could
};
struct ChangeAddressCommand {
  std::string user, password, address;
};
struct SignoffCommand {
  std::string user, password;
};
struct SetDisplayCommand {
  std::string user, password;
  std::optional<bool> flip;
  std::optional<BoardStyle> style;
};
struct LimitCommand {
  VariantId game;
  std::string user, password;
  int limit = 0;
};
struct ChallengeCommand {
  VariantId game;
  std::string first, second;
  ChallengeOptions options;
};

// Who speaks in a game command, and in which game.
struct GameAuth {
  GameKey key;
  std::string user, password;
};
struct MoveCommand {
  GameAuth auth;
  std::string move;
  std::optional<int> guard;  // `#N`: only as move N
  std::string comment;
};
enum class MoveWord { PROPOSE, ACCEPT, REJECT, UNDO, RESIGN, IMPASSE };
struct MoveWordCommand {  // a word in the move slot: `move 101 bob pw propose`
  GameAuth auth;
  MoveWord word;
  std::string comment;
};
struct QueueCommand {
  GameAuth auth;
  std::string move;
  std::optional<int> guard;
};
struct ResignCommand {
  GameAuth auth;
  std::string comment;
};
struct AnswerChallengeCommand {  // `accept 101 wanda pw` / `reject 101 wanda pw`
  GameAuth auth;
  bool accept;
  std::string comment;
};
struct ChatCommand {
  GameAuth auth;
  std::string text;
};
enum class FollowWord { SUBSCRIBE, UNSUBSCRIBE, NOTIFY };
struct FollowCommand {
  GameAuth auth;
  FollowWord word;
};
struct PreviewCommand {
  GameKey key;
  std::vector<std::string> moves;
};
struct ShowCommand {
  struct Board {
    GameKey key;
    std::optional<int> at_move;  // `show 101#5`: the board before move 5
  };
  std::vector<Board> boards;
  // Whose board settings (style, flip) draw the boards: the user the transport knows sent the
  // command (logged in on the connection); empty for the defaults.
  std::string reader;
};
// The lists. A logged-in player may ask for them without the game word: no game, both lists.
enum class GamesWhich { ALL, ACTIVE, INACTIVE, NEXT };
struct GamesCommand {
  std::optional<VariantId> game;
  std::vector<std::string> users;
  GamesWhich which = GamesWhich::ACTIVE;
};
struct HistoryCommand {
  std::optional<VariantId> game;
  std::optional<std::string> user;
};
struct StandingsCommand {
  std::optional<VariantId> game;
};
// The lobby's seeks (seek_grammar.h): open challenges anyone but their author may accept.
struct SeekListCommand {
  std::optional<VariantId> game;  // none: both games' seeks
};
struct SeekMakeCommand {
  VariantId game;
  std::string user, password;
  std::string handicap;  // empty: an even game; else the seeker gives it
  TimeControl time;
  bool rated = true;
  bool first = true;  // the seeker moves first (always so with a handicap)
};
struct SeekCancelCommand {
  std::optional<VariantId> game;  // named: the seek must be of this game
  std::string user, password;
  int id = 0;
};
struct SeekAcceptCommand {
  std::optional<VariantId> game;  // named: the seek must be of this game
  std::string user, password;
  int id = 0;
};

using Command =
    std::variant<HelpCommand, SignupCommand, ChangePasswordCommand, ChangeAddressCommand,
                 SignoffCommand, SetDisplayCommand, LimitCommand, ChallengeCommand, MoveCommand,
                 MoveWordCommand, QueueCommand, ResignCommand, AnswerChallengeCommand, ChatCommand,
                 FollowCommand, PreviewCommand, ShowCommand, GamesCommand, HistoryCommand,
                 StandingsCommand, SeekListCommand, SeekMakeCommand, SeekCancelCommand,
                 SeekAcceptCommand>;

}  // namespace tori::server
