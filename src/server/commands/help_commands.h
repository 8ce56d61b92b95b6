// The commands' help: the list of them all (plain `help`), and each command's own page
// (`help move`, `help challenge`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tori::server {

std::string_view command_list();
// The page of the command named by `word` (lower case; a move word such as `propose` names
// `move`), or nothing when no command has that name.
std::optional<std::string> command_help(std::string_view word);

}  // namespace tori::server
