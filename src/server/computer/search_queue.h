// The computer's searches waiting for its thread, served in turn between the people they are
// for: one person with many games against the computer waits for their own replies, not
// everyone else.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>

#include "server/records/records.h"
#include "server/service/live_game.h"

namespace tori::server {

// One search: the game as it stood when the computer was to move.
struct ComputerJob {
  GameRecord record;
  LiveGame live;
  std::string computer;  // the account to move
  std::string person;    // its opponent, whom the reply is owed
  int move_number = 0;
  uint64_t id = 0;  // tells a search from a later one of the same game
};

class SearchQueue {
 public:
  void push(ComputerJob job);
  // The oldest search of the person whose turn it is; that person then waits for the others.
  std::optional<ComputerJob> pop();
  // Takes the game's search out, if it waits here.
  std::optional<ComputerJob> remove(GameKey game);
  bool empty() const { return turns_.empty(); }
  void clear();

 private:
  std::map<std::string, std::deque<ComputerJob>>
      waiting_;                    // person -> their searches, oldest first
  std::deque<std::string> turns_;  // the people waiting, next first
};

}  // namespace tori::server
