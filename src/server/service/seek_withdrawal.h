// A user's seeks taken out of the lobby when they sign off: nobody could play the game such a
// seek would make. Each is heard as a cancellation, as if its seeker had cancelled it.
#pragma once

#include <string>
#include <vector>

#include "core/result.h"
#include "server/service/game_events.h"
#include "server/storage/storage.h"

namespace tori::server {

// Deletes `user`'s seeks; the notices of those it deleted (one already taken by another is
// theirs), for the caller to publish with its report.
Result<std::vector<Notice>> withdraw_seeks_of(Storage& storage, const std::string& user);

}  // namespace tori::server
