// Reads one command of the server's language (the old network shogi server's, see
// docs/server.md) into a typed Command, or says what is wrong with it. Never trusts its input:
// any bytes at all give a Command or an Error, never a crash.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "server/commands/command.h"

namespace tori::server {

constexpr std::size_t MAX_COMMAND_LENGTH = 4096;

Result<Command> parse_command(std::string_view line);

// The command as it may be quoted back in a reply: control characters and bytes that are not
// UTF-8 become '?', and very long input is cut.
std::string printable_echo(std::string_view line);

}  // namespace tori::server
