// Each command's page: its forms as the old server's help wrote them, what it does, and the
// example a newcomer can copy. The list is the old server's command summary.
#include "server/commands/help_commands.h"

#include <array>

namespace tori::server {

namespace {

constexpr std::string_view COMMANDS = R"(Commands (game is torishogi or yarishogi; [ ] is optional):
  help [subject]
  signup userid password [address]
  change password userid current-password new-password
  change address userid password [address]
  signoff userid password
  shogi set userid password [flip|noflip] [standard|alternate|small]
  game challenge userid1 userid2 [-handicap=name|squares] [-nagtime=days] [-forfeittime=days]
                 [-byoyomi=main/periodsxperiod | -fischer=main/increment | -days=days]
  game move board[#N] userid password move[#N] [comment]
  game move board userid password propose|accept|reject|undo|resign|impasse [comment]
  game queue board userid password move[#N]
  game resign board userid password [comment]
  game accept|reject board userid password [comment]     (a challenge made to you)
  game preview board move+
  game show board[#N]+
  game games [userid ...] [all|active|inactive|next]
  game history [userid]
  game standings
  game subscribe|unsubscribe|notify board userid password
  game chat board userid password message
  game limit userid password games
  game seek [list]                                 (shogi seek: both games' seeks)
  game seek make userid password [-handicap=name|squares]
                 [-byoyomi=... | -fischer=... | -days=...] [-casual] [-second]
  game seek cancel|accept number userid password
The order "game move userid password board move" is accepted too. #N names the move number a
move is meant for: a move sent twice, or after the position changed, is refused, not replayed.
In an even game the first userid of a challenge plays Black and moves first; with a handicap
the first userid gives it, plays White and moves first. A challenge starts the game at once;
the challenged player may answer it with accept, or decline it with reject (or by resigning)
before their first move: the game is then cancelled, unrated. A game is rated only once both
players have moved; until then either player may abort it with resign, unrated.
Help on a subject: help rules, help pieces, help notation, help handicaps,
help time, or a command (help move, help challenge).
)";

// The legend every page of a game command needs.
constexpr std::string_view WORDS =
    "(game is torishogi or yarishogi, board a game number; [ ] is optional)\n";

struct CommandPage {
  std::array<std::string_view, 5> names;  // the first is the command's own; then other words
  std::string_view text;
  bool game_command = true;
};

const std::array<CommandPage, 20>& pages() {
  static const std::array<CommandPage, 20> all = {{
      {{"help"},
       R"(help [subject ...]
  The list of commands; or help on a subject: rules, pieces, notation,
  handicaps, time, commands, or a command (help move). "torishogi help rules"
  is about that game alone.
)",
       false},
      {{"signup"},
       R"(signup userid password [address]
  Makes an account. A userid starts with a letter and holds letters, digits, _
  - and .; a password is printable, with no spaces, quotes or colons. Mails
  about your games go to the address (by mail: the address you write from,
  when you name none).
  Example: signup bob secret bob@example.org
)",
       false},
      {{"change"},
       R"(change password userid current-password new-password
change address userid password [address]
  A new password; or a new address for the mails about your games (none: no
  mails).
)",
       false},
      {{"signoff"},
       R"(signoff userid password
  Closes your account. Games in progress go on until they end.
)",
       false},
      {{"set"},
       R"(shogi set userid password [flip|noflip] [standard|alternate|small]
  How the boards sent to you are drawn: with flip (the default) a game you
  play as White shows White at the bottom; standard, alternate and small are
  the three board styles.
  Example: shogi set bob secret noflip small
)",
       false},
      {{"challenge"},
       R"(game challenge userid1 userid2 [-handicap=name|squares] [-nagtime=days]
               [-forfeittime=days]
               [-byoyomi=main/periodsxperiod | -fischer=main/increment | -days=days]
  Starts a game at once. In an even game userid1 plays Black and moves first;
  with -handicap=, userid1 gives it, plays White and moves first (help
  handicaps). The clocks: help time. -nagtime=D sends a reminder after D days
  without a move; -forfeittime=D ends the game after D days without one. The
  computer plays as computer1 (weakest) to computer5.
  Example: torishogi challenge bob computer2 -byoyomi=10m/3x30s
)"},
      {{"move", "propose", "undo", "impasse", "draw"},
       R"(game move board[#N] userid password move[#N] [comment]
game move board userid password propose|accept|reject|undo|resign|impasse [comment]
  Plays a move (help notation). #N is the move number it is meant for, after
  the board or the move: a move sent twice, or after the position changed, is
  refused. A comment goes to your opponent with the move. A word instead of
  the move: propose a draw; undo, to ask to take back your last move; impasse
  (Yari Shogi only); accept or reject what your opponent proposed; resign.
  Example: torishogi move 101#1 bob secret 7e-7d good luck
)"},
      {{"queue"},
       R"(game queue board userid password move[#N]
  Keeps a move until your turn comes, then plays it if it is legal then.
)"},
      {{"resign"},
       R"(game resign board userid password [comment]
  Resigns the game. Sent out of turn it counts when your turn comes. Before
  both players have moved it ends the game at once, unrated.
)"},
      {{"accept", "reject"},
       R"(game accept|reject board userid password [comment]
  Answers a challenge made to you, before your first move: accept tells the
  challenger the game is on (your first move says the same); reject declines
  it, and the game ends unrated. To answer a proposal in a game, use move
  board ... accept|reject.
)"},
      {{"preview"},
       R"(game preview board move+
  The board after these moves, tried on a copy: nothing is played.
)"},
      {{"show"},
       R"(game show board[#N]+
  The games: players, whose move, clocks, recent moves, the board and the
  chat; board#N shows the board before move N.
  Example: torishogi show 101
)"},
      {{"games"},
       R"(game games [userid ...] [all|active|inactive|next]
  Lists games, the newest 100: active ones unless all or inactive says
  otherwise; next, those where a named player (logged in: you) is to move.
)"},
      {{"history"},
       R"(game history [userid]
  Lists finished games, of one player if named.
)"},
      {{"standings", "ratings"},
       R"(game standings   (also: game ratings)
  The ratings (Glicko-2) of the game's players, best first, with their wins,
  losses and draws.
)"},
      {{"subscribe", "unsubscribe", "notify"},
       R"(game subscribe|unsubscribe|notify board userid password
  Follow a game: subscribe sends you every move, notify only its end,
  unsubscribe neither.
)"},
      {{"chat"},
       R"(game chat board userid password message
  Says something in a game: its players and followers read it with the board.
)"},
      {{"limit"},
       R"(game limit userid password games
  Refuses challenges that would give you that many active games of a kind (0:
  no limit of your own; the server's limit holds either way).
)"},
      {{"seek", "seeks", "lobby"},
       R"(game seek [list]
game seek make userid password [-handicap=name|squares]
               [-byoyomi=main/periodsxperiod | -fischer=main/increment | -days=days]
               [-casual] [-second]
game seek cancel|accept number userid password
  Seeks are open challenges in the lobby, the same on the web site: list them
  (shogi seek lists both games'); make one, which anyone but you may accept
  (at most 5 open at once); cancel your own; accept another's, which starts
  its game at once. You move first unless -second says the other does (with
  -handicap=, you give it and move first); -casual makes the game unrated.
  Logged in, leave out "userid password", and the game word but for make.
  Example: torishogi seek make bob secret -byoyomi=10m/3x30s
)"},
      {{"login", "logout", "quit"},
       R"(login userid password      (on a connection to tori serve, not by mail)
  Keeps you logged in on the connection: later commands may leave out "userid
  password" (torishogi move 101 7e-7d), and the game word when your games tell
  which game you mean (move 101 7e-7d). Your opponents' moves come to you as
  they are made. logout ends it; quit closes the connection.
)",
       false},
  }};
  return all;
}

}  // namespace

std::string_view command_list() { return COMMANDS; }

std::optional<std::string> command_help(std::string_view word) {
  for (const CommandPage& page : pages())
    for (std::string_view name : page.names)
      if (!name.empty() && name == word)
        return std::string(page.text) + std::string(page.game_command ? WORDS : "");
  return std::nullopt;
}

}  // namespace tori::server
