// The seek commands of the language (docs/server.md, "Seeks"), read apart from the others:
//   GAME seek [list]                  the open seeks (`shogi seek`: both games'); `GAME seeks` too
//   GAME seek make userid password [-handicap=...] [-byoyomi=...|-fischer=...|-days=...]
//                                     [-casual] [-second]
//   GAME seek cancel N userid password
//   GAME seek accept N userid password
// Logged in, `seek make ...` leaves out "userid password", and so do `seek cancel N` and
// `seek accept N`, which need no game word either (a seek's number says which).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "server/commands/command.h"

namespace tori::server {

bool is_seek_verb(std::string_view verb);  // "seek", "seeks" (any case)

// `words`: the whole line's, the game word first ("shogi": no game) and the seek verb second.
Result<Command> read_seek_command(const std::vector<std::string_view>& words,
                                  std::optional<VariantId> game);

// For a logged-in session's seek line that leaves out "userid password": the index of the word
// they go before (the number of words: at the end); nothing when the line has them or the
// command takes none.
std::optional<std::size_t> seek_credentials_at(const std::vector<std::string_view>& words,
                                               std::string_view user);

}  // namespace tori::server
