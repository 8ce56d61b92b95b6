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
// matches no account's password, and the connection runs the command as its verified user
// (GameService::as_verified_user).
struct SessionUser {
  std::string user;
};
constexpr std::string_view SESSION_PASSWORD = "(checked-at-login)";

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
Result<Command> parse_command(std::string_view line, const SessionUser& session,
                              const std::function<bool(std::string_view)>& is_user = {});

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
