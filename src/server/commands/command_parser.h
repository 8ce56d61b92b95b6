// Reads one command of the server's language (the old network shogi server's, see
// docs/server.md) into a typed Command, or says what is wrong with it. Never trusts its input:
// any bytes at all give a Command or an Error, never a crash.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "server/commands/command.h"

namespace tori::server {

constexpr std::size_t MAX_COMMAND_LENGTH = 4096;

// Who is logged in on a connection (`tori serve`): their commands may leave out
// "userid password", and may act only as that user. The connection checked the password when it
// logged in and keeps none: a short form gets SESSION_PASSWORD in the password's place, which
// matches no account's password, and the dispatcher runs the command as the connection's Actor
// (Request::session), never checking that word.
struct SessionUser {
  std::string user;
};
constexpr std::string_view SESSION_PASSWORD = "(checked-at-login)";

// Which game a logged-in player means by a line without the game word: the game numbered `board`
// (`move 101 7e-7d`), or with no number (`challenge wanda`) the game the player means at all.
// Its error says why it cannot tell: of kind NOT_FOUND when no game has that number; otherwise
// the choice is the player's, and the parser's error adds the two ways to write the line.
using GameChooser = std::function<Result<VariantId>(std::optional<int> board)>;

Result<Command> parse_command(std::string_view line);
// The same, for a logged-in session: where the grammar has "userid password" and the line leaves
// them out, the session's user and SESSION_PASSWORD are used (`torishogi move 101 7e-7d`); a line
// that names another user as the one acting is refused. A challenge may name one userid: the
// opponent of the session's.
//
// `is_user` says whether a word is another account's userid: a short form whose word after the
// game number is one is refused, for it is the long form naming that user (`torishogi chat 110
// bob BOBPASSWORD hi` from alice's session would otherwise be alice's chat "bob BOBPASSWORD hi",
// and `resign 110 bob BOBPASSWORD` alice's resignation).
//
// `choose_game` lets a line leave out the game word (docs/server.md, "Commands without the game
// word"): a game command's verb first (`move 101 7e-7d`, `show 101`, `challenge wanda`) is read
// as the command of the game it chooses for each number; `games`, `history` and `standings` list
// both games; `set` and `limit` need none. Without it such a line is refused, as by mail.
// `games next` with no userid asks for the session's user's turn.
Result<Command> parse_command(std::string_view line, const SessionUser& session,
                              const std::function<bool(std::string_view)>& is_user = {},
                              const GameChooser& choose_game = {});

// The user a command acts as (and must authenticate as), if it has one; for a challenge, the
// first userid.
std::optional<std::string> acting_user(const Command& command);
// The password the command gives for its acting user (an account command's old one), if any.
std::optional<std::string> acting_password(const Command& command);

// The same, with the comment or chat message given apart from the line, as a mail gives it in
// its body (the Subject being the command). It is joined, after a line break, to any text the
// line itself ends with, for the commands that take text (move and its words, resign, chat);
// `chat` may then have no message on the line. Other commands ignore it. It may span lines but
// holds no other control characters.
Result<Command> parse_command(std::string_view line, std::string_view text);

// The command as it may be quoted back in a reply: control characters and bytes that are not
// UTF-8 become '?', and very long input is cut.
std::string printable_echo(std::string_view line);

}  // namespace tori::server
