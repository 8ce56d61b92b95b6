// The bound on what the computer owes one person. Its searches are one queue for the whole
// server: a person who could make games and moves against it without waiting for its replies
// would keep everyone else's replies waiting behind theirs.
#pragma once

#include <string>

#include "server/records/status.h"

namespace tori::server {

class ComputerBacklog {
 public:
  // At most this many replies owed to one person at once (searches queued or under way for their
  // games). Two lets a person play two games against the computer side by side.
  static constexpr int MOST_REPLIES_OWED = 2;

  virtual ~ComputerBacklog() = default;
  virtual int replies_owed_to(const std::string& person) const = 0;
};

// Whether `person` may make a request that has the computer owe them one more reply (a game
// against it, a move in one): refused as TOO_MANY while it owes them the bound already. No
// backlog (a tool, a test, the computer answering inside the request): no bound.
Status check_computer_backlog(const ComputerBacklog* backlog, const std::string& person);

}  // namespace tori::server
